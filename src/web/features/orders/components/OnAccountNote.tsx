import type { AccountOrder } from '#shared/trade.schema.js';
import { useI18n } from '../../../lib/i18n';
import styles from '../orders.module.css';

/** An order on the customer's trade account: accepted, awaiting the shop's approval, or declined. */
export function OnAccountNote({ order }: { order: AccountOrder }) {
  const { onAccount: t } = useI18n().m.orders;
  const text =
    order.state === 'awaiting'
      ? t.awaiting(order.accountNumber)
      : order.state === 'accepted'
        ? t.accepted(order.accountNumber)
        : t.declined(order.reason ?? '');
  return (
    <div
      className={`card ${styles.orderPageCard}`}
      data-testid="on-account"
      data-state={order.state}
      role="status"
    >
      <h2>{t.title}</h2>
      <p>{text}</p>
    </div>
  );
}
