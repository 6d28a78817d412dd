import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { addDays, shopDay } from '#shared/quote-limits.js';
import type {
  AccountOrder,
  AccountOrderState,
  OpenAccountInput,
  Statement,
  TradeAccount,
  TradeAccountRow,
} from '#shared/trade.schema.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { OrderDeps } from '../orders/order.service.js';
import { ageing, isOnHold, owed, statementOf } from './trade.ledger.js';
import {
  accountById,
  accountOfUser,
  decideAccountOrder,
  insertAccount,
  insertAccountOrder,
  insertEntry,
  ledgerOf,
  listAccountOrders,
  listAccounts,
  lockAccount,
  openOrdersTotal,
  unchargedShipped,
  unrecordedPayments,
  type AccountRow,
} from './trade.repository.js';

// Trade accounts (DESIGN decision 56, docs/decisions/150-trade-accounts.md). The ledger is
// brought up to date before every read and after every write that could change it: a charge for
// each accepted account order whose goods have left (due that Nairobi day plus the terms), and a
// payment for each paid paybill payment to the account's number. Both are keyed (one charge per
// order, one entry per payment), so bringing it up to date twice, or from two servers, posts once.

type Deps = Pick<OrderDeps, 'db' | 'clock' | 'config'>;
type Db = OrderDeps['db'] | Transaction<Database>;

const NUMBER_TRIES = 5;

export const noAccount = () =>
  new NotFoundError('You have no trade account with the shop.', 'NO_TRADE_ACCOUNT');

/** Opens a customer's account under a fresh number ('TA' and six digits: a paybill account). */
export async function openAccount(
  deps: Deps,
  input: OpenAccountInput,
  by: string,
): Promise<TradeAccount> {
  let q = deps.db.selectFrom('users').select('id');
  q = input.userId
    ? q.where('id', '=', input.userId)
    : q.where('email_normalized', '=', (input.email ?? '').toLowerCase());
  const user = await q.executeTakeFirst();
  if (!user) throw new NotFoundError('Customer not found.').with({ why: 'customer' });
  if (await accountOfUser(deps.db, user.id))
    throw new ConflictError('This customer already has a trade account.', 'ACCOUNT_EXISTS');
  const now = deps.clock.now().toISOString();
  for (let attempt = 1; ; attempt += 1) {
    const row: AccountRow = {
      id: newId(),
      user_id: user.id,
      number: `TA${randomInt(100_000, 1_000_000)}`,
      credit_limit: input.creditLimit,
      terms_days: input.termsDays,
      overrun_pct: input.overrunPct,
      opened_by: by,
      created_at: now,
      updated_at: now,
    };
    try {
      await insertAccount(deps.db, row);
      return accountView(deps, row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NUMBER_TRIES) throw error;
      // A second open at once for the same customer: the first stands.
      if (await accountOfUser(deps.db, user.id))
        throw new ConflictError('This customer already has a trade account.', 'ACCOUNT_EXISTS');
    }
  }
}

