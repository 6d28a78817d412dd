import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../lib/ids.js';
import type { JobOutcome } from '../../plugins/jobs.js';
import type { StkResult } from './daraja.callbacks.js';
import {
  findOrderForPayment,
  findPayment,
  findPaymentByCheckout,
  insertPayment,
  updatePayment,
  type PaymentRow,
} from './payment.repository.js';
import {
  afterSettle,
  type Settlement,
  newPaymentRow,
  outcomeOf,
  settleInTrx,
  type Settled,
} from './payment.service.js';
import type { PaymentDeps } from './payment.deps.js';
import { amountProblem, keepUnreadable } from './payment.unreadable.js';

// Money as Daraja reports it: M-Pesa Express callbacks and paybill confirmations
// (docs/decisions/093-settling-payments.md, 095, 115-mpesa-amount-shapes.md). Each settles its
// payment once; an amount that is not a whole number of shillings the shop can take is kept for
// staff as 'unreadable' and settles nothing; a success for a prompt the shop does not know is
// kept as unmatched money staff can attach, never dropped. Paybill confirmations are
// payment.paybill.ts; money that cannot be read, payment.unreadable.ts.

type Trx = Transaction<Database>;

export const JOB_STK_CALLBACK = 'stk-callback';

/** A callback for a prompt not known (yet: its push answer may still be on its way) is looked at again after these waits. */
const UNKNOWN_CALLBACK_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const callbackJobId = (checkoutRequestId: string) => `stk-callback:${checkoutRequestId}`;

/** The prompt a callback answers: by CheckoutRequestID, or by the id its address carries. */
async function promptOf(
  deps: PaymentDeps,
  trx: Trx,
  result: StkResult,
): Promise<PaymentRow | undefined> {
  const lock = deps.config.database.kind === 'postgres';
  const byCheckout = await findPaymentByCheckout(trx, result.checkoutRequestId, lock);
  if (byCheckout || !result.paymentId) return byCheckout;
  const prompt = await findPayment(trx, result.paymentId, lock);
  // Only a prompt whose answer from Daraja was never stored (the server stopped first).
  if (prompt?.method !== 'stk' || prompt.checkout_request_id !== null) return undefined;
  const adopted = { checkout_request_id: result.checkoutRequestId };
  await updatePayment(trx, prompt.id, adopted);
  return { ...prompt, ...adopted };
}

/** A callback of M-Pesa Express: settles its payment once, whatever arrives twice or at once. */
export async function settleFromCallback(deps: PaymentDeps, result: StkResult): Promise<Settled> {
  let job: Settlement | undefined;
  let answer: Settled = 'unknown';
  try {
    answer = await deps.db.transaction().execute(async (trx): Promise<Settled> => {
      const payment = await promptOf(deps, trx, result);
      if (!payment) return 'unknown';
      const problem =
        result.resultCode === 0 ? amountProblem(deps, result.amount, amountText(result)) : null;
      if (problem) {
        // The prompt stays as it was: Daraja's own query (or a readable callback) decides it.
        const order = payment.order_id
          ? await findOrderForPayment(trx, { id: payment.order_id })
          : undefined;
        await keepUnreadable(deps, trx, {
          method: 'stk',
          reason: problem,
          note: `${receiptNote(result)}; callback for the prompt of ${order?.reference ?? 'no order'} (CheckoutRequestID ${result.checkoutRequestId}).`,
          phone: result.phone,
        });
        return 'already';
      }
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
            updated_at: deps.clock.now().toISOString(),
          });
        }
        return 'already';
      }
      const outcome = outcomeOf(
        result.resultCode,
        result.resultDesc,
        result.amount ?? 0,
        result.receipt,
        result.phone,
      );
      job = await settleInTrx(deps, trx, payment, outcome);
      return job ? 'settled' : 'already';
    });
  } catch (err) {
    // The same receipt already recorded (a paybill confirmation of the same money): nothing to do.
    if (isUniqueViolation(err)) return 'already';
    throw err;
  }
  afterSettle(deps, job);
  if (answer === 'settled') deps.metrics.mpesaResult(result.resultCode);
  return answer;
}

// Older jobs carry no amountText: their amount was a number or null.
const amountText = (result: StkResult) =>
  result.amountText ?? (result.amount === null ? 'missing' : String(result.amount));
const receiptNote = (result: StkResult) => `Receipt ${result.receipt ?? 'none'}`;

/**
 * Daraja's callback, on the request path: kept as a job (one insert; a repeat of a callback
 * still waiting adds nothing), settled just after the answer (docs/decisions/093-settling-payments.md).
 */
export async function recordCallback(deps: PaymentDeps, result: StkResult): Promise<void> {
  const id = callbackJobId(result.checkoutRequestId);
  if (await deps.jobs.enqueueOnce(deps.db, id, JOB_STK_CALLBACK, result)) deps.jobs.runSoon(id);
}

/** A success for a prompt the shop never knew: unmatched money for staff to attach, never dropped. */
async function keepUnknown(deps: PaymentDeps, result: StkResult): Promise<void> {
  if (result.resultCode !== 0) {
    deps.log.warn(
      { checkoutRequestId: result.checkoutRequestId },
      'callback for an unknown prompt',
    );
    return;
  }
  const note = `${receiptNote(result)}; M-Pesa confirmed a prompt the shop does not know (CheckoutRequestID ${result.checkoutRequestId}).`;
  const problem = amountProblem(deps, result.amount, amountText(result));
  const now = deps.clock.now().toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (problem) {
        await keepUnreadable(deps, trx, {
          method: 'stk',
          reason: problem,
          note,
          phone: result.phone,
        });
        return;
      }
      await insertPayment(
        trx,
        newPaymentRow(now, {
          id: newId(),
          order_id: null,
          method: 'stk',
          status: 'paid',
          amount: result.amount ?? 0,
          phone: result.phone,
          receipt: result.receipt,
          checkout_request_id: result.checkoutRequestId,
          result_code: '0',
          note,
          settled_at: now,
        }),
      );
      deps.log.warn(
        { checkoutRequestId: result.checkoutRequestId },
        'money for an unknown prompt kept for staff to attach',
      );
    });
  } catch (err) {
    // Its receipt or prompt is already recorded: the money is there once.
    if (!isUniqueViolation(err)) throw err;
  }
  // It belongs to no order until staff attach it, so no order's page changes.
}

/** The callback's job: settles its payment, or waits a little for a prompt not known yet. */
export async function settleCallbackJob(
  deps: PaymentDeps,
  result: StkResult,
  attempts: number,
): Promise<JobOutcome> {
  if ((await settleFromCallback(deps, result)) !== 'unknown') return undefined;
  const delay = UNKNOWN_CALLBACK_RETRY_MS[attempts - 1];
  if (delay !== undefined) return { retryAt: new Date(deps.clock.now().getTime() + delay) };
  await keepUnknown(deps, result);
  return undefined;
}
