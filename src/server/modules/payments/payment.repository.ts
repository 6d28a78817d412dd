import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';

// SQL of payments, nothing else: the rules live in payment.service.ts.

type Db = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Database['payments'];

/** Statuses whose money reached the shop (counted against what an order owes). */
export const RECEIVED = ['paid', 'amount-differs'] as const;

export async function insertPayment(db: Db, row: PaymentRow): Promise<void> {
  await db.insertInto('payments').values(row).execute();
}

export async function findPayment(
  db: Db,
  id: string,
  lock = false,
): Promise<PaymentRow | undefined> {
  let q = db.selectFrom('payments').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** An unreadable payment already kept with this note (a repeated callback adds nothing). */
export async function findUnreadable(db: Db, note: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'unreadable')
    .where('note', '=', note)
    .executeTakeFirst();
}

export async function findPaymentByCheckout(
  db: Db,
  checkoutRequestId: string,
  lock: boolean,
): Promise<PaymentRow | undefined> {
  let q = db
    .selectFrom('payments')
    .selectAll()
    .where('checkout_request_id', '=', checkoutRequestId);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function listPaymentsOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Whole shillings the order has received, leaving one payment out (the one being settled). */
export async function receivedForOrder(db: Db, orderId: string, except?: string): Promise<number> {
  let q = db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('order_id', '=', orderId)
    .where('status', 'in', [...RECEIVED]);
  if (except) q = q.where('id', '!=', except);
  const row = await q.executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * Moves a payment on only from the status it was read in; returns whether it moved. Twenty
 * callbacks for one prompt at once: the first moves it, the others find it moved.
 */
export async function settlePayment(
  db: Db,
  id: string,
  from: string,
  fields: Partial<Omit<PaymentRow, 'id' | 'created_at'>>,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set(fields)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updatePayment(
  db: Db,
  id: string,
  fields: Partial<Omit<PaymentRow, 'id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('payments').set(fields).where('id', '=', id).execute();
}

export async function deletePayment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('payments').where('id', '=', id).execute();
}

export async function listPayments(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: (PaymentRow & { reference: string | null })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('payments')
      .leftJoin('orders', 'orders.id', 'payments.order_id')
      .selectAll('payments')
      .select('orders.reference')
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The order a payment belongs to, as payments need it (status, total). Inside a transaction on
 * PostgreSQL its row is locked (FOR UPDATE) until the transaction ends, so two payments settling
 * against one order at once read what it owes one after the other, and the second sees the first
 * (SQLite runs one write transaction at a time and has no FOR UPDATE).
 */
export async function findOrderForPayment(
  db: Db,
  by: { id: string } | { reference: string },
): Promise<{ id: string; reference: string; status: string; total: number } | undefined> {
  let q = db.selectFrom('orders').select(['id', 'reference', 'status', 'total']);
  q = 'id' in by ? q.where('id', '=', by.id) : q.where('reference', '=', by.reference);
  if (db.isTransaction && isPostgres(db)) q = q.forUpdate();
  return q.executeTakeFirst();
}
