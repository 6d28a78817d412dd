import type { Kysely } from 'kysely';
import type { ProductValues } from '#shared/product-fields.js';
import type { Database } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { insertProductRow } from '../modules/products/product.repository.js';
import { firstVariantId, setCount } from '../modules/stock/stock-ledger.js';

// Rows tests need, each field filled once here and stored by the app's own repository: a new
// product column touches product-fields.ts and this file, not every test.

/** Every field of a product as the admin form holds it: empty, in stock, in Cement. */
export function productFields(overrides: Partial<ProductValues> = {}): ProductValues {
  return {
    sku: '',
    name: '',
    category: 'Cement',
    brand: null,
    unit: 'piece',
    size: null,
    price: null,
    discount: null,
    stock: null,
    reorderLevel: null,
    supplierName: null,
    supplierContact: null,
    location: null,
    description: null,
    isFeatured: false,
    status: 'In Stock',
    paymentPlan: null,
    tags: [],
    amenities: [],
    ...overrides,
  };
}

/**
 * A product on sale, KSh 800 a bag with 10 counted unless `fields` says otherwise (stock null: not
 * counted), saved at `now`; returns its id.
 */
export async function insertProduct(
  db: Kysely<Database>,
  fields: Partial<ProductValues> = {},
  now = new Date(),
): Promise<string> {
  const id = newId();
  const values = productFields({
    sku: `SKU-${id.slice(0, 8)}`,
    name: `Cement ${id.slice(0, 4)}`,
    unit: 'bag',
    price: 800,
    stock: 10,
    ...fields,
  });
  await insertProductRow(db, id, values, now);
  return id;
}

/** Sets a product's counted stock as a shelf count would (null: not counted), through the ledger. */
export async function countStock(
  db: Kysely<Database>,
  productId: string,
  units: number | null,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const variantId = await firstVariantId(trx, productId);
    if (!variantId) throw new Error(`no variant for product ${productId}`);
    await setCount(trx, variantId, units === null ? null : units * 1000, now);
  });
}

/** A product's stock on hand in whole units of its stock unit, as countStock sets it. */
export async function onHandOf(db: Kysely<Database>, productId: string): Promise<number> {
  const row = await db
    .selectFrom('variants')
    .select('on_hand')
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.on_hand) / 1000;
}

/*
 * Y12 deformed bar by the bar and by the tonne, DESIGN decision 42's example: 93.747 bars in a
 * tonne, so 2.5 t takes 234 bars and is charged as 2.496 t. One payload for every test that sells
 * steel (PUT /api/products/{id}/variants takes these as they are).
 */

/** Whole bars, one at a time, at `price` a bar: the default sell unit. */
export function barUnit(price: number) {
  return {
    unit: 'bar',
    price,
    perUnit: '1',
    decimals: 0,
    min: '1',
    step: '1',
    default: true,
  };
}

/** A tonne of Y12 (93.747 bars) at `price` a tonne, to 3 decimals from half a tonne. */
export function tonneOfY12(price: number) {
  return { unit: 'tonne', price, perUnit: '93.747', decimals: 3, min: '0.5', step: '0.001' };
}

/** A Y12 variant counted in bars and sold by the bar (KSh 920) and by the tonne (KSh 170,000). */
export function y12Variant(
  fields: {
    _id?: string;
    sku?: string;
    title?: string;
    barPrice?: number;
    tonnePrice?: number;
  } = {},
) {
  const { _id, sku = 'Y12', title = 'Y12', barPrice = 920, tonnePrice = 170_000 } = fields;
  return {
    ...(_id ? { _id } : {}),
    options: { Size: title },
    sku,
    price: barPrice,
    stockUnit: 'bar',
    sellUnits: [barUnit(barPrice), tonneOfY12(tonnePrice)],
  };
}

/** A product's variants payload: Size Y12 alone, by the bar and by the tonne. */
export function y12BarAndTonne(fields: Parameters<typeof y12Variant>[0] = {}) {
  return {
    options: [{ name: 'Size', values: [fields.title ?? 'Y12'] }],
    variants: [y12Variant(fields)],
  };
}
