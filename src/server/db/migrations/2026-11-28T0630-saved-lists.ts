import type { Kysely } from 'kysely';

// Frozen: a customer's saved lists, as on 2026-11-28 (DESIGN decision 55,
// docs/decisions/176-saved-lists.md). Never edit; add a new migration instead. A list has a name
// unique per customer whatever its case (`name_key`, the trimmed name in lower case, under a
// unique index, so two saves at once cannot both take it) and its lines in order: the product,
// variant, sell unit and exact quantity the cart holds, with the name and price of one unit when
// saved (what 'Add to cart' compares today's price with). A line keeps no key to products: a
// product removed later shows as no longer sold. Only adds tables (decision 124).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_lists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_lists_user_name_idx')
    .on('saved_lists')
    .columns(['user_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .createTable('saved_list_lines')
    .addColumn('list_id', 'text', (c) =>
      c.notNull().references('saved_lists.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variant_title', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('quantity', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('stock_unit', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_list_lines_pk', ['list_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_list_lines').execute();
  await db.schema.dropTable('saved_lists').execute();
}
