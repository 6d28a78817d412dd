import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

// SQL of whose orders are whose (DESIGN decision 54): the customer_orders links, nothing else.

type Db = Kysely<Database> | Transaction<Database>;

export type LinkHow = 'placed' | 'claimed';

export async function linkOrder(
  db: Db,
  link: { orderId: string; userId: string; how: LinkHow; at: string },
): Promise<void> {
  await db
    .insertInto('customer_orders')
    .values({ order_id: link.orderId, user_id: link.userId, how: link.how, linked_at: link.at })
    .execute();
}

/** Who an order belongs to, if anyone. */
export async function ownerOf(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('customer_orders')
    .select('user_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row?.user_id;
}

/** A customer's orders, newest first, with how many lines each has. */
export async function listOrdersOf(db: Db, userId: string, limit: number) {
  const rows = await db
    .selectFrom('customer_orders')
    .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
    .where('customer_orders.user_id', '=', userId)
    .select([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.total',
      'orders.delivery_method',
      'orders.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_items')
        .whereRef('order_items.order_id', '=', 'orders.id')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .as('item_count'),
    )
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, item_count: Number(r.item_count ?? 0) }));
}

/** The order of this reference when it is this customer's; undefined for any other. */
export async function findOrderOf(db: Db, userId: string, reference: string) {
  return db
    .selectFrom('customer_orders')
    .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
    .where('customer_orders.user_id', '=', userId)
    .where('orders.reference', '=', reference)
    .selectAll('orders')
    .executeTakeFirst();
}

/** The customers of those of `references` that are someone's: reference → id and name. */
export async function customersOfOrders(db: Db, references: readonly string[]) {
  if (references.length === 0) return {};
  const rows = await db
    .selectFrom('customer_orders')
    .innerJoin('orders', 'orders.id', 'customer_orders.order_id')
    .innerJoin('users', 'users.id', 'customer_orders.user_id')
    .where('orders.reference', 'in', [...references])
    .select(['orders.reference', 'users.id', 'users.username', 'users.email'])
    .execute();
  return Object.fromEntries(
    rows.map((r) => [r.reference, { _id: r.id, name: r.username || r.email }]),
  );
}
