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
