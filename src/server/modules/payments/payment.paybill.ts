import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../lib/ids.js';
import { amountAsSent, readShillings, type C2bConfirmation } from './daraja.callbacks.js';
import type { PaymentDeps } from './payment.deps.js';
import {
  findOrderForPayment,
  insertPayment,
  settlePayment,
  type PaymentRow,
} from './payment.repository.js';
import {
  afterSettle,
  newPaymentRow,
  referenceFromAccount,
  settleInTrx,
  type Settled,
  type Settlement,
} from './payment.service.js';
import { amountProblem, keepUnreadable } from './payment.unreadable.js';

// Money paid to the paybill (C2B confirmations, and the rows of a statement staff upload,
// docs/decisions/095, 147-mpesa-statement.md): kept once by its M-Pesa receipt, settling the order
// its account names, or kept unmatched for staff to attach.

export async function recordPaybill(
  deps: PaymentDeps,
  c: C2bConfirmation,
  /** More writes for the payment's transaction (staff attaching it: the audit event). */
  also?: (trx: Transaction<Database>, payment: PaymentRow) => Promise<void>,
): Promise<Settled> {
  const reference = referenceFromAccount(c.BillRefNumber);
  const now = deps.clock.now().toISOString();
  const amount = readShillings(c.TransAmount);
  const problem = amountProblem(deps, amount, amountAsSent(c.TransAmount));
  const name = [c.FirstName, c.MiddleName, c.LastName].filter(Boolean).join(' ').trim();
  const known = {
    phone: c.MSISDN && /^\d{9,15}$/.test(c.MSISDN) ? c.MSISDN : null,
    account_reference: c.BillRefNumber.slice(0, 40),
    payer_name: name ? name.slice(0, 120) : null,
  };
  const receipt = c.TransID.toUpperCase();
  let job: Settlement | undefined;
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (problem || amount === null) {
        await keepUnreadable(deps, trx, {
          method: 'paybill',
          reason: problem,
          note: `TransID ${receipt}; account typed: ${known.account_reference}${reference ? ` (order ${reference})` : ''}.`,
          ...known,
        });
        return;
      }
      const order = reference ? await findOrderForPayment(trx, { reference }) : undefined;
      const row = newPaymentRow(now, {
        id: newId(),
        order_id: order?.id ?? null,
        method: 'paybill',
        status: 'pending',
        amount,
        receipt,
        ...known,
      });
      await insertPayment(trx, row);
      await also?.(trx, row);
      if (order) {
        job = await settleInTrx(deps, trx, row, {
          kind: 'paid',
          amount,
          receipt: row.receipt,
          phone: row.phone,
        });
      } else {
        // Unmatched: the money is kept for staff to attach to an order.
        await settlePayment(trx, row.id, 'pending', { status: 'paid', settled_at: now });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'already';
    throw err;
  }
  afterSettle(deps, job);
  return 'settled';
}
