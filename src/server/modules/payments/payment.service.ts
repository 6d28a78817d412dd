import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { normalizeReference } from '#shared/order.schema.js';
import type { Payment } from '#shared/payment.schema.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppError } from '../../lib/errors.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { JobOutcome } from '../../plugins/jobs.js';
import { forgetOrderAnswers } from '../orders/order-answers.js';
import { addStaffNote, moveOrder } from '../orders/order.service.js';
import {
  CANCELLED_CODE,
  DarajaError,
  resultReason,
  type C2bConfirmation,
  type StkResult,
} from './daraja.client.js';
import { paidMail } from './payment.mails.js';
import {
  deletePayment,
  findOrderForPayment,
  findPayment,
  findPaymentByCheckout,
  insertPayment,
  receivedForOrder,
  settlePayment,
  updatePayment,
  type PaymentRow,
} from './payment.repository.js';
import { toPayment } from './payment.view.js';

// The rules of payments (docs/decisions/093-settling-payments.md): one prompt pending per order,
// callbacks that settle a payment exactly once, the amount that must equal what the order owes,
// reconciliation through Daraja's query, paybill confirmations matched by reference, and staff's
// cash/bank payments. An order becomes Paid through the orders module's own status flow.

type Trx = Transaction<Database>;

export const JOB_RECONCILE = 'stk-reconcile';
export const JOB_ORDER_PAID = 'order-paid';
export const JOB_STK_CALLBACK = 'stk-callback';
/** After the first query, give up (as 'no-answer') this long after the prompt. */
export const GIVE_UP_AFTER_MS = 3 * 60_000;
const QUERY_BACKOFF_MS = [15_000, 30_000, 60_000] as const;

/* ---------- the secret callback path ---------- */

/** The path token Daraja's callbacks carry: an HMAC under APP_SECRET, hex (no word Daraja refuses). */
export function callbackToken(appSecret: string): string {
  return createHmac('sha256', appSecret)
    .update('daraja-callback-path-v1')
    .digest('hex')
    .slice(0, 40);
}

/** The expected token's bytes, made once per secret (every callback is checked against them). */
const expectedTokens = new Map<string, Buffer>();

export function tokenMatches(appSecret: string, given: string): boolean {
  let expected = expectedTokens.get(appSecret);
  if (!expected) {
    expected = Buffer.from(callbackToken(appSecret));
    expectedTokens.set(appSecret, expected);
  }
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const CALLBACK_PREFIX = '/api/payments/lipa';

export function callbackUrls(base: string, appSecret: string) {
  const root = `${base}${CALLBACK_PREFIX}/${callbackToken(appSecret)}`;
  return {
    stk: `${root}/stk`,
    confirmation: `${root}/paybill/confirmation`,
    validation: `${root}/paybill/validation`,
  };
}

/* ---------- asking for a payment ---------- */

const PAYABLE = ['New', 'Confirmed'];

function darajaToHttp(err: DarajaError): AppError {
  // Never a 5xx: the shop's server is fine; M-Pesa said no or did not answer.
  if (err.errorCode === '400.002.02' && /phone/i.test(err.message)) {
    return new BadRequestError(
      'M-Pesa does not accept that phone number. Please check it.',
      'BAD_PHONE',
    );
  }
  if (err.kind === 'unreachable') {
    return new ConflictError(
      'M-Pesa is not answering just now. Please try again in a minute.',
      'MPESA_UNREACHABLE',
    );
  }
  return new ConflictError(
    `${err.message.replace(/\.?$/, '.')} Please try again later.`,
    'MPESA_REFUSED',
  );
}

export async function requestStkPayment(
  app: FastifyInstance,
  reference: string,
  phone: string,
): Promise<Payment> {
  const ref = normalizeReference(reference);
  const order = ref ? await findOrderForPayment(app.db, { reference: ref }) : undefined;
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  if (app.config.mpesa.env === 'off') {
    throw new ConflictError('Paying with M-Pesa from this page is not available.', 'MPESA_OFF');
  }
  if (order.status === 'Cancelled') {
    throw new ConflictError('This order was cancelled, so it cannot be paid.', 'ORDER_NOT_PAYABLE');
  }
  const owed = order.total - (await receivedForOrder(app.db, order.id));
  if (!PAYABLE.includes(order.status) || owed <= 0) {
    throw new ConflictError('This order is already paid.', 'ORDER_PAID');
  }

  const now = app.clock.now();
  const row: PaymentRow = {
    id: newId(),
    order_id: order.id,
    method: 'stk',
    status: 'pending',
    amount: owed,
    phone,
    receipt: null,
    checkout_request_id: null,
    merchant_request_id: null,
    account_reference: order.reference.replace(/-/g, ''),
    payer_name: null,
    result_code: null,
    reason: null,
    by_name: null,
    note: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    settled_at: null,
  };
  try {
    // The prompt and its reconciliation land together: a crash right after the push still
    // leaves the job that asks Daraja what became of it.
    await app.db.transaction().execute(async (trx) => {
      await insertPayment(trx, row);
      await app.jobs.enqueue(
        trx,
        JOB_RECONCILE,
        { paymentId: row.id },
        new Date(now.getTime() + app.config.mpesa.reconcileAfterMs),
      );
    });
    forgetOrderAnswers(app);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new ConflictError(
        'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.',
        'PAYMENT_PENDING',
      );
    }
    throw err;
  }

  try {
    const client = await app.payments.client();
    const answer = await client.stkPush({
      phone,
      amount: owed,
      accountReference: row.account_reference ?? '',
      description: 'Order payment',
      callbackUrl: callbackUrls(app.payments.callbackBase(), app.appSecret).stk,
    });
    await updatePayment(app.db, row.id, {
      checkout_request_id: answer.CheckoutRequestID,
      merchant_request_id: answer.MerchantRequestID,
      updated_at: app.clock.now().toISOString(),
    });
    // A callback that came before this answer was stored waits as a job: settle it now.
    app.jobs.runSoon(callbackJobId(answer.CheckoutRequestID));
  } catch (err) {
    // No prompt went out: nothing is pending, and the button is offered again at once.
    await deletePayment(app.db, row.id);
    forgetOrderAnswers(app);
    if (err instanceof DarajaError) {
      app.log.warn(
        { code: err.errorCode, kind: err.kind, msg2: err.message },
        'M-Pesa prompt not sent',
      );
      throw darajaToHttp(err);
    }
    throw err;
  }
  return toPayment(row);
}

