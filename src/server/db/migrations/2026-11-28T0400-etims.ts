import type { Kysely } from 'kysely';

// Frozen: KRA eTIMS documents as they were on 2026-11-28 (DESIGN decisions 58-61,
// docs/decisions/156-etims-exactly-once.md). Never edit; add a new migration instead.
// - etims_counters: one row per numbering ('invoice'); its next number is taken in the transaction
//   that creates a document, so numbers are given once and in order; its lease says which server
//   is sending documents to KRA (one at a time, in invoice order).
// - etims_documents: one sale per order and at most one credit note, with the request sent and what
//   KRA signed.
// - etims_exchanges: every request and answer, kept with its document.
// - etims_items: the items registered with KRA (a variant in a unit), with their tax type.
// - orders.buyer_pin: the buyer's KRA PIN when given ('KRA PIN (optional)').

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('etims_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_no', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('lease_by', 'text')
    .execute();
  await db
    .insertInto('etims_counters' as never)
    .values({ name: 'invoice', next_no: 1 } as never)
    .execute();

  await db.schema
    .createTable('etims_documents')
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
    .addUniqueConstraint('etims_documents_order_kind', ['order_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('etims_documents_status')
    .on('etims_documents')
    .columns(['status', 'invoice_no'])
    .execute();

  await db.schema
    .createTable('etims_exchanges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('document_id', 'text')
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('etims_exchanges_document')
    .on('etims_exchanges')
    .columns(['document_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('etims_items')
    .addColumn('item_key', 'text', (c) => c.primaryKey())
    .addColumn('item_cd', 'text', (c) => c.notNull().unique())
    .addColumn('item_cls_cd', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('qty_unit_cd', 'text', (c) => c.notNull())
    .addColumn('tax_type', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('orders').addColumn('buyer_pin', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('buyer_pin').execute();
  for (const table of ['etims_items', 'etims_exchanges', 'etims_documents', 'etims_counters'])
    await db.schema.dropTable(table).execute();
}
