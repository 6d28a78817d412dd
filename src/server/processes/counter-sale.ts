import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CounterSale, CounterSaleInput } from '#shared/counter.schema.js';
import { maskPhone } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.js';
import { audit } from '../modules/audit/audit.js';
import { priceItems, saveNewOrder } from '../modules/orders/order.service.js';
import { findPayment } from '../modules/payments/payment.repository.js';
import { afterSale, sellInTrx } from './counter-sale-sell.js';
import { promptSale, saleView, waitingSaleRoutes } from './counter-sale-waiting.js';

// A sale at the counter (DESIGN decision 50, docs/decisions/143-counter-sales.md): a process
// above the modules. The lines are priced from the catalogue as the cart's are (variant, sell unit,
// exact quantity, orders/line-pricing.ts through priceItems); the order is saved on channel
// 'counter' and, in the same transaction, its stock is taken through the order stock ledger, the
// cash is recorded as a settled payment, it moves Confirmed -> Paid -> Collected (decision 173),
// and the cashier's audit event is written (counter-sale-sell.ts). Short stock rolls all of it back.
//
// Paid by M-Pesa prompt (docs/decisions/172-counter-mpesa-prompt.md): the sale is saved waiting
// and its prompt goes out here; following it, prompting again, cash instead and cancelling are
// counter-sale-waiting.ts's routes. No counter sale mails the shop 'new order': nothing is left to
// prepare.

const WALK_IN = 'Counter sale';

export const counterSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(waitingSaleRoutes);

  /** A paybill payment M-Pesa settled and the shop holds for no order, or a clear refusal. */
  async function heldPaybill(id: string) {
    const payment = await findPayment(app.db, id);
    if (!payment || payment.method !== 'paybill' || payment.status !== 'paid')
      throw new NotFoundError('Payment not found.', 'PAYMENT_NOT_FOUND');
    if (payment.order_id !== null)
      throw new ConflictError('This payment already belongs to an order.', 'PAYMENT_ATTACHED');
    return { id: payment.id, amount: Number(payment.amount), receipt: payment.receipt };
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
            app,
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
        const sent = await promptSale(app, placed.reference, payment.phone);
        return reply.status(202).send({ ...(await saleView(app, placed.reference)), ...sent });
      }
      afterSale(app, saleId);
      return reply.status(201).send({
        reference: placed.reference,
        status: 'Collected',
        total: subtotal,
        given,
        change: given - subtotal,
      });
    },
  );
};
