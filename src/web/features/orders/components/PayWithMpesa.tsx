import { useState, type FormEvent } from 'react';
import { normalizeKenyanPhone } from '#shared/kenya.js';
import type { PublicOrder } from '#shared/order.schema.js';
import type { Payment } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { usePayOrder } from '../api';
import styles from '../orders.module.css';

// 'Pay with M-Pesa' on the order page (docs/decisions/093-settling-payments.md): sends the prompt
// to the phone, then says how it went as the order query follows the payment.

const PAYABLE = ['New', 'Confirmed'];
export const CHECK_PHONE = 'Check your phone and enter your M-Pesa PIN.';
const BAD_PHONE = 'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.';

/** What the newest payment says to the customer, or null when there is nothing to say. */
export function paymentMessage(payment: Payment | undefined): string | null {
  switch (payment?.status) {
    case 'pending':
      return CHECK_PHONE;
    case 'cancelled':
      return 'Payment cancelled.';
    case 'failed':
      return `Payment failed: ${payment.reason ?? 'M-Pesa did not say why.'}`;
    case 'no-answer':
      return 'No answer from M-Pesa yet.';
    case 'amount-differs':
      return `M-Pesa received ${formatMoney(payment.amount)}, which is not what the order owed. The shop will contact you.`;
    default:
      return null;
  }
}

export function PayWithMpesa({ order, phone }: { order: PublicOrder; phone: string }) {
  const [number, setNumber] = useState(phone);
  const [problem, setProblem] = useState<string | null>(null);
  const pay = usePayOrder(order.reference);
  const last = order.payments.at(-1);
  const paid = order.payments.filter((p) => p.status === 'paid');

  if (order.status === 'Paid' || (paid.length > 0 && order.amountDue === 0)) {
    const receipts = paid.map((p) => p.receipt).filter(Boolean);
    return (
      <div className={`card ${styles.orderPageCard}`} data-testid="payment-panel">
        <h2>Payment</h2>
        <p className={styles.payPaid} role="status">
          Paid{receipts.length > 0 ? `. M-Pesa receipt: ${receipts.join(', ')}` : '.'}
        </p>
      </div>
    );
  }
  if (order.mpesa === 'off' || !PAYABLE.includes(order.status) || order.amountDue <= 0) return null;

  const pending = last?.status === 'pending';
  const message = paymentMessage(last);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!normalizeKenyanPhone(number)) {
      setProblem(BAD_PHONE);
      return;
    }
    setProblem(null);
    pay.mutate(number, { onError: (err) => setProblem(err.message) });
  }

  return (
    <form className={`card ${styles.orderPageCard}`} onSubmit={submit} data-testid="payment-panel">
      <h2>Pay with M-Pesa</h2>
      <p>
        Amount to pay: <strong>{formatMoney(order.amountDue)}</strong>
      </p>
      {order.mpesa === 'demo' && <p className={styles.payDemo}>Demo payment: no money moves.</p>}
      <TextField
        id="mpesa-phone"
        label="M-Pesa phone number"
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
          Pay with M-Pesa
        </Button>
      )}
    </form>
  );
}
