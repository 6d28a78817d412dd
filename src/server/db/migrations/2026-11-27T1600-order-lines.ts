import { sql, type Kysely } from 'kysely';

// Frozen: order lines by variant, unit and exact quantity as they were on 2026-11-27
// (DESIGN decision 45, docs/decisions/128-order-lines.md). Never edit; add a new migration
// instead. Each line keeps its own copy of what was sold: the sell unit, the quantity asked for
// and the quantity sold and charged (thousandths of the unit), what it takes from stock
// (thousandths of the stock unit) and the variant's title, so a later edit or deletion of the
// product or variant never changes a placed order. Only adds columns with defaults (decision
// 124): a server of the previous release keeps inserting `qty` alone, and the reader treats a
// quantity of 0 as `qty` whole units.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('piece'))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('requested', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('stock_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_items')
    .addColumn('stock_unit', 'text', (c) => c.notNull().defaultTo('piece'))
    .execute();
  await db.schema.alterTable('order_items').addColumn('variant_title', 'text').execute();

  // Every line so far was `qty` whole units of its product's one unit, and took `qty` of them.
  await sql`update order_items set
      quantity = qty * 1000,
      requested = qty * 1000,
      stock_quantity = qty * 1000,
      unit = coalesce((select p.unit from products p where p.id = order_items.product_id), 'piece'),
      stock_unit = coalesce(
        (select p.unit from products p where p.id = order_items.product_id), 'piece')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'variant_title',
    'stock_unit',
    'stock_quantity',
    'requested',
    'quantity',
    'unit',
  ])
    await db.schema.alterTable('order_items').dropColumn(column).execute();
}
