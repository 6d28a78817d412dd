import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

// Frozen: payment amounts as they were on 2026-11-27 (docs/decisions/115-mpesa-amount-shapes.md).
// Never edit; add a new migration instead. Order totals went 64-bit on 2026-11-25; a payment
// prompts or records what an order owes, so its amount does too on PostgreSQL (SQLite's INTEGER
// is already 64-bit). Rows stored before amounts were shape-checked (a fraction, zero, a negative
// or a number past 2^53 from a fuzzed callback) are kept for staff as 'unreadable' with amount 0:
// they made their order's answer and staff's payment list fail.

const MAX_SAFE = '9007199254740991';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .alterTable('payments')
      .alterColumn('amount', (c) => c.setDataType('bigint'))
      .execute();
  }
  await sql`
    update payments
    set status = 'unreadable',
        reason = 'The amount stored (' || amount || ') was not a whole number of shillings; check it on the M-Pesa statement.',
        amount = 0
    where amount < 1 or amount <> round(amount) or amount > ${sql.raw(MAX_SAFE)}
  `.execute(db);
}

/** Back to an integer column; fails while a payment's amount does not fit it. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('payments')
    .alterColumn('amount', (c) => c.setDataType('integer'))
    .execute();
}
