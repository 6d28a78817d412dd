import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

// Frozen: quotes and their lines as they were on 2026-11-25, and order lines that may have no
// product (a quoted line the shop priced by its text). Never edit; add a new migration instead.
// Money is whole shillings in integers, as in orders; a quote's total is held under 1,000,000,000
// by the service, so it fits the orders' 32-bit columns on PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('delivery_fee', 'integer')
    .addColumn('subtotal', 'integer')
    .addColumn('total', 'integer')
    .addColumn('valid_until', 'text')
    .addColumn('note', 'text')
    // What the client sent as Idempotency-Key, and a hash of its request: a retry finds its quote.
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('order_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema
    .createIndex('quotes_reference_idx')
    .unique()
    .on('quotes')
    .column('reference')
    .execute();
  await db.schema
    .createIndex('quotes_idempotency_idx')
    .unique()
    .on('quotes')
    .column('idempotency_key')
    .execute();
  await db.schema
    .createIndex('quotes_status_created_idx')
    .on('quotes')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('quotes_created_idx').on('quotes').column('created_at').execute();

  // Lines keep the product's name and unit as quoted; product_id is not a foreign key, so a
  // product deleted later leaves the quote as it was sent.
  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('sku', 'text')
    .addColumn('name', 'text')
    .addColumn('unit', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer')
    .addColumn('line_total', 'integer')
    .execute();
  await db.schema
    .createIndex('quote_lines_quote_idx')
    .on('quote_lines')
    .columns(['quote_id', 'position'])
    .execute();

  // An order line without a product: product_id and sku become nullable.
  if (isPostgres(db)) {
    await sql`alter table order_items alter column product_id drop not null`.execute(db);
    await sql`alter table order_items alter column sku drop not null`.execute(db);
    return;
  }
  // SQLite cannot drop NOT NULL: the table is made again with the same rows.
  await sql`create table order_items_new (
    id text primary key,
    order_id text not null references orders(id) on delete cascade,
    position integer not null,
    product_id text,
    sku text,
    name text not null,
    list_price double precision not null,
    discount double precision,
    unit_price integer not null,
    qty integer not null,
    line_total integer not null,
    stock_taken integer not null default 0
  )`.execute(db);
  await sql`insert into order_items_new select id, order_id, position, product_id, sku, name,
    list_price, discount, unit_price, qty, line_total, stock_taken from order_items`.execute(db);
  await sql`drop table order_items`.execute(db);
  await sql`alter table order_items_new rename to order_items`.execute(db);
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .columns(['order_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_lines').execute();
  await db.schema.dropTable('quotes').execute();
  // Order lines without a product cannot go back under NOT NULL; they are removed first.
  await sql`delete from order_items where product_id is null or sku is null`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table order_items alter column product_id set not null`.execute(db);
    await sql`alter table order_items alter column sku set not null`.execute(db);
  }
}
