import type { Kysely } from 'kysely';

// Frozen: an order's channel as it was on 2026-11-28 (DESIGN decision 50,
// docs/decisions/143-counter-sales.md). Never edit; add a new migration instead. 'web' for the
// cart and quotes (every order so far), 'counter' for a sale at the counter. Only adds a column
// with a default (decision 124): a server of the previous release keeps inserting without it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('web'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('channel').execute();
}
