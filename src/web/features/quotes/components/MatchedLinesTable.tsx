import { formatMoney } from '#shared/pricing.js';
import { QUOTE, QUOTE_TEXTS } from '#shared/quote-limits.js';
import type { MatchedLine, QuoteProduct } from '#shared/quote.schema.js';
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
  return (
    <div className={styles.quoteTableWrap}>
      <table className={styles.quoteLines}>
        <caption className="visually-hidden">Your list as the shop matched it</caption>
        <thead>
          <tr>
            <th scope="col">You wrote</th>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Line total</th>
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
                      aria-label={`Product for "${line.text}"`}
                      value={line.productId}
                      onChange={(e) => onChange(i, { productId: e.target.value })}
                    >
                      {line.choices.map((c) => (
                        <option key={c._id} value={c._id}>
                          {c.name}
                        </option>
                      ))}
                      <option value="">{QUOTE_TEXTS.notMatched}</option>
                    </select>
                  ) : null}
                  {!line.productId && (
                    <p className={styles.quoteUnmatched}>{QUOTE_TEXTS.notMatched}</p>
                  )}
                </td>
                <td>
                  <input
                    type="number"
                    aria-label={`Quantity for "${line.text}"`}
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
