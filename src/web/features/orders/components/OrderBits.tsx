import type { OrderDelivery, OrderLine, OrderStatus } from '#shared/order.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { formatDateTime } from '../../../lib/format';
import styles from '../orders.module.css';

// Pieces both the visitor's status page and the admin order screen show.

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const look = styles[`orderStatus${status}`];
  return (
    <span className={[styles.orderStatus, look, className].filter(Boolean).join(' ')}>
      {status}
    </span>
  );
}

export function deliveryLabel(delivery: OrderDelivery): string {
  if (delivery.method === 'pickup') return 'Pickup at the shop';
  return `Delivery to ${delivery.area ?? ''}, ${delivery.county ?? ''}`;
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
  return (
    <table className={styles.orderLines}>
      <caption className="visually-hidden">Items in this order</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {items.map((line, i) => (
          <tr key={line.productId ?? `line-${i}`}>
            <td>
              <span className={styles.orderLinesName}>{line.name}</span>
              <span className={styles.orderLinesEach}>
                {formatMoney(line.unitPrice)} each
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
            Subtotal
          </th>
          <td>{formatMoney(subtotal)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={2}>
            Delivery fee
          </th>
          <td>{deliveryFee === 0 ? 'Free' : formatMoney(deliveryFee)}</td>
        </tr>
        <tr className={styles.orderLinesTotal}>
          <th scope="row" colSpan={2}>
            Total
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
  return (
    <ol className={styles.orderHistory}>
      {history.map((h) => (
        <li key={`${h.status}-${h.at}`}>
          <StatusBadge status={h.status} /> <time dateTime={h.at}>{formatDateTime(h.at)}</time>
          {h.by ? <span className="muted"> by {h.by}</span> : null}
        </li>
      ))}
    </ol>
  );
}
