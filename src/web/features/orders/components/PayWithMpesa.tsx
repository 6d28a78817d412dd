import { useState, type FormEvent } from 'react';
import { normalizeKenyanPhone } from '#shared/kenya.js';
import type { PublicOrder } from '#shared/order.schema.js';
import type { Payment } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { useI18n, type Messages } from '../../../lib/i18n';
import { usePayOrder } from '../api';
import styles from '../orders.module.css';

// 'Pay with M-Pesa' on the order page (docs/decisions/093-settling-payments.md): sends the prompt
// to the phone, then says how it went as the order query follows the payment, in the page's
// language (M-Pesa's own reason for a failure stays as M-Pesa wrote it).

const PAYABLE = ['New', 'Confirmed'];

/** What the newest payment says to the customer, or null when there is nothing to say. */
export function paymentMessage(
  t: Messages['orders']['pay'],
  payment: Payment | undefined,
): string | null {
  switch (payment?.status) {
    case 'pending':
      return t.checkPhone;
    case 'cancelled':
      return t.cancelled;
    case 'failed':
      return t.failed(payment.reason ?? t.noReason);
    case 'no-answer':
      return t.noAnswer;
    case 'amount-differs':
      return t.amountDiffers(formatMoney(payment.amount));
    default:
      return null;
  }
}

export function PayWithMpesa({ order, phone }: { order: PublicOrder; phone: string }) {
  const t = useI18n().m.orders.pay;
  const [number, setNumber] = useState(phone);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = usePayOrder(order.reference);
  const last = order.payments.at(-1);
  const paid = order.payments.filter((p) => p.status === 'paid');

  if (order.status === 'Paid' || (paid.length > 0 && order.amountDue === 0)) {
    const receipts = paid.map((p) => p.receipt).filter(Boolean);
    return (
      <div className={`card ${styles.orderPageCard}`} data-testid="payment-panel">
        <h2>{t.payment}</h2>
        <p className={styles.payPaid} role="status">
          {receipts.length > 0 ? t.paidReceipt(receipts.join(', ')) : t.paid}
        </p>
      </div>
    );
  }
  if (order.mpesa === 'off' || !PAYABLE.includes(order.status) || order.amountDue <= 0) return null;

  const pending = last?.status === 'pending';
  const message = paymentMessage(t, last);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!normalizeKenyanPhone(number)) {
      setProblem(t.badPhone);
      return;
    }
    setProblem(null);
    pay.mutate(number, { onError: (err) => setProblem(err.message) });
  }

  return (
    <form className={`card ${styles.orderPageCard}`} onSubmit={submit} data-testid="payment-panel">
      <h2>{t.title}</h2>
      <p>
        {t.amountToPay} <strong>{formatMoney(order.amountDue)}</strong>
      </p>
      {order.mpesa === 'demo' && <p className={styles.payDemo}>{t.demo}</p>}
      <TextField
        id="mpesa-phone"
        label={t.phone}
        error={problem ?? undefined}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        disabled={pending}
      />
      <p role="status" className={styles.payMessage}>
        {message}
      </p>
      {!pending && (
        <Button type="submit" variant="primary" disabled={pay.isPending}>
          {t.button}
        </Button>
      )}
    </form>
  );
}
