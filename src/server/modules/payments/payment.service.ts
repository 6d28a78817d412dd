import type { Transaction } from 'kysely';
import { normalizeReference } from '#shared/order.schema.js';
import type { PaymentStatus } from '#shared/payment.schema.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { CANCELLED_CODE, resultReason } from './daraja.answers.js';
import {
  findOrderForPayment,
  findPayment,
  insertPayment,
  receivedForOrder,
  settlePayment,
  type PaymentRow,
} from './payment.repository.js';
import type { PaymentDeps } from './payment.deps.js';
import { enteredOnAccount, onAccountRefusal } from './payment.on-account.js';

// The rules of payments (docs/decisions/093-settling-payments.md): a payment settles exactly
// once, for an amount that must equal what the order owes, and one that paid it queues the job
// that makes the order Paid (src/server/processes/money-arriving.ts); staff's cash/bank payments
// and attaching. Prompts and their
// reconciliation are in payment.prompts.ts, Daraja's callbacks and paybill confirmations in
// payment.callbacks.ts.

type Trx = Transaction<Database>;

export const JOB_ORDER_PAID = 'order-paid';

// The secret callback path lives in payment.callback-path.ts; importers keep this door.
export { CALLBACK_PREFIX, callbackUrls, tokenMatches } from './payment.callback-path.js';

/** Order statuses a payment can still settle. */
export const PAYABLE = ['New', 'Confirmed'];

/** A new payment row: every column not given is empty. */
export function newPaymentRow(
  now: string,
  fields: Pick<PaymentRow, 'id' | 'order_id' | 'method' | 'status' | 'amount'> &
    Partial<PaymentRow>,
): PaymentRow {
  return {
    phone: null,
    receipt: null,
    checkout_request_id: null,
    merchant_request_id: null,
    account_reference: null,
    payer_name: null,
    result_code: null,
    reason: null,
    by_name: null,
    note: null,
    created_at: now,
    updated_at: now,
    settled_at: null,
    ...fields,
  };
}

/* ---------- settling ---------- */

export type Settled = 'settled' | 'already' | 'unknown';

/** What a payment settles as. */
export type Outcome =
  | { kind: 'paid'; amount: number; receipt: string | null; phone: string | null }
  | { kind: 'failed'; code: number; reason: string }
  | { kind: 'cancelled'; code: number }
  | { kind: 'no-answer' };

/** A payment that reached its final status, and the job that marks its order Paid, if any. */
export interface Settlement {
  paymentId: string;
  orderId: string | null;
  status: PaymentStatus;
  job: string | null;
}

/**
 * Moves a payment to its final status once, and queues marking the order Paid in the same
 * transaction (processes/money-arriving.ts runs it). Undefined when it had settled already.
 */
export async function settleInTrx(
  deps: PaymentDeps,
  trx: Trx,
  payment: PaymentRow,
  outcome: Outcome,
): Promise<Settlement | undefined> {
  const now = deps.clock.now().toISOString();
  let fields: Partial<PaymentRow>;
  let paidJob = false;
  if (outcome.kind === 'paid') {
    const order = payment.order_id
      ? await findOrderForPayment(trx, { id: payment.order_id })
      : undefined;
    const owed = order
      ? PAYABLE.includes(order.status)
        ? order.total - (await receivedForOrder(trx, order.id, payment.id))
        : 0
      : outcome.amount;
    const exact = outcome.amount === owed;
    fields = {
      status: exact ? 'paid' : 'amount-differs',
      amount: outcome.amount,
      receipt: outcome.receipt ?? payment.receipt,
      result_code: '0',
      reason: exact ? null : `M-Pesa confirmed KSh ${outcome.amount}; the order owed KSh ${owed}.`,
      settled_at: now,
      updated_at: now,
    };
    paidJob = exact && order !== undefined;
  } else if (outcome.kind === 'cancelled') {
    fields = {
      status: 'cancelled',
      result_code: String(outcome.code),
      settled_at: now,
      updated_at: now,
    };
  } else if (outcome.kind === 'failed') {
    fields = {
      status: 'failed',
      result_code: String(outcome.code),
      reason: outcome.reason,
      settled_at: now,
      updated_at: now,
    };
  } else {
    fields = {
      status: 'no-answer',
      reason: 'No answer from M-Pesa yet.',
      settled_at: now,
      updated_at: now,
    };
  }
  if (!(await settlePayment(trx, payment.id, payment.status, fields))) return undefined;
  const settled = {
    paymentId: payment.id,
    orderId: payment.order_id,
    status: fields.status as PaymentStatus,
  };
  if (!paidJob) return { ...settled, job: null };
  return {
    ...settled,
    job: await deps.jobs.enqueue(trx, JOB_ORDER_PAID, { paymentId: payment.id }),
  };
}

