import { formatMoney } from '#shared/pricing.js';
import { QUOTE, QUOTE_TEXTS } from '#shared/quote-limits.js';
import { Button } from '../../../components/ui/Button';
import type { DraftLine } from './quote-draft';
import styles from '../quotes.module.css';
import { typedAmount, unitLabel, VariantTitle } from '../components/line-bits';

/** The lines of a requested quote, each with its text, quantity and unit price to set. */
export function PriceLinesTable({
  lines,
  onChange,
}: {
  lines: DraftLine[];
  onChange: (lines: DraftLine[]) => void;
}) {
  const setLine = (index: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  return (
    <div className={styles.quoteTableWrap}>
      <table className={styles.quoteLines}>
        <caption className="visually-hidden">Lines to price</caption>
        <thead>
          <tr>
            <th scope="col">Customer wrote</th>
            <th scope="col">Product</th>
            <th scope="col">Qty</th>
            <th scope="col">Unit price (KSh)</th>
            <th scope="col">Amount</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const amount = typedAmount(line.unitPrice, line.quantity);
            return (
              <tr key={i} data-testid="admin-quote-line">
                <td>
                  <input
                    aria-label={`Line ${i + 1} text`}
                    value={line.text}
                    maxLength={QUOTE.lineTextMax}
                    onChange={(e) => setLine(i, { text: e.target.value })}
                  />
                </td>
                <td>
                  {line.name ?? (
                    <span className={styles.quoteUnmatched}>{QUOTE_TEXTS.notMatched}</span>
                  )}
                  <VariantTitle title={line.variantTitle} />
                </td>
                <td>
                  {/* Exact quantities ('2.496' t) are typed as text: a number field's step refuses them. */}
                  <input
                    type="text"
                    inputMode="decimal"
                    size={7}
                    aria-label={`Quantity of line ${i + 1}`}
                    value={line.quantity}
                    onChange={(e) => setLine(i, { quantity: e.target.value })}
                  />
                  {line.unit && <span className="muted"> {unitLabel(line.unit)}</span>}
                </td>
                <td>
                  <input
                    type="number"
                    aria-label={`Unit price of line ${i + 1}`}
                    min={0}
                    max={QUOTE.unitPriceMax}
                    value={line.unitPrice}
                    onChange={(e) => setLine(i, { unitPrice: e.target.value })}
                  />
                </td>
                <td>{amount === null ? '-' : formatMoney(amount)}</td>
                <td>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Remove line ${i + 1}`}
                    onClick={() => onChange(lines.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
