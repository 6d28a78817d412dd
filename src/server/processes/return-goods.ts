import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOrder, type OrderStatus, ReferenceParam } from '#shared/order.schema.js';
import { REFUND_LABEL, ReturnInput } from '#shared/order-return.schema.js';
import { formatQuantity, parseQuantity, QTY_SCALE } from '#shared/quantity.js';
import { shopDay } from '#shared/quote-limits.js';
import { unitOf, UNITS } from '#shared/units.js';
import { catalogueChanged } from '../lib/catalogue-events.js';
import { BadRequestError, ConflictError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { accountOrderOf, insertEntry } from '../modules/accounts/trade.repository.js';
import { audit, requireReason } from '../modules/audit/audit.js';
import { forgetOrderAnswers } from '../modules/orders/order-answers.js';
import { listOrderItems, type OrderItemRow } from '../modules/orders/order.repository.js';
import {
  insertReturn,
  lockOrder,
  nextReturnNumber,
  returnedByItem,
  returnShare,
  soldOf,
  type ReturnLineRow,
} from '../modules/orders/order.returns.js';
import { getAdminOrder } from '../modules/orders/order.service.js';
import { putBackReturned } from '../modules/orders/order.stock.js';
import { loadOrder } from '../modules/orders/order.view.js';
import { recordReturnFacts } from '../modules/reports/sale-facts.js';

// Returns of delivered goods (issue 44; docs/decisions/174-returns.md): a process above the
// modules. Staff choose lines and exact quantities, a reason, whether the goods go back on the
// shelf, and how the money goes back. In ONE transaction, with the order's row locked so two
// returns are weighed one after the other: the return and its lines (orders), 'return' stock
// movements for what goes back on the shelf (stock, through the order's stock), the negative sale
// facts on today's Nairobi day (reports), a credit on the trade account when the money goes back
// there (accounts), the KRA credit note's job (eTIMS, signed after like every document), and one
// audit event with the reason.

/** The goods have left the shop: delivered, or collected at the counter or the yard (decision 173). */
const TAKES_RETURNS = new Set<string>(['Delivered', 'Collected']);
const NOT_DELIVERED = 'Only a delivered or collected order can take goods back.';
const EMPTY = 'Choose at least one line and how much of it comes back.';
const TOO_MUCH = 'That is more than is left to return on this line.';

interface Wanted {
  line: OrderItemRow;
  quantity: number;
}

/** The lines and quantities asked for, checked against the order's lines, merged per line. */
function wantedLines(items: OrderItemRow[], input: ReturnInput['lines']): Wanted[] {
  const byItem = new Map<number, number>();
  for (const { item, quantity } of input) {
    const line = items[item];
    if (!line) throw new BadRequestError('That line is not on this order.', 'RETURN_LINE_UNKNOWN');
    if (quantity.trim() === '') continue;
    const parsed = parseQuantity(quantity);
    if (!parsed.ok)
      throw new BadRequestError(
        'Write the quantity as a number with at most 3 decimals.',
        'RETURN_QUANTITY',
      );
    if (parsed.value === 0) continue;
    if (UNITS[unitOf(line.unit)].whole && parsed.value % QTY_SCALE !== 0)
      throw new BadRequestError('That item is sold whole: return whole units.', 'RETURN_NOT_WHOLE');
    byItem.set(item, (byItem.get(item) ?? 0) + parsed.value);
  }
  if (byItem.size === 0) throw new BadRequestError(EMPTY, 'RETURN_EMPTY');
  return [...byItem]
    .sort(([a], [b]) => a - b)
    .map(([i, quantity]) => ({ line: items[i]!, quantity }));
}

export const returnGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/orders/:reference/returns',
    {
      config: { policy: 'admin', capability: 'orders.return' },
      schema: { params: ReferenceParam, body: ReturnInput, response: { 201: AdminOrder } },
    },
    async (request, reply) => {
      const input = request.body;
      const by = request.user?.username || request.user?.email || 'staff';
      const order = await loadOrder(app.db, request.params.reference);
      const reason = requireReason(input.reason);
      const refundReference = input.refund.reference?.trim() || null;
      if (input.refund.method === 'mpesa' && !refundReference)
        throw new BadRequestError(
          'Enter the M-Pesa transaction of the money sent back.',
          'REFUND_REFERENCE_REQUIRED',
        );
      const now = app.clock.now();
      let restocked = 0;
      let returnId = '';
      let handedOver: OrderStatus = 'Delivered';
      let credited = false;

      await app.db.transaction().execute(async (trx) => {
        await lockOrder(trx, order.id, now);
        const current = await trx
          .selectFrom('orders')
          .select('status')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        if (!TAKES_RETURNS.has(current.status))
          throw new ConflictError(NOT_DELIVERED, 'RETURN_NOT_DELIVERED');
        handedOver = current.status as OrderStatus;
        const items = await listOrderItems(trx, order.id);
        const wanted = wantedLines(items, input.lines);
        const account =
          input.refund.method === 'account' ? await accountOrderOf(trx, order.id) : undefined;
        if (input.refund.method === 'account' && account?.state !== 'accepted')
          throw new BadRequestError(
            'Only an order on a trade account can be refunded to the account.',
            'REFUND_NOT_ON_ACCOUNT',
          );

        const before = await returnedByItem(trx, order.id);
        returnId = newId();
        const lines: ReturnLineRow[] = [];
        for (const { line, quantity } of wanted) {
          const done = before.get(line.id) ?? { quantity: 0, stockQuantity: 0, amount: 0 };
          if (done.quantity + quantity > soldOf(line).quantity)
            throw new ConflictError(TOO_MUCH, 'RETURN_TOO_MUCH');
          const share = returnShare(line, done, quantity);
          const back = input.restock
            ? await putBackReturned(trx, line, share.stockQuantity, now, by, reason)
            : 0;
          restocked += back;
          lines.push({
            id: newId(),
            return_id: returnId,
            order_item_id: line.id,
            quantity,
            stock_quantity: share.stockQuantity,
            restocked: back,
            amount: share.amount,
          });
        }
        const amount = lines.reduce((sum, l) => sum + l.amount, 0);
        const number = await nextReturnNumber(trx, order.id);
        await insertReturn(
          trx,
          {
            id: returnId,
            order_id: order.id,
            number,
            reason,
            restock: input.restock ? 1 : 0,
            refund_method: input.refund.method,
            refund_reference: refundReference,
            amount,
            by_name: by,
            day: shopDay(now),
            created_at: now.toISOString(),
          },
          lines,
        );
        await recordReturnFacts(
          trx,
          order.id,
          lines.map((l) => ({
            orderItemId: l.order_item_id,
            stockQuantity: l.stock_quantity,
            net: l.amount,
          })),
          now,
        );
        if (account && amount > 0)
          await insertEntry(trx, {
            id: newId(),
            account_id: account.account_id,
            kind: 'credit',
            amount,
            order_id: null,
            payment_id: null,
            reference: `${order.reference} return ${number}`,
            day: shopDay(now),
            due_day: null,
            created_at: now.toISOString(),
          });
        // The KRA credit note for the returned value, made and signed after the commit (its job
        // is queued here, so a crash cannot lose it).
        credited = app.config.etims.env !== 'off' && amount > 0;
        if (credited)
          await app.jobs.enqueueOnce(trx, `etims-return:${returnId}`, 'etims-return', {
            returnId,
          });
        await audit(trx, request, {
          action: 'order.return',
          entity: 'order',
          id: order.reference,
          changes: [
            ['return', null, number],
            [
              'lines',
              null,
              wanted.map(
                ({ line, quantity }) => `${line.name} x ${formatQuantity(quantity)} ${line.unit}`,
              ),
            ],
            ['amount', null, amount],
            ['refund', null, REFUND_LABEL[input.refund.method]],
            ...(refundReference ? [['M-Pesa reference', null, refundReference] as const] : []),
            ['back to stock', null, input.restock],
          ].map(([f, b, a]) => [f, b, a] as [string, unknown, unknown]),
          reason,
        });
      });

      forgetOrderAnswers(app);
      app.events.emit('order.changed', {
        orderId: order.id,
        reference: order.reference,
        status: handedOver,
      });
      if (restocked > 0) catalogueChanged(app);
      if (credited) app.jobs.runSoon(`etims-return:${returnId}`);
      return reply.status(201).send(await getAdminOrder(app, order.reference));
    },
  );
};
