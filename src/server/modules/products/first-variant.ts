import type { Kysely, Transaction } from 'kysely';
import type { ProductValues } from '#shared/product-fields.js';
import { UNITS, unitOf } from '#shared/units.js';
import type { Database } from '../../db/database.js';
import { ConflictError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { setCount } from '../stock/stock-ledger.js';

// The product form, its quick edits and the CSV import still write a product's own fields (sku,
// price, discount, stock, reorder level, unit): those are its first variant's (DESIGN decision
// 40). Every such write brings the first variant along in the same transaction, so the variant,
// its default sell unit and the stock ledger never disagree with the product row. A product made
// this way has one variant sold in its own unit; a stock typed in the form is a count.

type Db = Kysely<Database> | Transaction<Database>;

/** Runs `work` in the caller's transaction, or in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) {
  return db.isTransaction
    ? work(db as Transaction<Database>)
    : db.transaction().execute((trx) => work(trx));
}

/** A unit's default rule: whole units one at a time, measures a tenth at a time. */
export function defaultRule(unit: string) {
  const whole = UNITS[unitOf(unit)].whole;
  return { decimals: whole ? 0 : 1, min_qty: whole ? 1000 : 100, step: whole ? 1000 : 100 };
}

/**
 * A stock held in one unit cannot be relabelled as another (120 bags are not 120 kg): as the
 * variants route does, the unit changes only once the stock is counted to 0, which the same
 * save may do (stock 0 in the form).
 */
function refuseUnitOfHeldStock(
  variant: { sku: string; on_hand: number | string | null; stock_unit: string },
  values: ProductValues,
) {
  const holding = variant.on_hand !== null && Number(variant.on_hand) !== 0;
  if (!holding || variant.stock_unit === values.unit || values.stock === 0) return;
  throw new ConflictError(
    `Variant ${variant.sku} holds stock in ${variant.stock_unit}: count it to 0 before changing its stock unit.`,
    'STOCK_UNIT_LOCKED',
  ).with({ sku: variant.sku, unit: variant.stock_unit });
}

export async function syncFirstVariant(
  trx: Transaction<Database>,
  productId: string,
  values: ProductValues,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const variant = await trx
    .selectFrom('variants')
    .select(['id', 'sku', 'on_hand', 'stock_unit'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  const reorderLevel = values.reorderLevel === null ? null : Math.round(values.reorderLevel * 1000);
  let variantId: string;
  if (!variant) {
    variantId = newId();
    await trx
      .insertInto('variants')
      .values({
        id: variantId,
        product_id: productId,
        position: 0,
        sku: values.sku,
        options: '{}',
        combo_key: '',
        price: values.price,
        discount: values.discount,
        stock_unit: values.unit,
        on_hand: null,
        reorder_level: reorderLevel,
        active: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('sell_units')
      .values({
        id: newId(),
        variant_id: variantId,
        position: 0,
        unit: values.unit,
        label: null,
        price: values.price,
        discount: null,
        per_unit: 1_000_000,
        ...defaultRule(values.unit),
        is_default: 1,
      })
      .execute();
  } else {
    variantId = variant.id;
    refuseUnitOfHeldStock(variant, values);
    await trx
      .updateTable('variants')
      .set({
        sku: values.sku,
        price: values.price,
        discount: values.discount,
        stock_unit: values.unit,
        reorder_level: reorderLevel,
        updated_at: at,
      })
      .where('id', '=', variantId)
      .execute();
    // The sell unit that is the stock unit itself follows the form's unit and price.
    await trx
      .updateTable('sell_units')
      .set({ unit: values.unit, price: values.price })
      .where('variant_id', '=', variantId)
      .where('unit', '=', variant.stock_unit)
      .where('per_unit', '=', 1_000_000)
      .execute();
  }
  // The form shows whole units of a counted stock: an unchanged number keeps any fraction.
  const shown = variant?.on_hand == null ? null : Math.floor(Number(variant.on_hand) / 1000);
  if (variant && shown === values.stock) return;
  if (!variant && values.stock === null) return;
  await setCount(
    trx,
    variantId,
    values.stock === null ? null : Math.round(values.stock * 1000),
    now,
    {
      reason: variant ? 'Stock set on the product form' : 'Opening balance',
    },
  );
}