/* ---------- settling ---------- */

type Settled = 'settled' | 'already' | 'unknown';

/** Moves a payment to its final status once, and queues marking the order Paid in the same transaction. */
async function settleInTrx(
  app: FastifyInstance,
  trx: Trx,
  payment: PaymentRow,
  outcome:
    | { kind: 'paid'; amount: number; receipt: string | null; phone: string | null }
    | { kind: 'failed'; code: number; reason: string }
    | { kind: 'cancelled'; code: number }
    | { kind: 'no-answer' },
): Promise<string | undefined> {
  const now = app.clock.now().toISOString();
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
  if (!paidJob) return 'settled-no-job';
  return app.jobs.enqueue(trx, JOB_ORDER_PAID, { paymentId: payment.id });
}

function outcomeOf(
  code: number,
  desc: string,
  amount: number,
  receipt: string | null,
  phone: string | null,
) {
  if (code === 0) return { kind: 'paid' as const, amount, receipt, phone };
  if (code === CANCELLED_CODE) return { kind: 'cancelled' as const, code };
  return { kind: 'failed' as const, code, reason: resultReason(code, desc) };
}

/**
 * Marks the order Paid just after the answer: Daraja's callback is answered at once, and the job
 * is in the database should this server stop first.
 */
function afterSettle(app: FastifyInstance, job: string | undefined) {
  forgetOrderAnswers(app);
  if (job && job !== 'settled-no-job') app.jobs.runSoon(job);
}

/** A callback of M-Pesa Express: settles its payment once, whatever arrives twice or at once. */
export async function settleFromCallback(
  app: FastifyInstance,
  result: StkResult,
): Promise<Settled> {
  const isPostgres = app.config.database.kind === 'postgres';
  let job: string | undefined;
  let answer: Settled = 'unknown';
  try {
    answer = await app.db.transaction().execute(async (trx) => {
      const payment = await findPaymentByCheckout(trx, result.checkoutRequestId, isPostgres);
      if (!payment) return 'unknown';
      // 'no-answer' gave up waiting, but money that lands after is still the customer's.
      if (payment.status !== 'pending' && payment.status !== 'no-answer') {
        // The query confirmed it without a receipt; the late callback brings it.
        if (
          payment.status === 'paid' &&
          !payment.receipt &&
          result.resultCode === 0 &&
          result.receipt
        ) {
          await updatePayment(trx, payment.id, {
            receipt: result.receipt,
            updated_at: app.clock.now().toISOString(),
          });
        }
        return 'already';
      }
      const outcome = outcomeOf(
        result.resultCode,
        result.resultDesc,
        result.amount ?? payment.amount,
        result.receipt,
        result.phone,
      );
      job = await settleInTrx(app, trx, payment, outcome);
      return job ? 'settled' : 'already';
    });
  } catch (err) {
    // The same receipt already recorded (a paybill confirmation of the same money): nothing to do.
    if (isUniqueViolation(err)) return 'already';
    throw err;
  }
  afterSettle(app, job);
  return answer;
}

