import type { Transaction } from 'kysely';
import { QTY_SCALE } from '#shared/quantity.js';
import { unitOf } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { ConflictError } from '../../lib/errors.js';
import { firstVariantId, moveStock } from '../stock/stock-ledger.js';
import { lineName } from './line-pricing.js';
import { stockAmount } from './order.pricing.js';
import { setStockTaken, type OrderItemRow } from './order.repository.js';

// An order's stock (DESIGN decisions 45-46): confirming takes each line's own `stock_quantity`
// (thousandths of its stock unit, fixed when it was ordered) from the line's variant as a 'sale'
// movement in the ledger; cancelling a confirmed order puts back exactly what was taken as a
// 'cancel'. All lines or none: a short line throws, the caller's transaction rolls back, and the
// message names the item and its variant. `stock_taken` keeps whole units taken (a part unit
// counts as one), so a line that took nothing (stock not counted) is never put back.

/** What the line takes, in thousandths of its stock unit (a line of the previous release: qty). */
const stockQuantityOf = (line: OrderItemRow) => Number(line.stock_quantity) || line.qty * QTY_SCALE;

function variantOf(trx: Transaction<Database>, line: OrderItemRow): Promise<string | null> {
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

/** 'Not enough X (Y12) in stock to confirm: 100 left, this order needs 234.' ('1.5 m' for measures). */
function shortValues(line: OrderItemRow, left: number) {
  const unit = unitOf(line.stock_unit);
  return {
    name: lineName(line, line.variant_title),
    left: stockAmount(left, unit),
    needs: stockAmount(stockQuantityOf(line), unit),
  };
}

function shortMessage({ name, left, needs }: ReturnType<typeof shortValues>): string {
  return `Not enough ${name} in stock to confirm: ${left} left, this order needs ${needs}.`;
}

/**
 * Takes every line of a confirmed order from stock, or none. Variants are updated in id order so
 * two confirmations never wait on each other's rows in opposite orders.
 */
export async function takeOrderStock(
  trx: Transaction<Database>,
  lines: OrderItemRow[],
  now: Date,
  by: string | null,
): Promise<void> {
  const withVariant = await Promise.all(
    lines.map(async (line) => ({ line, variantId: await variantOf(trx, line) })),
  );
  withVariant.sort((a, b) => (a.variantId ?? '').localeCompare(b.variantId ?? ''));
  for (const { line, variantId } of withVariant) {
    // A line priced by its text (a quote), a variant deleted since, or one whose stock the shop
    // does not count has nothing to take.
    if (variantId === null) continue;
    const quantity = stockQuantityOf(line);
    const balance = await moveStock(
      trx,
      {
        variantId,
        kind: 'sale',
        quantity: -quantity,
        orderId: line.order_id,
        by: { id: null, name: by },
      },
      now,
      { onlyIfEnough: true },
    );
    if (balance !== null) {
      await setStockTaken(trx, line.id, Math.ceil(quantity / QTY_SCALE));
      continue;
    }
    const left = await onHandOf(trx, variantId);
    if (left === null) continue;
    const short = shortValues(line, left);
    throw new ConflictError(shortMessage(short), 'NOT_ENOUGH_STOCK').with({
      why: 'confirm',
      name: short.name,
      left: short.left,
      needs: short.needs,
    });
  }
}

/** Puts back what each line of a cancelled confirmation took, as 'cancel' movements. */
export async function putBackOrderStock(
  trx: Transaction<Database>,
  lines: OrderItemRow[],
  now: Date,
  by: string | null,
): Promise<void> {
  for (const line of lines) {
    if (line.stock_taken <= 0) continue;
    const variantId = await variantOf(trx, line);
    if (variantId === null) continue;
    await moveStock(
      trx,
      {
        variantId,
        kind: 'cancel',
        quantity: stockQuantityOf(line),
        orderId: line.order_id,
        by: { id: null, name: by },
      },
      now,
    );
  }
}

/**
 * Puts back `quantity` (thousandths of the stock unit) of a line's goods returned whole, as a
 * 'return' movement with the return's reason (docs/decisions/174-returns.md). A line that took no
 * stock (priced by its text, not counted) puts nothing back. Answers what went back.
 */
export async function putBackReturned(
  trx: Transaction<Database>,
  line: OrderItemRow,
  quantity: number,
  now: Date,
  by: string | null,
  reason: string,
): Promise<number> {
  if (quantity <= 0 || line.stock_taken <= 0) return 0;
  const variantId = await variantOf(trx, line);
  if (variantId === null) return 0;
  const balance = await moveStock(
    trx,
    {
      variantId,
      kind: 'return',
      quantity,
      reason,
      orderId: line.order_id,
      by: { id: null, name: by },
    },
    now,
  );
  return balance === null ? 0 : quantity;
}
