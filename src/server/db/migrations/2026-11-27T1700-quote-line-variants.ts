import { sql, type Kysely } from 'kysely';

// Frozen: quote lines by variant, sell unit and exact quantity as they were on 2026-11-27 (DESIGN
// decision 45, docs/decisions/134-quote-lines-by-variant.md). Never edit; add a new migration
// instead. A quote line keeps its own copy of the variant it names (id and title; the name, SKU,
// unit and unit price it already kept), the exact quantity (thousandths of its unit) and what that
// takes from stock (thousandths of the stock unit), so a later edit of the product never changes a
// sent quote. Only adds columns with defaults (decision 124): a server of the previous release
// keeps inserting `quantity` alone, and the reader treats an exact quantity of 0 as `quantity`.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quote_lines').addColumn('variant_id', 'text').execute();
  await db.schema.alterTable('quote_lines').addColumn('variant_title', 'text').execute();
  await db.schema
    .alterTable('quote_lines')
    .addColumn('exact_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('quote_lines')
    .addColumn('stock_quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('quote_lines').addColumn('stock_unit', 'text').execute();
  await sql`update quote_lines set exact_quantity = quantity * 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'stock_unit',
    'stock_quantity',
    'exact_quantity',
    'variant_title',
    'variant_id',
  ])
    await db.schema.alterTable('quote_lines').dropColumn(column).execute();
}
