import type { Kysely, Transaction } from 'kysely';
import type { OrderStatus } from '#shared/order.schema.js';
import type { Database } from '../../db/database.js';
import type { CustomerSearch } from '../../lib/customer-search.js';

// SQL of orders, nothing else: the rules live in order.service.ts, stock in modules/stock and
// delivery zones in delivery-zone.repository.ts.

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Database['orders'];
export type OrderItemRow = Database['order_items'];
export type StatusRow = Database['order_status_history'];
export type NoteRow = Database['order_notes'];

/* ---------- orders ---------- */

export async function insertOrder(
  db: Db,
  order: OrderRow,
  items: OrderItemRow[],
  firstStatus: StatusRow,
): Promise<void> {
  await db.insertInto('orders').values(order).execute();
  await db.insertInto('order_items').values(items).execute();
  await db.insertInto('order_status_history').values(firstStatus).execute();
}

export async function findOrderByReference(
  db: Db,
  reference: string,
): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function listOrderItems(db: Db, orderId: string): Promise<OrderItemRow[]> {
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export async function listStatusHistory(db: Db, orderId: string): Promise<StatusRow[]> {
  return db
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

export async function listNotes(db: Db, orderId: string): Promise<NoteRow[]> {
  return db
    .selectFrom('order_notes')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertNote(db: Db, note: NoteRow): Promise<void> {
  await db.insertInto('order_notes').values(note).execute();
}

export async function insertStatus(db: Db, row: StatusRow): Promise<void> {
  await db.insertInto('order_status_history').values(row).execute();
}

/**
 * Moves an order from one status to the next only if it is still in `from`; returns whether it
 * moved. Two admins pressing the same button at once: one moves it, the other sees false.
 */
export async function moveStatus(
  db: Db,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setStockTaken(db: Db, itemId: string, taken: number): Promise<void> {
  await db
    .updateTable('order_items')
    .set({ stock_taken: taken })
    .where('id', '=', itemId)
    .execute();
}

export interface OrderFilter {
  status?: OrderStatus;
  /** Already split by the service into what it may match. */
  search?: CustomerSearch;
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders');
  if (filter.status) query = query.where('status', '=', filter.status);
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb('reference', 'like', `%${search.reference}%`),
        eb(eb.fn('lower', ['customer_name']), 'like', `%${search.text}%`),
        ...(search.phone ? [eb('phone', '=', search.phone)] : []),
        ...(search.digits ? [eb('phone', 'like', `%${search.digits}%`)] : []),
      ]),
    );
  }
  return query;
}

export async function listOrders(
  db: Db,
  filter: OrderFilter,
): Promise<{ rows: (OrderRow & { item_count: number | string })[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll('orders')
      .select((eb) =>
        eb
          .selectFrom('order_items')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('item_count'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, item_count: r.item_count ?? 0 })),
    total: Number(count.n),
  };
}

export async function countOrdersWithStatus(db: Db, status: OrderStatus): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .where('status', '=', status)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
