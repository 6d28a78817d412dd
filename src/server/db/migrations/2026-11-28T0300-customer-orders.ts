import type { Kysely } from 'kysely';

// Frozen: whose orders are whose, as on 2026-11-28 (DESIGN decision 54,
// docs/decisions/149-my-orders.md). Never edit; add a new migration instead. A table of its own
// rather than a column on orders: an order belongs to at most one customer (the key), linked when
// placed while logged in or claimed later by reference and phone; a guest order has no row. Only
// adds a table (decision 124): a server of the previous release simply links nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_orders')
    .addColumn('order_id', 'text', (c) =>
      c.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'placed' (logged in when ordering) or 'claimed' (by reference and phone). */
    .addColumn('how', 'text', (c) => c.notNull())
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_orders_user_idx')
    .on('customer_orders')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_orders').execute();
}