/** A callback for a prompt not known (yet: its push answer may still be on its way) is looked at again after these waits, then dropped. */
const UNKNOWN_CALLBACK_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const callbackJobId = (checkoutRequestId: string) => `stk-callback:${checkoutRequestId}`;

/**
 * Daraja's callback, on the request path: kept as a job (one insert; a repeat of a callback
 * still waiting adds nothing), settled just after the answer (docs/decisions/093-settling-payments.md).
 */
export async function recordCallback(app: FastifyInstance, result: StkResult): Promise<void> {
  const id = callbackJobId(result.checkoutRequestId);
  if (await app.jobs.enqueueOnce(app.db, id, JOB_STK_CALLBACK, result)) app.jobs.runSoon(id);
}

/** The callback's job: settles its payment, or waits a little for a prompt not known yet. */
export async function settleCallbackJob(
  app: FastifyInstance,
  result: StkResult,
  attempts: number,
): Promise<JobOutcome> {
  if ((await settleFromCallback(app, result)) !== 'unknown') return undefined;
  const delay = UNKNOWN_CALLBACK_RETRY_MS[attempts - 1];
  if (delay === undefined) {
    app.log.warn({ checkoutRequestId: result.checkoutRequestId }, 'callback for an unknown prompt');
    return undefined;
  }
  return { retryAt: new Date(app.clock.now().getTime() + delay) };
}

/** The reconciliation job: asks Daraja's STK query what became of a prompt with no callback. */
export async function reconcile(
  app: FastifyInstance,
  paymentId: string,
): Promise<{ retryAt: Date } | undefined> {
  const payment = await findPayment(app.db, paymentId);
  if (!payment || payment.status !== 'pending') return undefined;
  const now = app.clock.now();
  const giveUpAt =
    new Date(payment.created_at).getTime() + app.config.mpesa.reconcileAfterMs + GIVE_UP_AFTER_MS;
  const settle = async (outcome: Parameters<typeof settleInTrx>[3]) => {
    const job = await app.db.transaction().execute(async (trx) => {
      const fresh = await findPayment(trx, paymentId);
      return fresh && fresh.status === 'pending'
        ? settleInTrx(app, trx, fresh, outcome)
        : undefined;
    });
    afterSettle(app, job);
  };
  if (!payment.checkout_request_id) {
    // The server stopped between saving the prompt and hearing Daraja's answer.
    await settle({ kind: 'failed', code: -1, reason: 'the prompt could not be sent.' });
    return undefined;
  }
  try {
    const answer = await (await app.payments.client()).stkQuery(payment.checkout_request_id);
    const code = Number(answer.ResultCode);
    await settle(outcomeOf(code, answer.ResultDesc, payment.amount, null, null));
    return undefined;
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    if (now.getTime() >= giveUpAt) {
      await settle({ kind: 'no-answer' });
      return undefined;
    }
    const elapsed =
      now.getTime() - new Date(payment.created_at).getTime() - app.config.mpesa.reconcileAfterMs;
    const step =
      elapsed < 30_000
        ? QUERY_BACKOFF_MS[0]
        : elapsed < 90_000
          ? QUERY_BACKOFF_MS[1]
          : QUERY_BACKOFF_MS[2];
    return { retryAt: new Date(Math.min(now.getTime() + step, giveUpAt)) };
  }
}

/* ---------- the order becomes Paid ---------- */

/**
 * The job queued with a payment that paid what its order owed. It runs at once after the
 * payment settles, and again after a crash, so it must be safe to run twice: it moves the order
 * only from where it stands. A New order passes through Confirmed (stock is taken as staff would)
 * on its way to Paid (docs/decisions/093-settling-payments.md).
 */
export async function markOrderPaid(app: FastifyInstance, paymentId: string): Promise<void> {
  const payment = await findPayment(app.db, paymentId);
  if (!payment?.order_id || payment.status !== 'paid') return;
  const order = await findOrderForPayment(app.db, { id: payment.order_id });
  if (!order) return;
  const by =
    payment.method === 'manual'
      ? (payment.by_name ?? 'staff')
      : `M-Pesa${payment.receipt ? ` ${payment.receipt}` : ''}`;
  try {
    if (order.status === 'New') await moveOrder(app, order.reference, 'Confirmed', by);
    if (order.status === 'New' || order.status === 'Confirmed') {
      await moveOrder(app, order.reference, 'Paid', by);
      app.mailer.queue(paidMail(app.config, order.reference, payment));
    }
  } catch (err) {
    if (!(err instanceof ConflictError)) throw err;
    // Stock ran short (or staff cancelled meanwhile): the money is recorded, staff decide.
    await addStaffNote(
      app,
      order.reference,
      `Paid KSh ${payment.amount} (${by}), but the order could not be marked Paid: ${err.message}`,
      'M-Pesa',
      app.clock.now(),
    );
    app.mailer.queue(paidMail(app.config, order.reference, payment, err.message));
  }
}

