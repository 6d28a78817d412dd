import type { Kysely } from 'kysely';

// Frozen: trade accounts as on 2026-11-28 (DESIGN decision 56, docs/decisions/150-trade-accounts.md).
// Never edit; add a new migration instead. Only adds tables (decision 124).
// - trade_accounts: one per customer; `number` is what the customer types as the paybill account;
//   money is whole shillings (bigint), the overrun a whole percent.
// - account_orders: an order placed 'on account' and where it stands ('accepted', 'awaiting',
//   'declined'), with who decided and why.
// - trade_entries: the account's ledger: a charge when an order's goods leave (one per order),
//   a payment (one per M-Pesa payment) or a credit note. Amounts are positive; the kind signs them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trade_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('credit_limit', 'bigint', (c) => c.notNull())
    .addColumn('terms_days', 'integer', (c) => c.notNull())
    .addColumn('overrun_pct', 'integer', (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trade_accounts_user_idx')
    .unique()
    .on('trade_accounts')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('trade_accounts_number_idx')
    .unique()
    .on('trade_accounts')
    .column('number')
    .execute();

  await db.schema
    .createTable('account_orders')
    .addColumn('order_id', 'text', (c) =>
      c.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) => c.notNull().references('trade_accounts.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_orders_account_idx')
    .on('account_orders')
    .columns(['account_id', 'state'])
    .execute();

  await db.schema
    .createTable('trade_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('trade_accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('payment_id', 'text')
    /** What the statement shows: the order reference, the M-Pesa receipt, the note. */
    .addColumn('reference', 'text')
    /** The Nairobi day the entry counts from (YYYY-MM-DD). */
    .addColumn('day', 'text', (c) => c.notNull())
    /** A charge's due Nairobi day; null for others. */
    .addColumn('due_day', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('trade_entries_account_idx')
    .on('trade_entries')
    .columns(['account_id', 'day'])
    .execute();
  await db.schema
    .createIndex('trade_entries_charge_idx')
    .unique()
    .on('trade_entries')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('trade_entries_payment_idx')
    .unique()
    .on('trade_entries')
    .column('payment_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trade_entries').execute();
  await db.schema.dropTable('account_orders').execute();
  await db.schema.dropTable('trade_accounts').execute();
}
