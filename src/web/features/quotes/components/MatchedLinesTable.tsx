import { formatMoney } from '#shared/pricing.js';
import { QUOTE } from '#shared/quote-limits.js';
import type { MatchedLine, QuoteProduct } from '#shared/quote.schema.js';
import { useI18n } from '../../../lib/i18n';
import styles from '../quotes.module.css';

/** A line of the visitor's list as the shop matched it, with their choice of product. */
export interface Line {
  text: string;
  quantity: number;
  /** The chosen product's id, or '' for 'the shop will price it'. */
  productId: string;
  choices: QuoteProduct[];
}

export function toLine(m: MatchedLine): Line {
  const choices = m.product ? [m.product, ...m.alternatives] : m.alternatives;
  return { text: m.text, quantity: m.quantity, productId: m.product?._id ?? '', choices };
}

/** Today's price of the chosen product, or null for a line the shop will price. */
export const priceOf = (line: Line) =>
  line.choices.find((c) => c._id === line.productId)?.price ?? null;

/** The matched list: what was written, the product chosen for it, quantity and prices. */
export function MatchedLinesTable({
  lines,
  onChange,
}: {
  lines: Line[];
  onChange: (index: number, patch: Partial<Line>) => void;
}) {
  const { quotes: t } = useI18n().m;
  return (
    <div className={styles.quoteTableWrap}>
      <table className={styles.quoteLines}>
        <caption className="visually-hidden">{t.matchedCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.youWrote}</th>
            <th scope="col">{t.product}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.price}</th>
            <th scope="col">{t.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const price = priceOf(line);
            return (
              <tr key={i} data-testid="quote-line">
                <td>{line.text}</td>
                <td>
                  {line.choices.length > 0 ? (
                    <select
                      aria-label={t.productFor(line.text)}
                      value={line.productId}
                      onChange={(e) => onChange(i, { productId: e.target.value })}
                    >
                      {line.choices.map((c) => (
                        <option key={c._id} value={c._id}>
                          {c.name}
                        </option>
                      ))}
                      <option value="">{t.notMatched}</option>
                    </select>
                  ) : null}
                  {!line.productId && <p className={styles.quoteUnmatched}>{t.notMatched}</p>}
                </td>
                <td>
                  <input
                    type="number"
                    aria-label={t.quantityFor(line.text)}
                    min={1}
                    max={QUOTE.quantityMax}
                    value={line.quantity}
                    onChange={(e) =>
                      onChange(i, {
                        quantity: Math.max(
                          1,
                          Math.min(QUOTE.quantityMax, Number(e.target.value) || 1),
                        ),
                      })
                    }
                  />
                </td>
                <td>{price === null ? '-' : formatMoney(price)}</td>
                <td>{price === null ? '-' : formatMoney(price * line.quantity)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
