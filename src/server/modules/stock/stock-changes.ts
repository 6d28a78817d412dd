import type { Kysely, Transaction } from 'kysely';
import { formatQuantity } from '#shared/quantity.js';
import type {
  MovementList,
  StockChange,
  StockChangeAnswer,
  StockMovement,
} from '#shared/stock.schema.js';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { listMovements, moveStock, setCount, type MovementRow } from './stock-ledger.js';

// Staff's stock work on one variant (DESIGN decision 46): a receipt adds, a count sets what is on
// the shelf (the ledger records the difference), an adjustment adds or takes with a reason.

interface Staff {
  id: string;
  name: string;
}

function toMovement(row: MovementRow): StockMovement {
  return {
    _id: row.id,
    kind: row.kind,
    quantity: formatQuantity(row.quantity),
    balance: formatQuantity(row.balance),
    unitCost: row.unitCost,
    reason: row.reason,
    orderId: row.orderId,
    by: row.by,
    at: row.at,
  };
}

async function variantOrThrow(db: Kysely<Database> | Transaction<Database>, id: string) {
  const variant = await db
    .selectFrom('variants')
    .select(['id', 'sku', 'on_hand', 'stock_unit'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!variant) throw new NotFoundError('Variant not found.').with({ why: 'variant' });
  return variant;
}

export async function changeStock(
  db: Kysely<Database>,
  variantId: string,
  change: StockChange,
  staff: Staff | null,
  now: Date,
): Promise<StockChangeAnswer> {
  const by = staff ? { id: staff.id, name: staff.name } : null;
  const recorded = await db.transaction().execute(async (trx) => {
    const variant = await variantOrThrow(trx, variantId);
    if (change.kind === 'count') {
      // A shelf count that matches the balance records nothing.
      if (variant.on_hand !== null && Number(variant.on_hand) === change.counted) return false;
      await setCount(trx, variantId, change.counted, now, { reason: change.reason ?? null, by });
      return true;
    }
    // A receipt starts counting a variant whose stock was not counted.
    if (variant.on_hand === null) {
      if (change.kind === 'adjustment')
        throw new ConflictError(
          `The stock of ${variant.sku} is not counted yet: count it first.`,
          'STOCK_NOT_COUNTED',
        ).with({ sku: variant.sku });
      await setCount(trx, variantId, 0, now, { reason: 'Counting starts', by });
    }
    const moved = await moveStock(
      trx,
      {
        variantId,
        kind: change.kind,
        quantity: change.quantity,
        reason: change.reason ?? null,
        unitCost: change.kind === 'receipt' ? (change.unitCost ?? null) : null,
        by,
      },
      now,
      { onlyIfEnough: change.quantity < 0 },
    );
    if (moved === null)
      throw new ConflictError(
        `Only ${formatQuantity(Number(variant.on_hand))} ${variant.stock_unit} of ${variant.sku} on hand: that adjustment would go below zero.`,
        'NOT_ENOUGH_STOCK',
      ).with({
        why: 'adjust',
        left: formatQuantity(Number(variant.on_hand)),
        unit: variant.stock_unit,
        sku: variant.sku,
      });
    return true;
  });
  const after = await variantOrThrow(db, variantId);
  const [latest] = recorded ? await listMovements(db, variantId, 1) : [];
  return {
    variantId,
    onHand: after.on_hand === null ? null : formatQuantity(Number(after.on_hand)),
    unit: after.stock_unit,
    // Null when nothing was recorded (a count that matched the balance).
    movement: latest ? toMovement(latest) : null,
  };
}

/** Without paging asked for, the newest movements up to this many (the answer before paging). */
const UNPAGED_MOVEMENTS = 200;

/** A variant's movements, newest first: one page of them, with their total. */
export async function variantMovements(
  db: Kysely<Database>,
  variantId: string,
  paging: { page?: number; pageSize?: number } = {},
): Promise<MovementList> {
  const variant = await variantOrThrow(db, variantId);
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? (paging.page === undefined ? UNPAGED_MOVEMENTS : 20);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('stock_movements')
      .selectAll()
      .where('variant_id', '=', variantId)
      .orderBy('seq', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('stock_movements')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('variant_id', '=', variantId)
      .executeTakeFirst(),
  ]);
  return {
    variantId,
    sku: variant.sku,
    onHand: variant.on_hand === null ? null : formatQuantity(Number(variant.on_hand)),
    unit: variant.stock_unit,
    movements: rows.map((r) =>
      toMovement({
        id: r.id,
        kind: r.kind,
        quantity: Number(r.quantity),
        balance: Number(r.balance),
        unitCost: r.unit_cost,
        reason: r.reason,
        orderId: r.order_id,
        by: r.by_name,
        at: r.created_at,
      }),
    ),
    total: Number(count?.n ?? 0),
    page,
    pageSize,
  };
}
