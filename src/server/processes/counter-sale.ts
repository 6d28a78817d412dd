import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CounterSale, CounterSaleInput } from '#shared/counter.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { catalogueChanged } from '../lib/catalogue-events.js';
import { audit } from '../modules/audit/audit.js';
import { priceItems, saveNewOrder } from '../modules/orders/order.service.js';
import { insertStatus, listOrderItems } from '../modules/orders/order.repository.js';
import { takeOrderStock } from '../modules/orders/order.stock.js';
import { newPaymentRow } from '../modules/payments/payment.service.js';
import { recordSaleFacts } from '../modules/reports/sale-facts.js';
import { findPayment, insertPayment } from '../modules/payments/payment.repository.js';
import { staffName } from '../plugins/auth.js';

// A sale at the counter (DESIGN decision 50, docs/decisions/143-counter-sales.md): a process
// above the modules. The lines are priced from the catalogue as the cart's are (variant, sell unit,
// exact quantity, orders/line-pricing.ts through priceItems); the order is saved on channel
// 'counter' and, in the same transaction, its stock is taken through the order stock ledger, the
// cash is recorded as a settled payment, it moves Confirmed -> Paid -> Delivered (collected at
// the counter), and the cashier's audit event is written. Short stock rolls all of it back.

const WALK_IN = 'Counter sale';

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

  app.post(
    '/api/admin/counter/sales',
    {
      config: { policy: 'admin', capability: 'counter.sell' },
      bodyLimit: 64 * 1024,
      schema: { body: CounterSaleInput, response: { 201: CounterSale } },
    },
    async (request, reply) => {
      const input = request.body;
      const cashier = staffName(request.user);
      const { lines, subtotal } = await priceItems(app.db, input.items);
      const paybill =
        input.payment.kind === 'paybill' ? await heldPaybill(input.payment.paymentId) : null;
      const given = paybill
        ? paybill.amount
        : input.payment.kind === 'cash'
          ? input.payment.given
          : 0;
      if (given < subtotal) {
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
      let saleId: string | undefined;
      const placed = await saveNewOrder(
        app,
        {
          customer_name: input.customerName?.trim() || WALK_IN,
          phone: input.phone ?? '',
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
            .set({ status: 'Delivered', channel: 'counter', updated_at: now.toISOString() })
            .where('reference', '=', reference)
            .returning('id')
            .executeTakeFirstOrThrow();
          await takeOrderStock(trx, await listOrderItems(trx, order.id), now, cashier);
          for (const status of ['Confirmed', 'Paid', 'Delivered'])
            await insertStatus(trx, {
              id: newId(),
              order_id: order.id,
              status,
              by_name: cashier,
              created_at: now.toISOString(),
            });
          if (paybill) {
            // The held money becomes this sale's; taken by another till first, nothing is saved.
            const moved = await trx
              .updateTable('payments')
              .set({ order_id: order.id, by_name: cashier, updated_at: now.toISOString() })
              .where('id', '=', paybill.id)
              .where('order_id', 'is', null)
              .executeTakeFirst();
            if (Number(moved.numUpdatedRows) !== 1)
              throw new ConflictError(
                'This payment already belongs to an order.',
                'PAYMENT_ATTACHED',
              );
          } else
            await insertPayment(
              trx,
              newPaymentRow(now.toISOString(), {
                id: newId(),
                order_id: order.id,
                method: 'manual',
                status: 'paid',
                amount: subtotal,
                by_name: cashier,
                note: `Cash at the counter: given ${given}, change ${given - subtotal}`,
                settled_at: now.toISOString(),
              }),
            );
          // The owner's numbers (decision 51) and the KRA invoice (decision 60) come with the sale,
          // in its transaction: the invoice's job is queued here, so a crash after the commit
          // cannot lose it.
          await recordSaleFacts(trx, order.id, now);
          if (app.config.etims.env !== 'off')
            await app.jobs.enqueueOnce(trx, `etims-sale:${order.id}`, 'etims-sale', {
              orderId: order.id,
              by: cashier,
            });
          saleId = order.id;
          await audit(trx, request, {
            action: 'counter.sale',
            entity: 'order',
            id: reference,
            changes: [
              ['lines', null, lines.length],
              ['total', null, subtotal],
              paybill ? ['M-Pesa receipt', null, paybill.receipt] : ['cash given', null, given],
            ],
          });
        },
      );
      catalogueChanged(app);
      if (saleId && app.config.etims.env !== 'off') app.jobs.runSoon(`etims-sale:${saleId}`);
      return reply.status(201).send({
        reference: placed.reference,
        status: 'Delivered',
        total: subtotal,
        given,
        change: given - subtotal,
      });
    },
  );
};
