import { formatMoney } from '#shared/pricing.js';
import { formatQuantity, lineTotal, parseQuantity, QTY_SCALE } from '#shared/quantity.js';
import { QUOTE } from '#shared/quote-limits.js';
import type { MatchedLine, QuoteProduct } from '#shared/quote.schema.js';
import { useI18n } from '../../../lib/i18n';
import styles from '../quotes.module.css';

/** A line of the visitor's list as the shop matched it, with their choice of product. */
export interface Line {
  text: string;
  /** Whole units; a quantity with a fraction rounded up. */
  quantity: number;
  /** The exact quantity when it has a fraction ('2.5' tonnes), sent beside `quantity`. */
  exactQuantity?: string;
  /** The quantity field as typed ('2,5'), which sets the two above when it is a quantity. */
  quantityText: string;
  /**
   * The chosen product and variant (choiceKey), or '' for 'the shop will price it': a product's
   * variants are separate choices ('Y12', 'Y16').
   */
  choice: string;
  choices: QuoteProduct[];
}

export function toLine(m: MatchedLine): Line {
  const choices = m.product ? [m.product, ...m.alternatives] : m.alternatives;
  return {
    text: m.text,
    quantity: m.quantity,
    ...(m.exactQuantity !== undefined && { exactQuantity: m.exactQuantity }),
    quantityText: m.exactQuantity ?? String(m.quantity),
    choice: m.product ? choiceKey(m.product) : '',
    choices,
  };
}

/** A typed quantity ('2', '2.5', '2,5') as the line's fields; what is not one yet only shows. */
export function typedQuantity(text: string): Partial<Line> {
  const parsed = parseQuantity(text.replace(',', '.'));
  if (!parsed.ok || parsed.value <= 0) return { quantityText: text };
  const whole = Math.min(QUOTE.quantityMax, Math.ceil(parsed.value / QTY_SCALE));
  const exact = parsed.value % QTY_SCALE !== 0;
  return {
    quantityText: text,
    quantity: whole,
    exactQuantity: exact ? formatQuantity(parsed.value) : undefined,
  };
}

/** The line's money at today's price: price x exact quantity, half-up to whole shillings. */
export function amountOf(line: Line): number | null {
  const price = priceOf(line);
  if (price === null) return null;
  const exact = parseQuantity(line.exactQuantity ?? String(line.quantity));
  return lineTotal(Math.round(price), exact.ok ? exact.value : line.quantity * QTY_SCALE);
}

/** Today's price of the chosen product, or null for a line the shop will price. */
/** One choice of a line: a product, and its variant when it has several. */
export const choiceKey = (c: QuoteProduct) => `${c._id}|${c.variantId ?? ''}`;

/** The product (and variant) chosen for a line; undefined for 'the shop will price it'. */
export const chosenOf = (line: Line): QuoteProduct | undefined =>
  line.choice === '' ? undefined : line.choices.find((c) => choiceKey(c) === line.choice);

export const priceOf = (line: Line) => chosenOf(line)?.price ?? null;

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
                      value={line.choice}
                      onChange={(e) => onChange(i, { choice: e.target.value })}
                    >
                      {line.choices.map((c) => (
                        <option key={choiceKey(c)} value={choiceKey(c)}>
                          {c.variantTitle ? `${c.name} - ${c.variantTitle}` : c.name}
                        </option>
                      ))}
                      <option value="">{t.notMatched}</option>
                    </select>
                  ) : null}
                  {!line.choice && <p className={styles.quoteUnmatched}>{t.notMatched}</p>}
                </td>
                <td>
                  <input
                    type="text"
                    inputMode="decimal"
                    size={7}
                    aria-label={t.quantityFor(line.text)}
                    value={line.quantityText}
                    onChange={(e) => onChange(i, typedQuantity(e.target.value))}
                  />
                </td>
                <td>{price === null ? '-' : formatMoney(price)}</td>
                <td>{price === null ? '-' : formatMoney(amountOf(line) ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
