import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import type { LedgerEntry } from './trade.ledger.js';

// SQL of trade accounts (DESIGN decision 56): accounts, account orders and the ledger, nothing
// else; the rules live in trade.service.ts.

type Db = Kysely<Database> | Transaction<Database>;
export type AccountRow = Database['trade_accounts'];
export type AccountOrderRow = Database['account_orders'];

/** Statuses in which an order's goods have left the shop: its charge is due. */
export const GOODS_LEFT = ['Dispatched', 'Delivered', 'Collected'] as const;

export async function insertAccount(db: Db, row: AccountRow): Promise<void> {
  await db.insertInto('trade_accounts').values(row).execute();
}

export async function accountOfUser(db: Db, userId: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('trade_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function accountById(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('trade_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function accountByNumber(db: Db, number: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('trade_accounts')
    .selectAll()
    .where('number', '=', number)
    .executeTakeFirst();
}

/**
 * The account's row locked until the transaction ends (PostgreSQL), so two account orders of one
 * customer are weighed one after the other; SQLite has one writer, whose transaction is the lock.
 */
export async function lockAccount(db: Transaction<Database>, id: string): Promise<void> {
  let q = db.selectFrom('trade_accounts').select('id').where('id', '=', id);
  if (isPostgres(db)) q = q.forUpdate();
  await q.executeTakeFirst();
}

export async function ledgerOf(db: Db, accountId: string): Promise<LedgerEntry[]> {
  const rows = await db
    .selectFrom('trade_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as LedgerEntry['kind'],
    amount: Number(r.amount),
    day: r.day,
    dueDay: r.due_day,
    reference: r.reference,
    createdAt: r.created_at,
  }));
}

/**
 * Accepted account orders not cancelled and not yet charged: still open. An order whose goods
 * left but whose charge is not posted yet counts here, so it is never missing from both.
 */
export async function openOrdersTotal(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('account_orders')
    .innerJoin('orders', 'orders.id', 'account_orders.order_id')
    .leftJoin('trade_entries', 'trade_entries.order_id', 'account_orders.order_id')
    .where('account_orders.account_id', '=', accountId)
    .where('account_orders.state', '=', 'accepted')
    .where('orders.status', '!=', 'Cancelled')
    .where('trade_entries.id', 'is', null)
    .select((eb) => eb.fn.sum<number | string | null>('account_orders.amount').as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertAccountOrder(db: Db, row: AccountOrderRow): Promise<void> {
  await db.insertInto('account_orders').values(row).execute();
}

export async function accountOrderOf(db: Db, orderId: string) {
  return db
    .selectFrom('account_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function decideAccountOrder(
  db: Db,
  orderId: string,
  change: { state: string; decided_by: string; reason: string | null; decided_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('account_orders')
    .set(change)
    .where('order_id', '=', orderId)
    .where('state', '=', 'awaiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listAccountOrders(
  db: Db,
  state: string | undefined,
  /** One order of one holder's (their order page). */
  only?: { reference: string; userId: string },
) {
  let q = db
    .selectFrom('account_orders')
    .innerJoin('orders', 'orders.id', 'account_orders.order_id')
    .innerJoin('trade_accounts', 'trade_accounts.id', 'account_orders.account_id')
    .select([
      'orders.reference',
      'orders.customer_name',
      'account_orders.state',
      'account_orders.amount',
      'account_orders.reason',
      'account_orders.decided_by',
      'account_orders.created_at',
      'trade_accounts.number',
      'trade_accounts.user_id',
    ])
    .orderBy('account_orders.created_at', 'desc')
    .limit(200);
  if (state) q = q.where('account_orders.state', '=', state);
  if (only)
    q = q
      .where('orders.reference', '=', only.reference)
      .where('trade_accounts.user_id', '=', only.userId);
  return q.execute();
}

/** Accepted account orders whose goods have left and that have no charge yet, with when they left. */
export async function unchargedShipped(db: Db, accountId: string) {
  return db
    .selectFrom('account_orders')
    .innerJoin('orders', 'orders.id', 'account_orders.order_id')
    .leftJoin('trade_entries', 'trade_entries.order_id', 'account_orders.order_id')
    .where('account_orders.account_id', '=', accountId)
    .where('account_orders.state', '=', 'accepted')
    .where('orders.status', 'in', [...GOODS_LEFT])
    .where('trade_entries.id', 'is', null)
    .select(['orders.id', 'orders.reference', 'orders.total'])
    .select((eb) =>
      eb
        .selectFrom('order_status_history')
        .whereRef('order_status_history.order_id', '=', 'orders.id')
        .where('order_status_history.status', 'in', [...GOODS_LEFT])
        .select((e) => e.fn.min<string>('order_status_history.created_at').as('at'))
        .as('left_at'),
    )
    .execute();
}

/** An account number as a payer may type it: ' ta-482 913 ' is TA482913. */
export const accountNumberOf = (typed: string | null) =>
  (typed ?? '').replace(/[\s-]+/g, '').toUpperCase();

/** Paid paybill payments matching no order, not yet on any account, typed as this number. */
export async function unrecordedPayments(db: Db, number: string) {
  const rows = await db
    .selectFrom('payments')
    .leftJoin('trade_entries', 'trade_entries.payment_id', 'payments.id')
    .where('payments.order_id', 'is', null)
    .where('payments.status', '=', 'paid')
    // Paybill payments to the number, and 'Pay my balance' prompts (trade.pay.ts).
    .where('payments.method', 'in', ['paybill', 'stk'])
    .where('trade_entries.id', 'is', null)
    .select([
      'payments.id',
      'payments.amount',
      'payments.receipt',
      'payments.account_reference',
      'payments.settled_at',
      'payments.created_at',
    ])
    .execute();
  return rows.filter((r) => accountNumberOf(r.account_reference) === number);
}

export async function insertEntry(db: Db, row: Database['trade_entries']): Promise<void> {
  await db.insertInto('trade_entries').values(row).execute();
}

/** Every trade account with its holder's name and e-mail, by number (the owner's list). */
export async function listAccounts(db: Db) {
  return db
    .selectFrom('trade_accounts')
    .innerJoin('users', 'users.id', 'trade_accounts.user_id')
    .selectAll('trade_accounts')
    .select(['users.username', 'users.email'])
    .orderBy('trade_accounts.number')
    .limit(500)
    .execute();
}
