import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

// Frozen once released. Returns of delivered goods (issue 44, DESIGN decisions 46, 49, 51, 56,
// 60; docs/decisions/174-returns.md). Only adds (decision 124):
// - returns: one per 'Return goods' on a delivered order: its number on the order, the reason,
//   whether the goods went back to stock, how the money went back (cash, M-Pesa sent by hand with
//   its reference, or a credit to the trade account), the value, who and when (Nairobi day).
// - return_lines: what came back of each order line: the quantity in the line's sell unit and in
//   its stock unit (thousandths), the stock put back (0 when not restocked) and the value.
// - etims_documents.return_id: a return's own credit note. The unique (order_id, kind) of
//   2026-11-28T0400 becomes unique (order_id, kind, return_id or ''), so an order keeps one sale
//   and one cancellation credit note and gets one more credit note per return; a server of the
//   release before still meets a unique violation when it races to make the same document.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('restock', 'integer', (c) => c.notNull())
    .addColumn('refund_method', 'text', (c) => c.notNull())
    .addColumn('refund_reference', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('returns_order_number', ['order_id', 'number'])
    .execute();
  await db.schema.createIndex('returns_day').on('returns').columns(['day']).execute();

  await db.schema
    .createTable('return_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('return_id', 'text', (c) => c.notNull().references('returns.id'))
    .addColumn('order_item_id', 'text', (c) => c.notNull().references('order_items.id'))
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('stock_quantity', 'bigint', (c) => c.notNull())
    .addColumn('restocked', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('return_lines_item')
    .on('return_lines')
    .columns(['order_item_id'])
    .execute();

  if (isPostgres(db)) {
    // `if exists`: a database taken down past this migration and up again has no such constraint
    // when its down could not give it back (see down).
    await sql`alter table etims_documents drop constraint if exists etims_documents_order_kind`.execute(
      db,
    );
    await db.schema.alterTable('etims_documents').addColumn('return_id', 'text').execute();
  } else {
    // SQLite cannot drop a table's constraint: the table is made again with the new column and
    // its rows copied, in the migration's transaction.
    await db.schema
      .createTable('etims_documents_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('invoice_no', 'bigint', (c) => c.notNull().unique())
      .addColumn('original_invoice_no', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('total', 'bigint', (c) => c.notNull())
      .addColumn('request', 'text', (c) => c.notNull())
      .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('stock_sent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_try_at', 'text', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('rcpt_no', 'integer')
      .addColumn('tot_rcpt_no', 'integer')
      .addColumn('intrl_data', 'text')
      .addColumn('rcpt_sign', 'text')
      .addColumn('sdc_id', 'text')
      .addColumn('mrc_no', 'text')
      .addColumn('sdc_date_time', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('signed_at', 'text')
      .addColumn('return_id', 'text')
      .execute();
    await sql`insert into etims_documents_next (id, order_id, kind, invoice_no,
      original_invoice_no, status, total, request, sent, stock_sent, attempts, next_try_at,
      last_error, rcpt_no, tot_rcpt_no, intrl_data, rcpt_sign, sdc_id, mrc_no, sdc_date_time,
      created_at, signed_at)
      select id, order_id, kind, invoice_no, original_invoice_no, status, total, request, sent,
      stock_sent, attempts, next_try_at, last_error, rcpt_no, tot_rcpt_no, intrl_data, rcpt_sign,
      sdc_id, mrc_no, sdc_date_time, created_at, signed_at from etims_documents`.execute(db);
    await db.schema.dropTable('etims_documents').execute();
    await sql`alter table etims_documents_next rename to etims_documents`.execute(db);
    await db.schema
      .createIndex('etims_documents_status')
      .on('etims_documents')
      .columns(['status', 'invoice_no'])
      .execute();
  }
  await sql`create unique index etims_documents_order_kind_return
    on etims_documents (order_id, kind, coalesce(return_id, ''))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index etims_documents_order_kind_return`.execute(db);
  // The returns' credit notes go with the returns; the order's one sale and one credit note get
  // their unique (order_id, kind) back on PostgreSQL (SQLite's went with the table it rebuilt).
  await sql`delete from etims_exchanges where document_id in
    (select id from etims_documents where return_id is not null)`.execute(db);
  await sql`delete from etims_documents where return_id is not null`.execute(db);
  await db.schema.alterTable('etims_documents').dropColumn('return_id').execute();
  if (isPostgres(db))
    await sql`alter table etims_documents add constraint etims_documents_order_kind
      unique (order_id, kind)`.execute(db);
  await db.schema.dropTable('return_lines').execute();
  await db.schema.dropTable('returns').execute();
}
