import type { OrderDelivery, OrderLine, OrderStatus } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { useI18n } from '../../../lib/i18n';
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
  const { orders: t } = useI18n().m;
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
        {items.map((line, i) => (
          <tr key={line.productId ?? `line-${i}`}>
            <td>
              <span className={styles.orderLinesName}>{line.name}</span>
              <span className={styles.orderLinesEach}>
                {t.each(formatMoney(line.unitPrice))}
                {line.unitPrice < line.listPrice && (
                  <>
                    {' '}
                    <s>{formatMoney(line.listPrice)}</s>
                  </>
                )}
              </span>
            </td>
            <td>{line.qty}</td>
            <td>{formatMoney(line.lineTotal)}</td>
          </tr>
        ))}
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
