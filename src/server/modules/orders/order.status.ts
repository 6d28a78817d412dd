import type { Kysely } from 'kysely';
import { canMoveTo, type AdminOrder, type OrderStatus } from '#shared/order.schema.js';
import { ConflictError } from '../../lib/errors.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { lowStock } from '../stock/stock.service.js';
import { forgetOrderAnswers } from './order-answers.js';
import { lowStockMail } from './order.mails.js';
import { putBackOrderStock, takeOrderStock } from './order.stock.js';
import { recordSaleFacts, undoSaleFacts } from '../reports/sale-facts.js';
import {
  insertNote,
  insertStatus,
  listOrderItems,
  moveStatus,
  type OrderItemRow,
  type OrderRow,
} from './order.repository.js';
import type { OrderDeps, OrderReader } from './order.deps.js';
import { getAdminOrder, loadOrder } from './order.view.js';
import { isAcceptedOnAccount } from './order.on-account.js';

// Moving an order along: only the legal steps, one admin at a time, and confirming takes the
// stock (cancelling a confirmed order puts it back) in the same transaction as the move.

/** The products of an order's lines (lines priced by their text have none). */
const productIdsOf = (items: Pick<OrderItemRow, 'product_id'>[]) =>
  items.flatMap((i) => (i.product_id === null ? [] : [i.product_id]));

/** More writes for the move's transaction (the audit event, decision 49), told where it was. */
export type AlsoInMove = (
  trx: Kysely<Database>,
  order: { id: string; from: OrderStatus },
) => Promise<void>;

export async function changeStatus(
  deps: OrderDeps,
  reference: string,
  to: OrderStatus,
  adminName: string,
  also?: AlsoInMove,
): Promise<AdminOrder> {
  await moveOrder(deps, reference, to, adminName, also);
  return getAdminOrder(deps, reference);
}

/** changeStatus without the admin screen's answer (a payment moving its order along). */
export async function moveOrder(
  deps: OrderDeps,
  reference: string,
  to: OrderStatus,
  adminName: string,
  also?: AlsoInMove,
): Promise<void> {
  const order = await loadOrder(deps.db, reference);
  const from = order.status as OrderStatus;
  if (!canMoveTo(from, to, await isAcceptedOnAccount(deps.db, order.id))) {
    throw new ConflictError(
      `An order that is ${from} cannot be marked ${to}.`,
      'ILLEGAL_STATUS_CHANGE',
    ).with({ from, to });
  }
  const now = deps.clock.now();
  const items = await listOrderItems(deps.db, order.id);
  const touchesStock = to === 'Confirmed' || (from === 'Confirmed' && to === 'Cancelled');

  await deps.db.transaction().execute(async (trx) => {
    // Moving the order first locks its row, so a second admin pressing the same button waits
    // here and then finds the status already changed.
    if (!(await moveStatus(trx, order.id, from, to, now))) {
      throw new ConflictError(
        'Someone else changed this order a moment ago. Reload it to see its status.',
        'ORDER_CHANGED',
      );
    }
    await insertStatus(trx, {
      id: newId(),
      order_id: order.id,
      status: to,
      by_name: adminName,
      created_at: now.toISOString(),
    });
    if (to === 'Confirmed') await takeOrderStock(trx, items, now, adminName);
    // Stock left at confirming; a confirmed or paid order cancelled puts it back.
    if ((from === 'Confirmed' || from === 'Paid') && to === 'Cancelled')
      await putBackOrderStock(trx, items, now, adminName);
    await also?.(trx, { id: order.id, from });
    // The owner's numbers land with the move (decision 51): a sale on confirming, its negation on
    // cancelling (an order never confirmed has no facts to undo).
    if (to === 'Confirmed') await recordSaleFacts(trx, order.id, now);
    if (to === 'Cancelled') await undoSaleFacts(trx, order.id, 'cancellation', now);
  });

  forgetOrderAnswers(deps);
  deps.events.emit('order.changed', { orderId: order.id, reference: order.reference, status: to });
  if (touchesStock) catalogueChanged(deps);
  if (to === 'Confirmed') await warnLowStock(deps, order, items);
}

/** Mails the shop the variants this order left low: those it took, not their product's others. */
async function warnLowStock(deps: OrderDeps, order: OrderRow, items: OrderItemRow[]) {
  const taken = new Set(items.flatMap((i) => (i.variant_id === null ? [] : [i.variant_id])));
  // A line from before variants took from its product's first variant: any low one of it is kept.
  const wholeProducts = new Set(
    items.flatMap((i) => (i.variant_id === null && i.product_id !== null ? [i.product_id] : [])),
  );
  const low = (await lowStock(deps.db, { ids: productIdsOf(items) })).filter(
    (v) => taken.has(v.variantId) || wholeProducts.has(v.id),
  );
  if (low.length > 0) deps.mailer.queue(lowStockMail(deps.config, order, low));
}

export async function addStaffNote(
  deps: OrderReader,
  reference: string,
  text: string,
  author: string,
  now: Date,
): Promise<AdminOrder> {
  const order = await loadOrder(deps.db, reference);
  await insertNote(deps.db, {
    id: newId(),
    order_id: order.id,
    author_name: author,
    text,
    created_at: now.toISOString(),
  });
  return getAdminOrder(deps, order.reference);
}
