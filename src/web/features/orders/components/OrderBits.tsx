import type { OrderDelivery, OrderLine, OrderStatus } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { parseQuantity } from '#shared/quantity.js';
import { adjustmentText, quantityText, UNITS, unitOf, type UnitDefinition } from '#shared/units.js';
import { useI18n, type Lang } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import styles from '../orders.module.css';

// Pieces both the visitor's status page and the admin order screen show, in the page's language
// (the admin's is always English).

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { orders: t } = useI18n().m;
  const look = styles[`orderStatus${status}`];
  return (
    <span className={[styles.orderStatus, look, className].filter(Boolean).join(' ')}>
      {t.statuses[status]}
    </span>
  );
}

/** 'Pickup at the shop' or 'Delivery to <area>, <county>'. */
export function DeliveryLabel({ delivery }: { delivery: OrderDelivery }) {
  const { orders: t } = useI18n().m;
  if (delivery.method === 'pickup') return <>{t.pickup}</>;
  return <>{t.deliveryTo(delivery.area ?? '', delivery.county ?? '')}</>;
}

const thousandths = (text: string | null | undefined): number | null => {
  if (typeof text !== 'string') return null;
  const parsed = parseQuantity(text);
  return parsed.ok ? parsed.value : null;
};

/** What a line sold, in the page's language: '2.496 t', '2 bags'; its qty for a line without. */
export function lineQuantityText(line: Partial<OrderLine> & Pick<OrderLine, 'qty'>, lang: Lang) {
  const quantity = thousandths(line.quantity);
  if (quantity === null || !line.unit) return String(line.qty);
  return quantityText(quantity, unitOf(line.unit), lang);
}

/**
 * The stock a line takes, in the page's language (decision 42): '2.5 t ≈ 234 bars (2.496 t)' when
 * the stock rounding moved the quantity, '234 bars' when sold in another unit than it is counted
 * in, else null.
 */
export function lineStockText(
  line: Partial<OrderLine> & Pick<OrderLine, 'qty'>,
  lang: Lang,
): string | null {
  const quantity = thousandths(line.quantity);
  const stockQuantity = thousandths(line.stockQuantity);
  if (quantity === null || stockQuantity === null || !line.unit || !line.stockUnit) return null;
  const requested = thousandths(line.requested) ?? quantity;
  const unit = unitOf(line.unit);
  const stockUnit = unitOf(line.stockUnit);
  const adjusted = adjustmentText(
    { requested, quantity, stockQuantity, adjusted: requested !== quantity },
    unit,
    stockUnit,
    lang,
  );
  if (adjusted) return adjusted;
  return line.unit === line.stockUnit ? null : quantityText(stockQuantity, stockUnit, lang);
}

/** 'KSh 780 each' for a unit counted whole, 'KSh 170,000 / t' for a measure. */
function priceText(
  line: Partial<OrderLine> & Pick<OrderLine, 'unitPrice'>,
  each: (price: string) => string,
  lang: Lang,
): string {
  const price = formatMoney(line.unitPrice);
  if (!line.unit) return each(price);
  const def: UnitDefinition = UNITS[unitOf(line.unit)];
  if (def.whole && !def.symbol) return each(price);
  return `${price} / ${def.symbol ?? def[lang].one}`;
}

export function OrderLines({
  items,
  subtotal,
  deliveryFee,
  total,
}: {
  items: OrderLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
}) {
  const { lang, m } = useI18n();
  const t = m.orders;
  return (
    <table className={styles.orderLines}>
      <caption className="visually-hidden">{t.linesCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.qty}</th>
          <th scope="col">{t.amount}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((line, i) => {
          const stock = lineStockText(line, lang);
          return (
            <tr key={`${line.productId ?? 'line'}-${i}`}>
              <td>
                <span className={styles.orderLinesName}>{line.name}</span>
                {line.variantTitle && (
                  <span className={styles.orderLinesVariant}>{line.variantTitle}</span>
                )}
                <span className={styles.orderLinesEach}>
                  {priceText(line, t.each, lang)}
                  {line.unitPrice < line.listPrice && (
                    <>
                      {' '}
                      <s>{formatMoney(line.listPrice)}</s>
                    </>
                  )}
                </span>
              </td>
              <td>
                <span className={styles.orderLinesQty}>{lineQuantityText(line, lang)}</span>
                {stock && <span className={styles.orderLinesStock}>{stock}</span>}
              </td>
              <td>{formatMoney(line.lineTotal)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t.subtotal}
          </th>
          <td>{formatMoney(subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            {t.deliveryFee}
          </th>
          <td>{deliveryFee === 0 ? t.free : formatMoney(deliveryFee)}</td>
        </tr>
        <tr className={styles.orderLinesTotal}>
          <th scope="row" colSpan={2}>
            {t.total}
          </th>
          <td>{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function StatusHistory({
  history,
}: {
  history: { status: OrderStatus; at: string; by?: string | null }[];
}) {
  const { orders: t } = useI18n().m;
  const format = useFormat();
  return (
    <ol className={styles.orderHistory}>
      {history.map((h) => (
        <li key={`${h.status}-${h.at}`}>
          <StatusBadge status={h.status} /> <time dateTime={h.at}>{format.dateTime(h.at)}</time>
          {h.by ? <span className="muted">{t.by(h.by)}</span> : null}
        </li>
      ))}
    </ol>
  );
}
