import { formatMoney } from '#shared/pricing.js';
import type { PublicQuote } from '#shared/quote.schema.js';
import { useI18n } from '../../../lib/i18n';
import styles from '../quotes.module.css';
import { quoteQuantityText, VariantTitle } from './line-bits';

/** A quote's lines with their prices once the shop has set them, then delivery and the total. */
export function QuoteLinesTable({ quote }: { quote: PublicQuote }) {
  const { lang, m } = useI18n();
  const t = m.quotes;
  const priced = quote.total !== null;
  return (
    <div className={styles.quoteTableWrap}>
      <table className={styles.quoteLines}>
        <caption className="visually-hidden">{t.linesCaption(quote.reference)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.qty}</th>
            {priced && <th scope="col">{t.price}</th>}
            {priced && <th scope="col">{t.amount}</th>}
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, i) => (
            <tr key={i}>
              <td>
                <span className={styles.quoteLineName}>{line.name ?? line.text}</span>
                {line.name ? (
                  <span className="muted"> ({line.text})</span>
                ) : (
                  !priced && <span className={styles.quoteUnmatched}>{t.notMatched}</span>
                )}
                <VariantTitle title={line.variantTitle} />
              </td>
              <td>{quoteQuantityText(line, lang)}</td>
              {priced && <td>{line.unitPrice === null ? '-' : formatMoney(line.unitPrice)}</td>}
              {priced && <td>{line.lineTotal === null ? '-' : formatMoney(line.lineTotal)}</td>}
            </tr>
          ))}
        </tbody>
        {priced && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {quote.county ? t.deliveryTo(quote.county) : t.delivery}
              </th>
              <td>{formatMoney(quote.deliveryFee ?? 0)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3}>
                {t.total}
              </th>
              <td data-testid="quote-total">
                <strong>{formatMoney(quote.total ?? 0)}</strong>
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
