import type { Kysely, Transaction } from 'kysely';
import type { OrderStatus } from '#shared/order.schema.js';
import type { Database } from '../../db/database.js';
import type { CustomerSearch } from '../../lib/customer-search.js';

// SQL of orders and delivery zones, nothing else: the rules live in order.service.ts.

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Database['orders'];
export type OrderItemRow = Database['order_items'];
export type StatusRow = Database['order_status_history'];
export type NoteRow = Database['order_notes'];
export type ZoneRow = Database['delivery_zones'];

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

/* ---------- products, as orders see them ---------- */

export type ProductFacts = Pick<
  Database['products'],
  'id' | 'sku' | 'name' | 'price' | 'discount' | 'stock' | 'reorder_level' | 'status'
>;

export async function findProductsByIds(db: Db, ids: string[]): Promise<ProductFacts[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'price', 'discount', 'stock', 'reorder_level', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Takes `qty` from a counted stock only if that much is there, in one conditional UPDATE: when two
 * confirmations race for the last units, the database lets one through and the other updates no
 * row. Returns whether the stock was taken.
 */
export async function takeStock(db: Db, productId: string, qty: number, now: Date) {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '-', qty), updated_at: now.toISOString() }))
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .where('stock', '>=', qty)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function putBackStock(db: Db, productId: string, qty: number, now: Date) {
  await db
    .updateTable('products')
    .set((eb) => ({ stock: eb('stock', '+', qty), updated_at: now.toISOString() }))
    .where('id', '=', productId)
    .where('stock', 'is not', null)
    .execute();
}

/* ---------- delivery zones ---------- */

export async function listZones(db: Db): Promise<ZoneRow[]> {
  return db.selectFrom('delivery_zones').selectAll().orderBy('fee').orderBy('name').execute();
}

export async function findZone(db: Db, id: string): Promise<ZoneRow | undefined> {
  return db.selectFrom('delivery_zones').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertZone(db: Db, row: ZoneRow): Promise<void> {
  await db.insertInto('delivery_zones').values(row).execute();
}

export async function updateZone(
  db: Db,
  id: string,
  fields: Pick<ZoneRow, 'name' | 'counties' | 'fee' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('delivery_zones')
    .set(fields)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteZone(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('delivery_zones').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
