import type { FastifyInstance } from 'fastify';
import type { JobOutcome, JobQueue } from '../plugins/jobs.js';
import { findOrderForPayment, findPayment } from '../modules/payments/payment.repository.js';
import {
  findDocument,
  saleDocument,
  type EtimsDeps,
  type EtimsDocument,
} from '../modules/etims/etims.documents.js';
import { creditNote } from '../modules/etims/etims.credit-notes.js';
import { sendPending } from '../modules/etims/etims.sender.js';

// Signing a receipt (DESIGN decisions 60 and 66; docs/decisions/156-etims-exactly-once.md): a
// process above the modules. Money arriving moves the order to Paid ('order-paid' job); then this
// queues one 'etims-sale' job per order (its id is the order's, so a rerun after a crash queues
// nothing new). That job creates the sale document (its invoice number taken in the same
// transaction) and sends what is pending, in invoice order; while KRA is down it comes back when
// the first pending document's back-off ends. The sale never waits for KRA.

const SIGNED_STATUSES = new Set(['Paid', 'Dispatched', 'Delivered', 'Collected']);

/** Queueing an order's invoice: the database, the settings (is eTIMS on) and the durable jobs. */
export type SaleQueueDeps = Pick<EtimsDeps, 'db' | 'config'> & {
  jobs: Pick<JobQueue, 'enqueueOnce' | 'runSoon'>;
};

/** A cancelled order's credit note: what eTIMS documents need, and the jobs that send it. */
type CreditCancelledDeps = EtimsDeps & Pick<SaleQueueDeps, 'jobs'>;

/** Who took the money for an order: its latest payment (M-Pesa receipt or staff), else staff. */
async function paidBy(db: EtimsDeps['db'], orderId: string): Promise<string> {
  const payment = await db
    .selectFrom('payments')
    .select(['method', 'by_name', 'receipt'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('settled_at', 'desc')
    .executeTakeFirst();
  if (!payment) return 'staff';
  return payment.method === 'manual'
    ? (payment.by_name ?? 'staff')
    : `M-Pesa${payment.receipt ? ` ${payment.receipt}` : ''}`;
}

/** Queues the order's KRA invoice once the order is Paid (or later). Safe to run twice. */
export async function queueSaleOf(deps: SaleQueueDeps, orderId: string): Promise<void> {
  if (deps.config.etims.env === 'off') return;
  const order = await findOrderForPayment(deps.db, { id: orderId });
  if (!order || !SIGNED_STATUSES.has(order.status)) return;
  const id = `etims-sale:${order.id}`;
  if (
    await deps.jobs.enqueueOnce(deps.db, id, 'etims-sale', {
      orderId: order.id,
      by: await paidBy(deps.db, order.id),
    })
  )
    deps.jobs.runSoon(id);
}

/** After 'order-paid' (money arriving): the paid order's invoice. */
export async function queueSale(deps: SaleQueueDeps, paymentId: string): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (payment?.order_id) await queueSaleOf(deps, payment.order_id);
}

/**
 * An order staff marked Paid by hand (no payment recorded) is a sale too. The event is a hint
 * after commit (decision 135); the durable path is the 'order-paid' job, which queues the same job.
 * It only wires: the app is the deps object of the work it hears.
 */
export function hearPaidOrders(app: FastifyInstance): void {
  app.events.on('order.changed', ({ orderId, status }) =>
    status === 'Paid'
      ? queueSaleOf(app, orderId)
      : status === 'Cancelled'
        ? creditCancelled(app, orderId)
        : undefined,
  );
}

/**
 * A cancelled order that KRA invoiced gets a credit note for the whole invoice (decision 60), sent
 * like any document. Heard after the cancellation's commit (a hint, decision 135); staff can also
 * issue it at /admin/etims, and issuing it twice gives the same note.
 */
export async function creditCancelled(deps: CreditCancelledDeps, orderId: string): Promise<void> {
  if (deps.config.etims.env === 'off') return;
  if (!(await findDocument(deps.db, orderId, 'sale'))) return;
  const doc = await creditNote(deps, orderId, 'staff (order cancelled)');
  const id = `etims-send:${doc.id}`;
  if (await deps.jobs.enqueueOnce(deps.db, id, 'etims-send', { documentId: doc.id }))
    deps.jobs.runSoon(id);
}

/** When to come back for a document that is not signed yet. */
function comeBack(deps: EtimsDeps, doc: EtimsDocument | undefined): JobOutcome {
  if (!doc || doc.status !== 'pending') return undefined;
  const soon = deps.clock.now().getTime() + 5_000;
  return { retryAt: new Date(Math.max(soon, Date.parse(doc.next_try_at))) };
}

/** The 'etims-sale' job: the order's sale document, then everything pending, in order. */
export async function signSale(deps: EtimsDeps, orderId: string, by: string): Promise<JobOutcome> {
  const doc = await saleDocument(deps, orderId, by);
  await sendPending(deps);
  return comeBack(
    deps,
    await deps.db
      .selectFrom('etims_documents')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirst(),
  );
}

/** The 'etims-send' job: a document made elsewhere (a credit note), sent with everything pending. */
export async function signDocument(deps: EtimsDeps, documentId: string): Promise<JobOutcome> {
  await sendPending(deps);
  return comeBack(
    deps,
    await deps.db
      .selectFrom('etims_documents')
      .selectAll()
      .where('id', '=', documentId)
      .executeTakeFirst(),
  );
}

/**
 * The 'etims-return' job (docs/decisions/174-returns.md): a return's credit note, for the lines
 * and the value returned, made once the order's sale is invoiced and then sent with everything
 * pending. While the sale's own job has not made the invoice yet, it comes back; an order KRA
 * never invoiced (nothing was paid for it) has nothing to credit.
 */
export async function creditReturn(deps: EtimsDeps, returnId: string): Promise<JobOutcome> {
  const ret = await deps.db
    .selectFrom('returns')
    .select(['id', 'order_id', 'by_name'])
    .where('id', '=', returnId)
    .executeTakeFirst();
  if (!ret) return undefined;
  if (!(await findDocument(deps.db, ret.order_id, 'sale'))) {
    const saleJob = await deps.db
      .selectFrom('jobs')
      .select('id')
      .where('id', '=', `etims-sale:${ret.order_id}`)
      .where('dead_at', 'is', null)
      .executeTakeFirst();
    return saleJob ? { retryAt: new Date(deps.clock.now().getTime() + 30_000) } : undefined;
  }
  const items = await deps.db
    .selectFrom('order_items')
    .select(['id'])
    .where('order_id', '=', ret.order_id)
    .orderBy('position')
    .execute();
  const lines = await deps.db
    .selectFrom('return_lines')
    .select(['order_item_id', 'quantity', 'amount'])
    .where('return_id', '=', returnId)
    .execute();
  const credit = lines.map((l) => ({
    itemSeq: items.findIndex((i) => i.id === l.order_item_id) + 1,
    quantity: Number(l.quantity),
    lineTotal: Number(l.amount),
  }));
  const doc = await creditNote(
    deps,
    ret.order_id,
    `${ret.by_name} (return)`,
    credit,
    undefined,
    returnId,
  );
  await sendPending(deps);
  return comeBack(
    deps,
    await deps.db
      .selectFrom('etims_documents')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirst(),
  );
}