/** Posts what is due on the account: charges for goods that left, paybill payments received. */
export async function bringUpToDate(db: Db, account: AccountRow, clock: Deps['clock']) {
  const now = clock.now().toISOString();
  const post = async (row: Database['trade_entries']) => {
    try {
      await insertEntry(db, row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // Posted meanwhile by another request.
    }
  };
  for (const order of await unchargedShipped(db, account.id)) {
    const day = shopDay(new Date(order.left_at ?? now));
    await post({
      id: newId(),
      account_id: account.id,
      kind: 'charge',
      amount: Number(order.total),
      order_id: order.id,
      payment_id: null,
      reference: order.reference,
      day,
      due_day: addDays(day, account.terms_days),
      created_at: order.left_at ?? now,
    });
  }
  for (const payment of await unrecordedPayments(db, account.number)) {
    const at = payment.settled_at ?? payment.created_at;
    await post({
      id: newId(),
      account_id: account.id,
      kind: 'payment',
      amount: Number(payment.amount),
      order_id: null,
      payment_id: payment.id,
      reference: payment.receipt,
      day: shopDay(new Date(at)),
      due_day: null,
      created_at: at,
    });
  }
}

/**
 * The account as its holder and staff read it, the ledger brought up to date first (`post`; an
 * order's transaction only reads, so a key clash with another server never aborts it).
 */
export async function accountView(deps: Deps, account: AccountRow, db: Db = deps.db, post = true) {
  if (post) await bringUpToDate(db, account, deps.clock);
  const [entries, open] = await Promise.all([
    ledgerOf(db, account.id),
    openOrdersTotal(db, account.id),
  ]);
  const limit = Number(account.credit_limit);
  const ceiling = Math.floor((limit * (100 + account.overrun_pct)) / 100);
  const due = owed(entries);
  return {
    _id: account.id,
    userId: account.user_id,
    number: account.number,
    creditLimit: limit,
    termsDays: account.terms_days,
    overrunPct: account.overrun_pct,
    owed: due,
    openOrders: open,
    available: Math.max(0, ceiling - due - open),
    onHold: isOnHold(entries, shopDay(deps.clock.now()), deps.config.tradeHoldAfterDays),
  } satisfies TradeAccount;
}

export async function myAccount(deps: Deps, userId: string): Promise<TradeAccount> {
  const account = await accountOfUser(deps.db, userId);
  if (!account) throw noAccount();
  return accountView(deps, account);
}

/** The statement of `from`..`to` (Nairobi days; the last 30 days when left out). */
export async function statementFor(
  deps: Deps,
  account: AccountRow,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<Statement> {
  const view = await accountView(deps, account);
  const today = shopDay(deps.clock.now());
  const to = range.to ?? today;
  const from = range.from ?? addDays(to, -30);
  const entries = await ledgerOf(deps.db, account.id);
  return {
    account: view,
    from,
    to,
    ...statementOf(entries, from, to),
    ageing: ageing(entries, today),
  };
}

/**
 * Weighs an account order inside the order's own transaction, the account's row locked first:
 * accepted while owed + open account orders + this one stays within limit x (1 + overrun),
 * otherwise saved awaiting the owner's approval (never refused). An account on hold takes none.
 */
export async function weighAccountOrder(
  deps: Deps,
  trx: Transaction<Database>,
  account: AccountRow,
  order: { id: string; total: number },
): Promise<AccountOrderState> {
  await lockAccount(trx, account.id);
  const view = await accountView(deps, account, trx, false);
  if (view.onHold) throw onHold();
  const state: AccountOrderState = order.total <= view.available ? 'accepted' : 'awaiting';
  await insertAccountOrder(trx, {
    order_id: order.id,
    account_id: account.id,
    state,
    amount: order.total,
    decided_by: state === 'accepted' ? 'the credit limit' : null,
    reason: null,
    created_at: deps.clock.now().toISOString(),
    decided_at: state === 'accepted' ? deps.clock.now().toISOString() : null,
  });
  return state;
}

export const onHold = () =>
  new ConflictError(
    'Your trade account is on hold because a charge is overdue. Please pay your balance, or choose another way to pay.',
    'ACCOUNT_ON_HOLD',
  );

/** The owner approves an order awaiting approval, or declines it with a reason. */
export async function decideOrder(
  deps: Deps,
  reference: string,
  decision: { decision: 'approve' | 'decline'; reason: string },
  by: string,
): Promise<AccountOrder> {
  const order = await deps.db
    .selectFrom('orders')
    .select(['id', 'reference'])
    .where('reference', '=', reference.trim().toUpperCase())
    .executeTakeFirst();
  if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  const decided = await deps.db.transaction().execute(async (trx) =>
    decideAccountOrder(trx, order.id, {
      state: decision.decision === 'approve' ? 'accepted' : 'declined',
      decided_by: by,
      reason: decision.reason || null,
      decided_at: deps.clock.now().toISOString(),
    }),
  );
  if (!decided)
    throw new ConflictError(
      'This order is not waiting for approval.',
      'ACCOUNT_ORDER_NOT_AWAITING',
    );
  const [row] = (await accountOrders(deps, undefined)).filter(
    (o) => o.reference === order.reference,
  );
  return row!;
}

/** The holder's own order on account, as its order page tells it ('Awaiting approval'). */
export async function myAccountOrder(
  deps: Deps,
  userId: string,
  reference: string,
): Promise<AccountOrder> {
  const [row] = await accountOrders(deps, undefined, {
    reference: reference.trim().toUpperCase(),
    userId,
  });
  if (!row) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
  return row;
}

export async function accountOrders(
  deps: Deps,
  state: AccountOrderState | undefined,
  only?: { reference: string; userId: string },
): Promise<AccountOrder[]> {
  const rows = await listAccountOrders(deps.db, state, only);
  return rows.map((r) => ({
    reference: r.reference,
    state: r.state as AccountOrderState,
    amount: Number(r.amount),
    reason: r.reason,
    decidedBy: r.decided_by,
    createdAt: r.created_at,
    accountNumber: r.number,
    customerName: r.customer_name,
    customerId: r.user_id,
  }));
}

/** The owner's list of trade accounts, each brought up to date as its page would be. */
export async function tradeAccounts(deps: Deps): Promise<TradeAccountRow[]> {
  const rows = await listAccounts(deps.db);
  const out: TradeAccountRow[] = [];
  for (const { username, email, ...account } of rows)
    out.push({ ...(await accountView(deps, account)), customerName: username || email, email });
  return out;
}

export { accountById, accountOfUser };
