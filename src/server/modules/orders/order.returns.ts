import type { Kysely, Transaction } from 'kysely';
import type { OrderReturn, OrderReturns, RefundMethod } from '#shared/order-return.schema.js';
import { formatQuantity, QTY_SCALE } from '#shared/quantity.js';
import { unitOf, UNITS } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import type { OrderItemRow } from './order.repository.js';

// The returns of an order (docs/decisions/174-returns.md): what came back of each line, what is
// left to come back, and the rows a return writes. Each returned part of a line takes its share of
// the line's stock quantity and of its total, rounded half-up (whole shillings; whole stock units
// when the stock unit is counted whole); the part that brings a line back in full takes exactly
// what is left, so a line returned in several parts adds up to the line, to the shilling.

type Db = Kysely<Database> | Transaction<Database>;
export type ReturnRow = Database['returns'];
export type ReturnLineRow = Database['return_lines'];

/** value x part / whole, rounded half-up, in BigInt (thousandths x shillings pass 2^53). */
export function shareOf(value: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  const num = BigInt(value) * BigInt(part) * 2n + BigInt(whole);
  return Number(num / (BigInt(whole) * 2n));
}

/** The line's sold quantity in its sell unit and in its stock unit (thousandths). */
export const soldOf = (line: OrderItemRow) => {
  const quantity = Number(line.quantity) || line.qty * QTY_SCALE;
  return { quantity, stockQuantity: Number(line.stock_quantity) || quantity };
};

export interface Returned {
  quantity: number;
  stockQuantity: number;
  amount: number;
}

/** What came back of each line so far, by order item id. */
export async function returnedByItem(db: Db, orderId: string): Promise<Map<string, Returned>> {
  const rows = await db
    .selectFrom('return_lines as l')
    .innerJoin('returns as r', 'r.id', 'l.return_id')
    .select(['l.order_item_id', 'l.quantity', 'l.stock_quantity', 'l.amount'])
    .where('r.order_id', '=', orderId)
    .execute();
  const out = new Map<string, Returned>();
  for (const r of rows) {
    const sum = out.get(r.order_item_id) ?? { quantity: 0, stockQuantity: 0, amount: 0 };
    sum.quantity += Number(r.quantity);
    sum.stockQuantity += Number(r.stock_quantity);
    sum.amount += Number(r.amount);
    out.set(r.order_item_id, sum);
  }
  return out;
}

/**
 * The stock quantity and the value of returning `quantity` (thousandths of the sell unit) of a
 * line of which `before` came back already.
 */
export function returnShare(line: OrderItemRow, before: Returned, quantity: number) {
  const sold = soldOf(line);
  if (before.quantity + quantity >= sold.quantity)
    return {
      stockQuantity: sold.stockQuantity - before.stockQuantity,
      amount: Number(line.line_total) - before.amount,
    };
  let stockQuantity = shareOf(sold.stockQuantity, quantity, sold.quantity);
  if (UNITS[unitOf(line.stock_unit)].whole)
    stockQuantity = shareOf(stockQuantity, 1, QTY_SCALE) * QTY_SCALE;
  return {
    stockQuantity: Math.min(stockQuantity, sold.stockQuantity - before.stockQuantity),
    amount: Math.min(
      shareOf(Number(line.line_total), quantity, sold.quantity),
      Number(line.line_total) - before.amount,
    ),
  };
}

/** Locks the order's row until the transaction ends, so two returns are weighed one by one. */
export async function lockOrder(trx: Transaction<Database>, orderId: string, now: Date) {
  await trx
    .updateTable('orders')
    .set({ updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .execute();
}

export async function nextReturnNumber(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('returns')
    .select((eb) => eb.fn.max('number').as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0) + 1;
}

export async function insertReturn(db: Db, row: ReturnRow, lines: ReturnLineRow[]): Promise<void> {
  await db.insertInto('returns').values(row).execute();
  await db.insertInto('return_lines').values(lines).execute();
}

/** The order page's returns: each return with its lines, and what each line has left. */
export async function orderReturns(
  db: Db,
  orderId: string,
  items: OrderItemRow[],
  onAccount: boolean,
): Promise<OrderReturns> {
  const rows = await db
    .selectFrom('returns')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('number')
    .execute();
  const lines =
    rows.length === 0
      ? []
      : await db
          .selectFrom('return_lines')
          .selectAll()
          .where(
            'return_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
  const index = new Map(items.map((item, i) => [item.id, i]));
  const left = items.map((item) => soldOf(item).quantity);
  const returns: OrderReturn[] = rows.map((r) => ({
    _id: r.id,
    number: Number(r.number),
    at: r.created_at,
    by: r.by_name,
    reason: r.reason,
    restock: Number(r.restock) === 1,
    refund: { method: r.refund_method as RefundMethod, reference: r.refund_reference },
    amount: Number(r.amount),
    lines: lines
      .filter((l) => l.return_id === r.id)
      .map((l) => {
        const i = index.get(l.order_item_id) ?? 0;
        left[i] = (left[i] ?? 0) - Number(l.quantity);
        const item = items[i]!;
        return {
          item: i,
          name: item.variant_title ? `${item.name} (${item.variant_title})` : item.name,
          unit: item.unit,
          quantity: formatQuantity(Number(l.quantity)),
          amount: Number(l.amount),
        };
      })
      .sort((a, b) => a.item - b.item),
  }));
  return { returns, returnLeft: left.map((q) => formatQuantity(Math.max(0, q))), onAccount };
}