/* ---------- paybill (C2B) ---------- */

/** ARH-7K3Q-9XF2 from what a payer typed: 'arh 7k3q9xf2', 'ARH7K3Q9XF2', ... */
export function referenceFromAccount(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length !== 11) return null;
  return normalizeReference(`${compact.slice(0, 3)}-${compact.slice(3, 7)}-${compact.slice(7)}`);
}

export async function recordPaybill(app: FastifyInstance, c: C2bConfirmation): Promise<Settled> {
  const reference = referenceFromAccount(c.BillRefNumber);
  const now = app.clock.now().toISOString();
  const amount = Math.round(c.TransAmount);
  const name = [c.FirstName, c.MiddleName, c.LastName].filter(Boolean).join(' ').trim();
  let job: string | undefined;
  try {
    await app.db.transaction().execute(async (trx) => {
      const order = reference ? await findOrderForPayment(trx, { reference }) : undefined;
      const row: PaymentRow = {
        id: newId(),
        order_id: order?.id ?? null,
        method: 'paybill',
        status: 'pending',
        amount,
        phone: c.MSISDN && /^\d{9,15}$/.test(c.MSISDN) ? c.MSISDN : null,
        receipt: c.TransID.toUpperCase(),
        checkout_request_id: null,
        merchant_request_id: null,
        account_reference: c.BillRefNumber.slice(0, 40),
        payer_name: name ? name.slice(0, 120) : null,
        result_code: null,
        reason: null,
        by_name: null,
        note: null,
        created_at: now,
        updated_at: now,
        settled_at: null,
      };
      await insertPayment(trx, row);
      if (order) {
        job = await settleInTrx(app, trx, row, {
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
  afterSettle(app, job);
  return 'settled';
}

/* ---------- staff ---------- */

export async function recordManualPayment(
  app: FastifyInstance,
  input: { reference: string; amount: number; kind: 'cash' | 'bank'; note: string | null },
  staff: string,
): Promise<PaymentRow> {
  const ref = normalizeReference(input.reference);
  const order = ref ? await findOrderForPayment(app.db, { reference: ref }) : undefined;
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  const now = app.clock.now().toISOString();
  const row: PaymentRow = {
    id: newId(),
    order_id: order.id,
    method: 'manual',
    status: 'pending',
    amount: input.amount,
    phone: null,
    receipt: null,
    checkout_request_id: null,
    merchant_request_id: null,
    account_reference: null,
    payer_name: null,
    result_code: null,
    reason: null,
    by_name: staff,
    note: [input.kind === 'cash' ? 'Cash' : 'Bank', input.note].filter(Boolean).join(': '),
    created_at: now,
    updated_at: now,
    settled_at: null,
  };
  const job = await app.db.transaction().execute(async (trx) => {
    await insertPayment(trx, row);
    return settleInTrx(app, trx, row, {
      kind: 'paid',
      amount: input.amount,
      receipt: null,
      phone: null,
    });
  });
  forgetOrderAnswers(app);
  if (job && job !== 'settled-no-job') await app.jobs.runNow(job);
  return (await findPayment(app.db, row.id))!;
}

/** Attaches an unmatched paybill payment to an order, then settles it against what that order owes. */
export async function attachPayment(
  app: FastifyInstance,
  paymentId: string,
  reference: string,
  staff: string,
): Promise<void> {
  const ref = normalizeReference(reference);
  const order = ref ? await findOrderForPayment(app.db, { reference: ref }) : undefined;
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  const job = await app.db.transaction().execute(async (trx) => {
    const payment = await findPayment(trx, paymentId);
    if (!payment) throw new NotFoundError('Payment not found.', 'PAYMENT_NOT_FOUND');
    if (payment.order_id !== null) {
      throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    }
    const now = app.clock.now().toISOString();
    const moved = await trx
      .updateTable('payments')
      .set({ order_id: order.id, status: 'pending', by_name: staff, updated_at: now })
      .where('id', '=', payment.id)
      .where('order_id', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    }
    const fresh = { ...payment, order_id: order.id, status: 'pending', by_name: staff };
    return settleInTrx(app, trx, fresh, {
      kind: 'paid',
      amount: payment.amount,
      receipt: payment.receipt,
      phone: payment.phone,
    });
  });
  forgetOrderAnswers(app);
  if (job && job !== 'settled-no-job') await app.jobs.runNow(job);
}
