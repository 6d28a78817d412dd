import { sql, type Kysely } from 'kysely';

// Frozen: payments of orders and the durable jobs table as they were on 2026-11-25. Never edit;
// add a new migration instead. Money is whole shillings in integers.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Null while a paybill payment matches no order (staff attach it later).
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // What the prompt asked for, or what a confirmation or staff said was paid.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('receipt', 'text')
    .addColumn('checkout_request_id', 'text')
    .addColumn('merchant_request_id', 'text')
    .addColumn('account_reference', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('result_code', 'text')
    .addColumn('reason', 'text')
    .addColumn('by_name', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .execute();
  // Exactly once per M-Pesa transaction: a second callback or confirmation cannot add a row.
  await db.schema
    .createIndex('payments_checkout_request_idx')
    .unique()
    .on('payments')
    .column('checkout_request_id')
    .execute();
  await db.schema
    .createIndex('payments_receipt_idx')
    .unique()
    .on('payments')
    .column('receipt')
    .execute();
  // One prompt pending per order, kept by the database under concurrent presses.
  await db.schema
    .createIndex('payments_one_pending_prompt_idx')
    .unique()
    .on('payments')
    .column('order_id')
    .where(sql<boolean>`status = 'pending' and method = 'stk'`)
    .execute();
  await db.schema
    .createIndex('payments_order_idx')
    .on('payments')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema.createIndex('payments_created_idx').on('payments').column('created_at').execute();

  // Work to be done later, kept in the database so a crash or a restart loses none of it and
  // several app servers share it: one claims a job for a while (locked_until), and a job whose
  // claim ran out (its server died) is claimed again.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_run_at_idx').on('jobs').column('run_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('payments').execute();
}
