import type { Transaction } from 'kysely';
import { formatMoney } from '#shared/pricing.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import type { PaymentDeps } from './payment.deps.js';
import { findUnreadable, insertPayment, type PaymentRow } from './payment.repository.js';
import { newPaymentRow } from './payment.service.js';

// Money M-Pesa reports that the shop cannot take as it came (docs/decisions/115-mpesa-amount-shapes.md):
// no amount, one it cannot read, or more than one payment can carry. Both ways money arrives
// (payment.callbacks.ts, payment.paybill.ts) keep it for staff as 'unreadable', settling nothing.

/** Why an amount cannot settle anything, in words for staff; null when it is one the shop takes. */
export function amountProblem(deps: PaymentDeps, amount: number | null, asSent: string) {
  if (amount === null) {
    return asSent === 'missing'
      ? 'M-Pesa said paid but sent no amount.'
      : `M-Pesa sent an amount the shop cannot read: ${asSent}.`;
  }
  const cap = deps.config.mpesa.maxAmount;
  if (amount > cap) {
    return `M-Pesa sent ${formatMoney(amount)}, more than one payment can carry (${formatMoney(cap)}).`;
  }
  return null;
}

/** Keeps money nobody can read for staff: on no order, amount 0, what came in its note. */
export async function keepUnreadable(
  deps: PaymentDeps,
  trx: Transaction<Database>,
  fields: Pick<PaymentRow, 'method' | 'reason' | 'note'> & Partial<PaymentRow>,
): Promise<void> {
  // Daraja sends some callbacks twice: a repeat adds nothing.
  if (await findUnreadable(trx, fields.note ?? '')) return;
  const now = deps.clock.now().toISOString();
  await insertPayment(
    trx,
    newPaymentRow(now, {
      id: newId(),
      order_id: null,
      status: 'unreadable',
      amount: 0,
      result_code: '0',
      settled_at: now,
      ...fields,
    }),
  );
  deps.log.warn(
    { method: fields.method, reason: fields.reason },
    'unreadable payment kept for staff',
  );
}
