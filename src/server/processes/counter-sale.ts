import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import {
  CounterCashInput,
  CounterPromptInput,
  CounterSale,
  CounterSaleInput,
} from '#shared/counter.schema.js';
import { normalizeReference, ReferenceParam } from '#shared/order.schema.js';
import { maskPhone } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import type { Database } from '../db/database.js';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { catalogueChanged } from '../lib/catalogue-events.js';
import { audit } from '../modules/audit/audit.js';
import { moveOrder, priceItems, saveNewOrder } from '../modules/orders/order.service.js';
import { insertStatus, listOrderItems, moveStatus } from '../modules/orders/order.repository.js';
import { takeOrderStock } from '../modules/orders/order.stock.js';
import { newPaymentRow } from '../modules/payments/payment.service.js';
import { requestStkPayment } from '../modules/payments/payment.prompts.js';
import { mpesaMode, toPayment } from '../modules/payments/payment.view.js';
import { recordSaleFacts } from '../modules/reports/sale-facts.js';
import {
  findPayment,
  insertPayment,
  listPaymentsOfOrder,
} from '../modules/payments/payment.repository.js';
import { staffName } from '../plugins/auth.js';

// A sale at the counter (DESIGN decision 50, docs/decisions/143-counter-sales.md): a process
// above the modules. The lines are priced from the catalogue as the cart's are (variant, sell unit,
// exact quantity, orders/line-pricing.ts through priceItems); the order is saved on channel
// 'counter' and, in the same transaction, its stock is taken through the order stock ledger, the
// cash is recorded as a settled payment, it moves Confirmed -> Paid -> Collected (decision 173),
// and the cashier's audit event is written. Short stock rolls all of it back.
//
// Paid by M-Pesa prompt (docs/decisions/172-counter-mpesa-prompt.md): the sale waits as a New order
// on channel 'counter' with no stock taken, and the prompt goes out as the order page's does
// (payments module, decision 26). Money arriving (processes/money-arriving.ts) sells it once the
// payment settles: Confirmed (stock, sale facts), Paid, Collected, then the KRA invoice. A failed
// or cancelled prompt sells nothing; the cashier sends it again, takes cash instead, or cancels.
// No counter sale mails the shop 'new order': nothing is left to prepare.

const WALK_IN = 'Counter sale';

type Trx = Kysely<Database>;

/** The money a sale is completed with at once. */
type Taken =
  { kind: 'cash'; given: number } | { kind: 'paybill'; id: string; receipt: string | null };

