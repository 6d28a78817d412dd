import type { AdminPayment, Payment } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { formatDateTime } from '../../../lib/format';
import styles from '../orders.module.css';

// Payments as staff read them: receipt, amount, masked phone, time, method, status.

const METHOD: Record<Payment['method'], string> = {
  stk: 'M-Pesa prompt',
  paybill: 'Paybill',
  manual: 'Cash/bank',
};

const STATUS: Record<Payment['status'], { label: string; tone?: string }> = {
  pending: { label: 'Waiting' },
  paid: { label: 'Paid', tone: styles.paymentPaid },
  cancelled: { label: 'Cancelled' },
  failed: { label: 'Failed', tone: styles.paymentFailed },
  'amount-differs': { label: 'Amount differs', tone: styles.paymentAmountDiffers },
  'no-answer': { label: 'No answer', tone: styles.paymentNoAnswer },
  unreadable: { label: 'Unreadable', tone: styles.paymentFailed },
};

/** One payment on one line: amount, status, method, receipt, phone, time and why. */
export function PaymentSummary({ payment: p }: { payment: Payment | AdminPayment }) {
  return (
    <>
      <strong>{formatMoney(p.amount)}</strong>{' '}
      <span className={`${styles.paymentStatus} ${STATUS[p.status].tone ?? ''}`}>
        {STATUS[p.status].label}
      </span>{' '}
      <span>{METHOD[p.method]}</span>
      {p.receipt && <span> · receipt {p.receipt}</span>}
      {p.phone && <span className="muted"> · {p.phone}</span>}{' '}
      <time className="muted" dateTime={p.at}>
        · {formatDateTime(p.at)}
      </time>
      {p.reason && <span className="muted"> · {p.reason}</span>}
      {'by' in p && p.by && <span className="muted"> · by {p.by}</span>}
      {'note' in p && p.note && <span className="muted"> · {p.note}</span>}
    </>
  );
}

export function PaymentList({ payments }: { payments: (Payment | AdminPayment)[] }) {
  if (payments.length === 0) return <p className="muted">No payments yet.</p>;
  return (
    <ul className={styles.paymentList}>
      {payments.map((p, i) => (
        <li key={'_id' in p ? p._id : i} className={styles.paymentRow}>
          <PaymentSummary payment={p} />
        </li>
      ))}
    </ul>
  );
}
