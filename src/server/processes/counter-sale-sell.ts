import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from '../lib/events.js';
import { ConflictError } from '../lib/errors.js';
import { newId } from '../lib/ids.js';
import { catalogueChanged } from '../lib/catalogue-events.js';
import { audit } from '../modules/audit/audit.js';
import { insertStatus, listOrderItems } from '../modules/orders/order.repository.js';
import { takeOrderStock } from '../modules/orders/order.stock.js';
import { newPaymentRow } from '../modules/payments/payment.service.js';
import { insertPayment } from '../modules/payments/payment.repository.js';
import { recordSaleFacts } from '../modules/reports/sale-facts.js';
import { staffName } from '../plugins/auth.js';
import type { JobQueue } from '../plugins/jobs.js';

// Selling a counter sale (docs/decisions/143-counter-sales.md), shared by the sale at once
// (counter-sale.ts) and the waiting sale paid in cash instead (counter-sale-waiting.ts).

/**
 * What selling needs besides the transaction: the settings (is eTIMS on), the durable jobs (the
 * invoice's job) and the event bus (the catalogue's stock changed). Routes pass the app.
 */
export interface SellDeps {
  config: Config;
  jobs: Pick<JobQueue, 'enqueueOnce' | 'runSoon'>;
  events: EventBus;
}

/** The money a sale is completed with at once. */
export type Taken =
  { kind: 'cash'; given: number } | { kind: 'paybill'; id: string; receipt: string | null };

/**
 * In the order's transaction, once its status is Collected: stock out through the ledger, the
 * history Confirmed, Paid, Collected, the money, the owner's numbers (decision 51), the KRA
 * invoice's job (decision 60: a crash after the commit cannot lose it) and the audit event.
 */
export async function sellInTrx(
  deps: Pick<SellDeps, 'config' | 'jobs'>,
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
  if (deps.config.etims.env !== 'off')
    await deps.jobs.enqueueOnce(trx, `etims-sale:${order.id}`, 'etims-sale', {
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
export function afterSale(deps: SellDeps, orderId: string): void {
  catalogueChanged(deps);
  if (deps.config.etims.env !== 'off') deps.jobs.runSoon(`etims-sale:${orderId}`);
}
