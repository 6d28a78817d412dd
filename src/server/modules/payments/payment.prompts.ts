import { randomBytes } from 'node:crypto';
import { normalizeReference } from '#shared/order.schema.js';
import type { Payment } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppError } from '../../lib/errors.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.js';
import { DarajaError, type PushAnswer } from './daraja.answers.js';
import { callbackJobId } from './payment.callbacks.js';
import {
  deletePayment,
  findOrderForPayment,
  findPayment,
  insertPayment,
  receivedForOrder,
  updatePayment,
} from './payment.repository.js';
import {
  afterSettle,
  announceChange,
  callbackUrls,
  newPaymentRow,
  outcomeOf,
  PAYABLE,
  settleInTrx,
  type Outcome,
} from './payment.service.js';
import { toPayment } from './payment.view.js';
import type { PaymentDeps } from './payment.deps.js';

// Asking a phone for a payment (M-Pesa Express) and finding out what became of a prompt no
// callback answered (docs/decisions/093-settling-payments.md, 115-mpesa-amount-shapes.md). The
// prompt is stored before it is sent, under an id its callback address carries, so a server that
// dies before storing Daraja's answer leaves a prompt its callback still finds.

export const JOB_RECONCILE = 'stk-reconcile';
/** After the first query, give up (as 'no-answer') this long after the prompt. */
export const GIVE_UP_AFTER_MS = 3 * 60_000;
const QUERY_BACKOFF_MS = [15_000, 30_000, 60_000] as const;

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
  const reason = err.message.replace(/\.?$/, '.');
  return new ConflictError(`${reason} Please try again later.`, 'MPESA_REFUSED').with({ reason });
}

/** A prompt's id: hex, so its callback address never holds a word Daraja refuses ('exe', 'sql'...). */
const promptId = () => randomBytes(16).toString('hex');

/** A pending prompt with a new id (hex, see promptId), before it is stored and sent. */
export const newPrompt = (
  deps: PaymentDeps,
  fields: { order_id: string | null; amount: number; phone: string; account_reference: string },
) =>
  newPaymentRow(deps.clock.now().toISOString(), {
    id: promptId(),
    method: 'stk',
    status: 'pending',
    ...fields,
  });

export async function requestStkPayment(
  deps: PaymentDeps,
  reference: string,
  phone: string,
): Promise<Payment> {
  const ref = normalizeReference(reference);
  const order = ref ? await findOrderForPayment(deps.db, { reference: ref }) : undefined;
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  if (deps.config.mpesa.env === 'off') {
    throw new ConflictError('Paying with M-Pesa from this page is not available.', 'MPESA_OFF');
  }
  if (order.status === 'Cancelled') {
    throw new ConflictError('This order was cancelled, so it cannot be paid.', 'ORDER_NOT_PAYABLE');
  }
  const owed = order.total - (await receivedForOrder(deps.db, order.id));
  if (!PAYABLE.includes(order.status) || owed <= 0) {
    throw new ConflictError('This order is already paid.', 'ORDER_PAID');
  }
  const cap = deps.config.mpesa.maxAmount;
  if (owed > cap) {
    throw new ConflictError(
      `M-Pesa takes at most ${formatMoney(cap)} in one payment, and this order owes ${formatMoney(owed)}. Please pay it at the shop or by bank transfer.`,
      'MPESA_AMOUNT_OVER_LIMIT',
    ).with({ max: formatMoney(cap), owed: formatMoney(owed) });
  }

  const row = newPrompt(deps, {
    order_id: order.id,
    amount: owed,
    phone,
    account_reference: order.reference.replace(/-/g, ''),
  });
  return sendPrompt(deps, row, 'Order payment');
}

/**
 * Stores a prompt with its reconciliation job, then pushes it to the phone: an order's, or one
 * without an order whose account reference says where the money goes (a trade account's number).
 */
