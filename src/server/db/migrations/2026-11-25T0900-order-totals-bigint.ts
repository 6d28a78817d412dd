import type { Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

// Frozen: order money columns as they were on 2026-11-25. Never edit; add a new migration instead.
// An order may hold 50 lines of 10,000 units at up to KSh 100,000,000 each: line totals and the
// order's subtotal and total reach 5 x 10^13, past PostgreSQL's integer (2,147,483,647), while
// they stay whole shillings well inside 2^53. PostgreSQL gets 64-bit columns; SQLite's INTEGER
// is already 64-bit, so nothing changes there. The delivery fee (at most 1,000,000), the unit
// price (at most 100,000,000) and the quantity (at most 10,000) fit the columns they have.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('orders')
    .alterColumn('subtotal', (c) => c.setDataType('bigint'))
    .alterColumn('total', (c) => c.setDataType('bigint'))
    .execute();
  await db.schema
    .alterTable('order_items')
    .alterColumn('line_total', (c) => c.setDataType('bigint'))
    .execute();
}

/** Back to integer columns; fails while an order's totals do not fit them. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('order_items')
    .alterColumn('line_total', (c) => c.setDataType('integer'))
    .execute();
  await db.schema
    .alterTable('orders')
    .alterColumn('subtotal', (c) => c.setDataType('integer'))
    .alterColumn('total', (c) => c.setDataType('integer'))
    .execute();
}
