import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

// SQL of stock: which variants are low.

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one low-stock rule, in SQL, per variant (DESIGN decision 46): an active variant whose
 * counted stock is at or below its set reorder level (both in thousandths of its stock unit). A
 * variant whose stock or reorder level the shop does not keep is never low.
 */
function lowVariants(db: Db) {
  return db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .where('variants.active', '=', 1)
    .where('variants.on_hand', 'is not', null)
    .where('variants.reorder_level', 'is not', null)
    .whereRef('variants.on_hand', '<=', 'variants.reorder_level');
}

export async function countLow(db: Db): Promise<number> {
  const row = await lowVariants(db)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns bigint counts as strings.
  return Number(row.n);
}

/** Low variants, lowest stock first; only those of the products in `ids` when given. */
export async function listLow(db: Db, options: { limit?: number; ids?: string[] } = {}) {
  if (options.ids?.length === 0) return [];
  let query = lowVariants(db).select([
    'products.id as product_id',
    'products.name',
    'variants.id as variant_id',
    'variants.sku',
    'variants.options',
    'variants.stock_unit',
    'variants.on_hand',
    'variants.reorder_level',
  ]);
  if (options.ids) query = query.where('products.id', 'in', options.ids);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query
    .orderBy('variants.on_hand')
    .orderBy('products.name')
    .orderBy('variants.position')
    .execute();
}

/** The option names of these products, in their order: a variant's title is its values in it. */
export async function optionNames(db: Db, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_options')
    .select(['product_id', 'name'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}
