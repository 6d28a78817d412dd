import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { CounterCashInput, CounterPromptInput, CounterSale } from '#shared/counter.schema.js';
import { normalizeReference, ReferenceParam } from '#shared/order.schema.js';
import { maskPhone } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import type { Database } from '../db/database.js';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../lib/errors.js';
import type { OrderReader } from '../modules/orders/order.deps.js';
import { audit } from '../modules/audit/audit.js';
import { moveOrder } from '../modules/orders/order.service.js';
import { moveStatus } from '../modules/orders/order.repository.js';
import { requestStkPayment } from '../modules/payments/payment.prompts.js';
import { mpesaMode, toPayment } from '../modules/payments/payment.view.js';
import type { PaymentDeps } from '../modules/payments/payment.deps.js';
import { listPaymentsOfOrder } from '../modules/payments/payment.repository.js';
import { staffName } from '../plugins/auth.js';
import { afterSale, sellInTrx } from './counter-sale-sell.js';

// A counter sale paid by M-Pesa prompt (docs/decisions/172-counter-mpesa-prompt.md): the sale waits
// as a New order on channel 'counter' with no stock taken, and the prompt goes out as the order
// page's does (payments module, decision 26). Money arriving (processes/money-arriving.ts) sells it
// once the payment settles: Confirmed (stock, sale facts), Paid, Collected, then the KRA invoice. A
// failed or cancelled prompt sells nothing; the cashier sends it again, takes cash instead, or
// cancels. The sale itself starts at POST /api/admin/counter/sales (counter-sale.ts).

type Trx = Kysely<Database>;

/** A counter sale by its reference, or 404 as for any unknown order. */
async function counterOrder(db: Trx, reference: string) {
  const ref = normalizeReference(reference);
  const order = ref
    ? await db
        .selectFrom('orders')
        .select(['id', 'reference', 'status', 'total', 'channel'])
        .where('reference', '=', ref)
        .executeTakeFirst()
    : undefined;
  if (!order || order.channel !== 'counter')
    throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  return { ...order, total: Number(order.total) };
}

/** A waiting sale may be switched or cancelled only with no prompt out and no money in. */
async function refuseIfMoneyMoving(db: Trx, orderId: string) {
  const payments = await listPaymentsOfOrder(db, orderId);
  if (payments.some((p) => p.status === 'pending'))
    throw new ConflictError(
      'An M-Pesa prompt is still out for this sale. Wait for the buyer to answer it or for it to end.',
      'COUNTER_PROMPT_PENDING',
    );
  if (payments.some((p) => p.status === 'paid'))
    throw new ConflictError('This order is already paid.', 'ORDER_PAID');
}

const notWaiting = () =>
  new ConflictError('This sale is not waiting for payment.', 'COUNTER_SALE_NOT_WAITING');

/** What the counter screen shows of a sale: its status and its latest prompt. */
export async function saleView(deps: OrderReader, reference: string): Promise<CounterSale> {
  const order = await counterOrder(deps.db, reference);
  const payments = await listPaymentsOfOrder(deps.db, order.id);
  const latest = payments.at(-1);
  const paid = payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amount, 0);
  return {
    reference: order.reference,
    status: order.status,
    total: order.total,
    given: paid,
    change: Math.max(0, paid - order.total),
    payment: latest && latest.method === 'stk' ? toPayment(latest) : null,
    demo: mpesaMode(deps.config) === 'demo',
  };
}

/** Sends the sale's prompt (decision 26's path); a prompt that did not go out is a problem. */
export async function promptSale(deps: PaymentDeps, reference: string, phone: string) {
  try {
    return { payment: await requestStkPayment(deps, reference, phone) };
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
    return { problem: { message: err.message, code: err.code } };
  }
}

/** The waiting sale's routes: followed, prompted again, paid in cash instead, or cancelled. */
export const waitingSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  // The counter screen follows a waiting sale until its prompt settles (as the order page does).
  app.get(
    '/api/admin/counter/sales/:reference',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      schema: { params: ReferenceParam, response: { 200: CounterSale } },
    },
    async (request) => saleView(app, request.params.reference),
  );

  // The prompt again (it failed, was cancelled, or went to the wrong phone).
  app.post(
    '/api/admin/counter/sales/:reference/prompt',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      bodyLimit: 4 * 1024,
      schema: { params: ReferenceParam, body: CounterPromptInput, response: { 202: CounterSale } },
    },
    async (request, reply) => {
      const order = await counterOrder(app.db, request.params.reference);
      if (order.status !== 'New') throw notWaiting();
      // Refusals (a prompt still out, M-Pesa down) answer as on the order page and save nothing.
      const payment = await requestStkPayment(app, order.reference, request.body.phone);
      // The prompt is stored by the payments module in its own transaction; its event follows.
      await audit(app.db, request, {
        action: 'counter.prompt',
        entity: 'order',
        id: order.reference,
        changes: [['M-Pesa phone', null, maskPhone(request.body.phone)]],
      });
      return reply.status(202).send({ ...(await saleView(app, order.reference)), payment });
    },
  );

  // Cash instead of a prompt that failed: the waiting sale is sold at once, as a cash sale is.
  app.post(
    '/api/admin/counter/sales/:reference/cash',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      bodyLimit: 4 * 1024,
      schema: { params: ReferenceParam, body: CounterCashInput, response: { 201: CounterSale } },
    },
    async (request, reply) => {
      const order = await counterOrder(app.db, request.params.reference);
      const given = request.body.given;
      if (order.status !== 'New') throw notWaiting();
      if (given < order.total) {
        const total = formatMoney(order.total);
        throw new BadRequestError(
          `The cash given is less than the total of ${total}.`,
          'CASH_SHORT',
        ).with({ total });
      }
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        // Moving it first locks the order's row: a second till, or money settling, waits here.
        if (!(await moveStatus(trx, order.id, 'New', 'Collected', now))) throw notWaiting();
        await refuseIfMoneyMoving(trx, order.id);
        await sellInTrx(app, trx, request, order, { kind: 'cash', given }, now);
      });
      afterSale(app, order.id);
      app.events.emit('order.changed', {
        orderId: order.id,
        reference: order.reference,
        status: 'Collected',
      });
      return reply.status(201).send({
        reference: order.reference,
        status: 'Collected',
        total: order.total,
        given,
        change: given - order.total,
      });
    },
  );

  // The buyer walked away: the waiting sale is cancelled (nothing was sold or taken from stock).
  app.post(
    '/api/admin/counter/sales/:reference/cancel',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      schema: { params: ReferenceParam, response: { 200: CounterSale } },
    },
    async (request) => {
      const order = await counterOrder(app.db, request.params.reference);
      if (order.status !== 'New') throw notWaiting();
      await moveOrder(app, order.reference, 'Cancelled', staffName(request.user), async (trx) => {
        await refuseIfMoneyMoving(trx, order.id);
        await audit(trx, request, {
          action: 'counter.cancel',
          entity: 'order',
          id: order.reference,
          changes: [['status', 'New', 'Cancelled']],
        });
      });
      return saleView(app, order.reference);
    },
  );
};
