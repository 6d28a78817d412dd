import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { ConflictError } from '../../lib/errors.js';
import { countLow, findStockFacts, listLow, putBackStock, takeStock } from './stock.repository.js';

// The rules of stock: an order's lines are taken all or none, put back exactly as taken, and a
// product is low when its counted stock is at or below its reorder level (the one rule, in
// stock.repository.ts, that the dashboard, the order mail and the morning digest all read).

export interface LowStockItem {
  id: string;
  sku: string;
  name: string;
  stock: number;
  reorderLevel: number;
}

/** A line as stock sees it: what it sold and how much it took (0 until confirmed). */
export interface StockLine {
  id: string;
  product_id: string | null;
  name: string;
  qty: number;
  stock_taken: number;
}

/** Price, status and stock of these products, for pricing an order. */
export function stockFacts(db: Kysely<Database> | Transaction<Database>, ids: string[]) {
  return findStockFacts(db, ids);
}

/** Low products, lowest stock first: all, the first `limit`, or those among `ids`. */
export async function lowStock(
  db: Kysely<Database>,
  options: { limit?: number; ids?: string[] } = {},
): Promise<LowStockItem[]> {
  const rows = await listLow(db, options);
  return rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    name: r.name,
    stock: Number(r.stock),
    reorderLevel: Number(r.reorder_level),
  }));
}

export function countLowStock(db: Kysely<Database>): Promise<number> {
  return countLow(db);
}

/**
 * Takes every line from stock or none: a short line throws, the caller's transaction rolls back,
 * and the message names the item. Products are updated in id order so two confirmations never
 * wait on each other's rows in opposite orders. Returns how much each line took, by line id.
 */
export async function takeLines(
  trx: Transaction<Database>,
  lines: StockLine[],
  now: Date,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  const sorted = [...lines].sort((a, b) => (a.product_id ?? '').localeCompare(b.product_id ?? ''));
  const ids = sorted.flatMap((l) => (l.product_id === null ? [] : [l.product_id]));
  const facts = new Map((await findStockFacts(trx, ids)).map((p) => [p.id, p]));
  for (const line of sorted) {
    const product = line.product_id === null ? undefined : facts.get(line.product_id);
    // A line without a product (priced by its text in a quote), a product deleted since, or one
    // whose stock the shop does not count has nothing to take.
    if (!product || product.stock === null || line.product_id === null) {
      taken.set(line.id, 0);
      continue;
    }
    if (!(await takeStock(trx, line.product_id, line.qty, now))) {
      const left = (await findStockFacts(trx, [line.product_id]))[0]?.stock ?? 0;
      throw new ConflictError(
        `Not enough ${line.name} in stock to confirm: ${left} left, this order needs ${line.qty}.`,
        'NOT_ENOUGH_STOCK',
      );
    }
    taken.set(line.id, line.qty);
  }
  return taken;
}

/** Puts back what each line took (a cancelled confirmation). */
export async function putBackLines(trx: Transaction<Database>, lines: StockLine[], now: Date) {
  for (const line of lines) {
    if (line.stock_taken > 0 && line.product_id !== null)
      await putBackStock(trx, line.product_id, line.stock_taken, now);
  }
}