export async function sendPrompt(
  deps: PaymentDeps,
  row: ReturnType<typeof newPaymentRow>,
  description: string,
): Promise<Payment> {
  const now = new Date(row.created_at);
  try {
    // The prompt and its reconciliation land together, before anything is sent: a crash right
    // after the push still leaves the prompt pending and the job that looks after it.
    await deps.db.transaction().execute(async (trx) => {
      await insertPayment(trx, row);
      await deps.jobs.enqueue(
        trx,
        JOB_RECONCILE,
        { paymentId: row.id },
        new Date(now.getTime() + deps.config.mpesa.reconcileAfterMs),
      );
    });
    announceChange(deps, row.id, row.order_id);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new ConflictError(
        'A payment prompt was already sent for this order. Please answer it on your phone, or wait for it to end before trying again.',
        'PAYMENT_PENDING',
      );
    }
    throw err;
  }

  let answer: PushAnswer;
  try {
    const client = await deps.payments.client();
    answer = await client.stkPush({
      phone: row.phone ?? '',
      amount: Number(row.amount),
      accountReference: row.account_reference ?? '',
      description,
      // The callback finds this prompt by its id too, should Daraja's answer never be stored.
      callbackUrl: `${callbackUrls(deps.payments.callbackBase(), deps.appSecret).stk}/${row.id}`,
    });
  } catch (err) {
    if (err instanceof DarajaError && err.mayHaveArrived) {
      // Daraja had the prompt and did not answer in time: it may be on the phone, so it stays
      // pending like a prompt whose answer a crash lost (its callback finds it by its id).
      deps.log.warn({ kind: err.kind, msg2: err.message }, 'M-Pesa prompt not answered in time');
      return toPayment(row);
    }
    // No prompt went out: nothing is pending, and the button is offered again at once.
    await deletePayment(deps.db, row.id);
    announceChange(deps, row.id, row.order_id);
    if (err instanceof DarajaError) {
      deps.log.warn(
        { code: err.errorCode, kind: err.kind, msg2: err.message },
        'M-Pesa prompt not sent',
      );
      throw darajaToHttp(err);
    }
    throw err;
  }
  // From here the prompt is on the phone: whatever fails, it stays pending for its callback.
  await updatePayment(deps.db, row.id, {
    checkout_request_id: answer.CheckoutRequestID,
    merchant_request_id: answer.MerchantRequestID,
    updated_at: deps.clock.now().toISOString(),
  });
  // A callback that came before this answer was stored waits as a job: settle it now.
  deps.jobs.runSoon(callbackJobId(answer.CheckoutRequestID));
  return toPayment(row);
}

/** The reconciliation job: asks Daraja's STK query what became of a prompt with no callback. */
export async function reconcile(
  deps: PaymentDeps,
  paymentId: string,
): Promise<{ retryAt: Date } | undefined> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || payment.status !== 'pending') return undefined;
  const now = deps.clock.now();
  const giveUpAt =
    new Date(payment.created_at).getTime() + deps.config.mpesa.reconcileAfterMs + GIVE_UP_AFTER_MS;
  const settle = async (outcome: Outcome) => {
    const job = await deps.db.transaction().execute(async (trx) => {
      const fresh = await findPayment(trx, paymentId);
      return fresh && fresh.status === 'pending'
        ? settleInTrx(deps, trx, fresh, outcome)
        : undefined;
    });
    afterSettle(deps, job);
  };
  const later = async (): Promise<{ retryAt: Date } | undefined> => {
    if (now.getTime() >= giveUpAt) {
      await settle({ kind: 'no-answer' });
      return undefined;
    }
    const elapsed =
      now.getTime() - new Date(payment.created_at).getTime() - deps.config.mpesa.reconcileAfterMs;
    const step =
      elapsed < 30_000
        ? QUERY_BACKOFF_MS[0]
        : elapsed < 90_000
          ? QUERY_BACKOFF_MS[1]
          : QUERY_BACKOFF_MS[2];
    return { retryAt: new Date(Math.min(now.getTime() + step, giveUpAt)) };
  };
  if (!payment.checkout_request_id) {
    // Daraja's answer was never stored (the server stopped, or the answer is still on its way):
    // the prompt may be on the customer's phone, so it is not failed. Without its
    // CheckoutRequestID there is nothing to ask; its callback finds it by the id in its address.
    // Look again later (the answer may land), and end as 'no-answer', still open to a late
    // callback, when the prompt has surely expired.
    return later();
  }
  try {
    const answer = await (await deps.payments.client()).stkQuery(payment.checkout_request_id);
    const code = Number(answer.ResultCode);
    await settle(outcomeOf(code, answer.ResultDesc, payment.amount, null, null));
    return undefined;
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    return later();
  }
}
