import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { ConflictError } from '../../lib/errors.js';
import { countLow, findStockFacts, listLow } from './stock.repository.js';
import { firstVariantId, moveStock } from './stock-ledger.js';

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
  order_id: string;
  product_id: string | null;
  /** Null for lines made before variants: the product's first variant. */
  variant_id: string | null;
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
 * and the message names the item. Variants are updated in id order so two confirmations never
 * wait on each other's rows in opposite orders. Each take is a 'sale' movement in the ledger.
 * Returns how much each line took (whole units of the line), by line id.
 */
export async function takeLines(
  trx: Transaction<Database>,
  lines: StockLine[],
  now: Date,
  by: string | null = null,
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  const withVariant = await Promise.all(
    lines.map(async (line) => ({ line, variantId: await variantOf(trx, line) })),
  );
  withVariant.sort((a, b) => (a.variantId ?? '').localeCompare(b.variantId ?? ''));
  for (const { line, variantId } of withVariant) {
    // A line without a product (priced by its text in a quote), a product deleted since, or one
    // whose stock the shop does not count has nothing to take.
    const balance =
      variantId === null
        ? null
        : await moveStock(
            trx,
            {
              variantId,
              kind: 'sale',
              quantity: -line.qty * 1000,
              orderId: line.order_id,
              by: { id: null, name: by },
            },
            now,
            { onlyIfEnough: true },
          );
    if (balance !== null) {
      taken.set(line.id, line.qty);
      continue;
    }
    const left = variantId === null ? null : await onHandOf(trx, variantId);
    if (left === null) {
      taken.set(line.id, 0);
      continue;
    }
    throw new ConflictError(
      `Not enough ${line.name} in stock to confirm: ${Math.floor(left / 1000)} left, this order needs ${line.qty}.`,
      'NOT_ENOUGH_STOCK',
    );
  }
  return taken;
}

/** Puts back what each line took (a cancelled confirmation), as 'cancel' movements. */
export async function putBackLines(
  trx: Transaction<Database>,
  lines: StockLine[],
  now: Date,
  by: string | null = null,
) {
  for (const line of lines) {
    if (line.stock_taken <= 0) continue;
    const variantId = await variantOf(trx, line);
    if (variantId === null) continue;
    await moveStock(
      trx,
      {
        variantId,
        kind: 'cancel',
        quantity: line.stock_taken * 1000,
        orderId: line.order_id,
        by: { id: null, name: by },
      },
      now,
    );
  }
}

function variantOf(trx: Transaction<Database>, line: StockLine): Promise<string | null> {
  if (line.variant_id !== null) return Promise.resolve(line.variant_id);
  return line.product_id === null ? Promise.resolve(null) : firstVariantId(trx, line.product_id);
}

async function onHandOf(trx: Transaction<Database>, variantId: string): Promise<number | null> {
  const row = await trx
    .selectFrom('variants')
    .select('on_hand')
    .where('id', '=', variantId)
    .executeTakeFirst();
  return row?.on_hand === undefined || row.on_hand === null ? null : Number(row.on_hand);
}