export const counterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A paybill payment M-Pesa settled and the shop holds for no order, or a clear refusal. */
  async function heldPaybill(id: string) {
    const payment = await findPayment(app.db, id);
    if (!payment || payment.method !== 'paybill' || payment.status !== 'paid')
      throw new NotFoundError('Payment not found.', 'PAYMENT_NOT_FOUND');
    if (payment.order_id !== null)
      throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    return { id: payment.id, amount: Number(payment.amount), receipt: payment.receipt };
  }

  /**
   * In the order's transaction, once its status is Collected: stock out through the ledger, the
   * history Confirmed, Paid, Collected, the money, the owner's numbers (decision 51), the KRA
   * invoice's job (decision 60: a crash after the commit cannot lose it) and the audit event.
   */
  async function sellInTrx(
    trx: Transaction<Database>,
    request: FastifyRequest,
    order: { id: string; reference: string; total: number },
    taken: Taken,
    now: Date,
  ): Promise<void> {
    const cashier = staffName(request.user);
    const items = await listOrderItems(trx, order.id);
    await takeOrderStock(trx, items, now, cashier);
    for (const status of ['Confirmed', 'Paid', 'Collected'])
      await insertStatus(trx, {
        id: newId(),
        order_id: order.id,
        status,
        by_name: cashier,
        created_at: now.toISOString(),
      });
    if (taken.kind === 'paybill') {
      // The held money becomes this sale's; taken by another till first, nothing is saved.
      const moved = await trx
        .updateTable('payments')
        .set({ order_id: order.id, by_name: cashier, updated_at: now.toISOString() })
        .where('id', '=', taken.id)
        .where('order_id', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1)
        throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    } else
      await insertPayment(
        trx,
        newPaymentRow(now.toISOString(), {
          id: newId(),
          order_id: order.id,
          method: 'manual',
          status: 'paid',
          amount: order.total,
          by_name: cashier,
          note: `Cash at the counter: given ${taken.given}, change ${taken.given - order.total}`,
          settled_at: now.toISOString(),
        }),
      );
    await recordSaleFacts(trx, order.id, now);
    if (app.config.etims.env !== 'off')
      await app.jobs.enqueueOnce(trx, `etims-sale:${order.id}`, 'etims-sale', {
        orderId: order.id,
        by: cashier,
      });
    await audit(trx, request, {
      action: 'counter.sale',
      entity: 'order',
      id: order.reference,
      changes: [
        ['lines', null, items.length],
        ['total', null, order.total],
        taken.kind === 'paybill'
          ? ['M-Pesa receipt', null, taken.receipt]
          : ['cash given', null, taken.given],
      ],
    });
  }

  /** After a sale committed: the catalogue's stock changed, and its invoice is sent soon. */
  function afterSale(orderId: string) {
    catalogueChanged(app);
    if (app.config.etims.env !== 'off') app.jobs.runSoon(`etims-sale:${orderId}`);
  }

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
  async function saleView(reference: string): Promise<CounterSale> {
    const order = await counterOrder(app.db, reference);
    const payments = await listPaymentsOfOrder(app.db, order.id);
    const latest = payments.at(-1);
    const paid = payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amount, 0);
    return {
      reference: order.reference,
      status: order.status,
      total: order.total,
      given: paid,
      change: Math.max(0, paid - order.total),
      payment: latest && latest.method === 'stk' ? toPayment(latest) : null,
      demo: mpesaMode(app.config) === 'demo',
    };
  }

  /** Sends the sale's prompt (decision 26's path); a prompt that did not go out is a problem. */
  async function prompt(reference: string, phone: string) {
    try {
      return { payment: await requestStkPayment(app, reference, phone) };
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
      return { problem: { message: err.message, code: err.code } };
    }
  }

  app.post(
    '/api/admin/counter/sales',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      bodyLimit: 64 * 1024,
      schema: { body: CounterSaleInput, response: { 201: CounterSale, 202: CounterSale } },
    },
    async (request, reply) => {
      const input = request.body;
      const { lines, subtotal } = await priceItems(app.db, input.items);
      const payment = input.payment;
      if (payment.kind === 'mpesa') {
        // Refused before anything is saved: a sale M-Pesa cannot take never waits.
        if (app.config.mpesa.env === 'off')
          throw new ConflictError(
            'Paying with M-Pesa from this page is not available.',
            'MPESA_OFF',
          );
        const cap = app.config.mpesa.maxAmount;
        if (subtotal > cap)
          throw new ConflictError(
            `M-Pesa takes at most ${formatMoney(cap)} in one payment, and this order owes ${formatMoney(subtotal)}. Please pay it at the shop or by bank transfer.`,
            'MPESA_AMOUNT_OVER_LIMIT',
          ).with({ max: formatMoney(cap), owed: formatMoney(subtotal) });
      }
      const paybill = payment.kind === 'paybill' ? await heldPaybill(payment.paymentId) : null;
      const given = paybill ? paybill.amount : payment.kind === 'cash' ? payment.given : 0;
      if (payment.kind !== 'mpesa' && given < subtotal) {
        const total = formatMoney(subtotal);
        throw paybill
          ? new BadRequestError(
              `The M-Pesa payment is less than the total of ${total}.`,
              'PAYMENT_SHORT',
            ).with({ total })
          : new BadRequestError(
              `The cash given is less than the total of ${total}.`,
              'CASH_SHORT',
            ).with({ total });
      }
      const now = app.clock.now();
      let saleId = '';
      const placed = await saveNewOrder(
        app,
        {
          customer_name: input.customerName?.trim() || WALK_IN,
          phone: input.phone ?? (payment.kind === 'mpesa' ? payment.phone : ''),
          delivery_method: 'pickup',
          county: null,
          area: null,
          zone_name: null,
          delivery_fee: 0,
          subtotal,
          total: subtotal,
          location_link: null,
          note: null,
          buyer_pin: input.buyerPin ?? null,
        },
        lines,
        async (trx, reference) => {
          const order = await trx
            .updateTable('orders')
            .set({
              status: payment.kind === 'mpesa' ? 'New' : 'Collected',
              channel: 'counter',
              updated_at: now.toISOString(),
            })
            .where('reference', '=', reference)
            .returning('id')
            .executeTakeFirstOrThrow();
          saleId = order.id;
          if (payment.kind === 'mpesa') {
            // Waiting for the money: nothing sold yet, no stock moved (decision 172).
            await audit(trx, request, {
              action: 'counter.prompt',
              entity: 'order',
              id: reference,
              changes: [
                ['lines', null, lines.length],
                ['total', null, subtotal],
                ['M-Pesa phone', null, maskPhone(payment.phone)],
              ],
            });
            return;
          }
          await sellInTrx(
            trx,
            request,
            { id: order.id, reference, total: subtotal },
            paybill
              ? { kind: 'paybill', id: paybill.id, receipt: paybill.receipt }
              : { kind: 'cash', given },
            now,
          );
        },
        { mailShop: false },
      );
      if (payment.kind === 'mpesa') {
        const sent = await prompt(placed.reference, payment.phone);
        return reply.status(202).send({ ...(await saleView(placed.reference)), ...sent });
      }
      afterSale(saleId);
      return reply.status(201).send({
        reference: placed.reference,
        status: 'Collected',
        total: subtotal,
        given,
        change: given - subtotal,
      });
    },
  );

  // The counter screen follows a waiting sale until its prompt settles (as the order page does).
  app.get(
    '/api/admin/counter/sales/:reference',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      schema: { params: ReferenceParam, response: { 200: CounterSale } },
    },
    async (request) => saleView(request.params.reference),
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
      return reply.status(202).send({ ...(await saleView(order.reference)), payment });
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
        await sellInTrx(trx, request, order, { kind: 'cash', given }, now);
      });
      afterSale(order.id);
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
      return saleView(order.reference);
    },
  );
};
