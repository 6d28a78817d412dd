import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { newId } from '../../lib/ids.js';

// The stock ledger (DESIGN decision 46): every change of a variant's stock is a movement written
// in the same transaction as the balance, so the sum of a variant's movements is its on_hand,
// always. The products table keeps a copy of its first variant's stock (`products.stock`, whole
// units) for the catalogue's filters and the spec's product API; it is written here and nowhere
// else. Quantities are thousandths of the variant's stock unit.

type Db = Kysely<Database> | Transaction<Database>;

export const MOVEMENT_KINDS = [
  'sale',
  'cancel',
  'return',
  'receipt',
  'count',
  'adjustment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface Movement {
  variantId: string;
  kind: MovementKind;
  /** Signed thousandths of the stock unit. */
  quantity: number;
  reason?: string | null;
  unitCost?: number | null;
  orderId?: string | null;
  by?: { id: string | null; name: string | null } | null;
}

/** The variant an order line without one takes its stock from: the product's first. */
export async function firstVariantId(db: Db, productId: string): Promise<string | null> {
  const row = await db
    .selectFrom('variants')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Moves stock and writes the movement with the balance after it, in the caller's transaction.
 * With `onlyIfEnough`, a take that would go below zero moves nothing and answers null (one
 * conditional UPDATE, so two confirmations racing for the last bars cannot both pass). A variant
 * whose stock is not counted moves nothing either. Answers the new balance.
 */
export async function moveStock(
  trx: Transaction<Database>,
  movement: Movement,
  now: Date,
  options: { onlyIfEnough?: boolean } = {},
): Promise<number | null> {
  let update = trx
    .updateTable('variants')
    .set((eb) => ({
      on_hand: eb('on_hand', '+', movement.quantity),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', movement.variantId)
    .where('on_hand', 'is not', null);
  if (options.onlyIfEnough) update = update.where('on_hand', '>=', -movement.quantity);
  const row = await update.returning(['on_hand', 'product_id', 'position']).executeTakeFirst();
  if (!row || row.on_hand === null) return null;
  await writeMovement(trx, movement, Number(row.on_hand), now);
  if (row.position === 0) await copyToProduct(trx, row.product_id, Number(row.on_hand), now);
  return Number(row.on_hand);
}

/**
 * Sets a counted balance (a shelf count, or the product form's Stock): the movement is the
 * difference. `counted` null stops counting: the balance goes to zero and on_hand to null.
 */
export async function setCount(
  trx: Transaction<Database>,
  variantId: string,
  counted: number | null,
  now: Date,
  details: Pick<Movement, 'reason' | 'by'> = {},
): Promise<void> {
  let read = trx
    .selectFrom('variants')
    .select(['on_hand', 'product_id', 'position'])
    .where('id', '=', variantId);
  // PostgreSQL: hold the row until the count is written, so a sale in between cannot be counted
  // over. SQLite runs one write transaction at a time, and has no FOR UPDATE.
  if (isPostgres(trx)) read = read.forUpdate();
  const current = await read.executeTakeFirst();
  if (!current) return;
  const before = current.on_hand === null ? 0 : Number(current.on_hand);
  const after = counted ?? 0;
  if (current.on_hand !== null && counted !== null && before === after) return;
  if (current.on_hand === null && counted === null) return;
  await trx
    .updateTable('variants')
    .set({ on_hand: counted, updated_at: now.toISOString() })
    .where('id', '=', variantId)
    .execute();
  await writeMovement(
    trx,
    { variantId, kind: 'count', quantity: after - before, ...details },
    after,
    now,
  );
  if (current.position === 0) await copyToProduct(trx, current.product_id, counted, now);
}

async function writeMovement(
  trx: Transaction<Database>,
  movement: Movement,
  balance: number,
  now: Date,
): Promise<void> {
  // The variant's row is already locked by this transaction's update, so no other writer can
  // take the same number.
  const last = await trx
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('variant_id', '=', movement.variantId)
    .executeTakeFirst();
  await trx
    .insertInto('stock_movements')
    .values({
      id: newId(),
      variant_id: movement.variantId,
      seq: Number(last?.seq ?? 0) + 1,
      kind: movement.kind,
      quantity: movement.quantity,
      balance,
      unit_cost: movement.unitCost ?? null,
      reason: movement.reason ?? null,
      order_id: movement.orderId ?? null,
      by_user_id: movement.by?.id ?? null,
      by_name: movement.by?.name ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The products table's copy of its first variant's stock, in whole units (rounded down). */
export async function copyToProduct(
  trx: Transaction<Database>,
  productId: string,
  onHand: number | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({
      stock: onHand === null ? null : Math.floor(onHand / 1000),
      updated_at: now.toISOString(),
    })
    .where('id', '=', productId)
    .execute();
}

export interface MovementRow {
  id: string;
  kind: string;
  quantity: number;
  balance: number;
  unitCost: number | null;
  reason: string | null;
  orderId: string | null;
  by: string | null;
  at: string;
}

/** A variant's movements, newest first. */
export async function listMovements(
  db: Db,
  variantId: string,
  limit = 200,
): Promise<MovementRow[]> {
  const rows = await db
    .selectFrom('stock_movements')
    .selectAll()
    .where('variant_id', '=', variantId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    quantity: Number(r.quantity),
    balance: Number(r.balance),
    unitCost: r.unit_cost,
    reason: r.reason,
    orderId: r.order_id,
    by: r.by_name,
    at: r.created_at,
  }));
}