export function outcomeOf(
  code: number,
  desc: string,
  amount: number,
  receipt: string | null,
  phone: string | null,
): Outcome {
  if (code === 0) return { kind: 'paid' as const, amount, receipt, phone };
  if (code === CANCELLED_CODE) return { kind: 'cancelled' as const, code };
  return { kind: 'failed' as const, code, reason: resultReason(code, desc) };
}

/** Says a payment was written without settling (a prompt sent, or one never sent). */
export function announceChange(deps: PaymentDeps, paymentId: string, orderId: string | null) {
  deps.events.emit('payment.changed', { paymentId, orderId });
}

/** Says a payment settled (after its transaction committed): the order page hears it. */
export function announceSettled(deps: PaymentDeps, settled: Settlement | undefined) {
  if (settled) deps.events.emit('payment.settled', settled);
}

/**
 * Marks the order Paid just after the answer: Daraja's callback is answered at once, and the job
 * is in the database should this server stop first.
 */
export function afterSettle(deps: PaymentDeps, settled: Settlement | undefined) {
  announceSettled(deps, settled);
  if (settled?.job) deps.jobs.runSoon(settled.job);
}

/* ---------- paybill (C2B) ---------- */

/**
 * A reference as typed, without its case, spaces, tabs and dashes (decision 28): ' arh-7k3q 9xf2\t'
 * -> 'ARH7K3Q9XF2'. The per-order prompt limit is keyed by it too.
 */
export function compactReference(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** ARH-7K3Q-9XF2 from what a payer typed: 'arh 7k3q9xf2', 'ARH7K3Q9XF2', ... */
export function referenceFromAccount(typed: string): string | null {
  const compact = compactReference(typed);
  if (compact.length !== 11) return null;
  return normalizeReference(`${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7)}`);
}

/* ---------- staff ---------- */

export async function recordManualPayment(
  deps: PaymentDeps,
  input: { reference: string; amount: number; kind: 'cash' | 'bank'; note: string | null },
  staff: string,
  /** More writes for the payment's transaction (the audit event, decision 49). */
  also?: (trx: Kysely<Database>, row: PaymentRow) => Promise<void>,
): Promise<PaymentRow> {
  const ref = normalizeReference(input.reference);
  const order = ref ? await findOrderForPayment(deps.db, { reference: ref }) : undefined;
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  const row = newPaymentRow(deps.clock.now().toISOString(), {
    id: newId(),
    order_id: order.id,
    method: 'manual',
    status: 'pending',
    amount: input.amount,
    by_name: staff,
    note: [input.kind === 'cash' ? 'Cash' : 'Bank', input.note].filter(Boolean).join(': '),
  });
  const job = await deps.db.transaction().execute(async (trx) => {
    await insertPayment(trx, row);
    await also?.(trx, row);
    return settleInTrx(deps, trx, row, {
      kind: 'paid',
      amount: input.amount,
      receipt: null,
      phone: null,
    });
  });
  announceSettled(deps, job);
  if (job?.job) await deps.jobs.runNow(job.job);
  return (await findPayment(deps.db, row.id))!;
}

/**
 * Attaches unmatched money (a paybill payment, or a prompt's success the shop did not know) to an
 * order, then settles it against what that order owes.
 */
export async function attachPayment(
  deps: PaymentDeps,
  paymentId: string,
  reference: string,
  staff: string,
  /** More writes for the attachment's transaction (the audit event, decision 49). */
  also?: (trx: Kysely<Database>, payment: PaymentRow, orderId: string) => Promise<void>,
): Promise<void> {
  const ref = normalizeReference(reference);
  const order = ref ? await findOrderForPayment(deps.db, { reference: ref }) : undefined;
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  const job = await deps.db.transaction().execute(async (trx) => {
    const payment = await findPayment(trx, paymentId);
    if (!payment) throw new NotFoundError('Payment not found.', 'PAYMENT_NOT_FOUND');
    if (payment.status === 'unreadable') {
      throw new ConflictError(
        "This payment's amount could not be read. Check it on the M-Pesa statement and record it as a payment by hand.",
        'PAYMENT_UNREADABLE',
      );
    }
    if (payment.order_id !== null) {
      throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    }
    if (await enteredOnAccount(trx, payment.id)) throw onAccountRefusal();
    const now = deps.clock.now().toISOString();
    // Settled from the status it has: passing through 'pending' would collide with a prompt
    // still pending on the order (one pending prompt per order, kept by an index).
    const moved = await trx
      .updateTable('payments')
      .set({ order_id: order.id, by_name: staff, updated_at: now })
      .where('id', '=', payment.id)
      .where('order_id', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    }
    const fresh = { ...payment, order_id: order.id, by_name: staff };
    await also?.(trx, payment, order.id);
    return settleInTrx(deps, trx, fresh, {
      kind: 'paid',
      amount: payment.amount,
      receipt: payment.receipt,
      phone: payment.phone,
    });
  });
  announceSettled(deps, job);
  if (job?.job) await deps.jobs.runNow(job.job);
}
