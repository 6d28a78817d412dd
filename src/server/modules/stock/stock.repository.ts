import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

// SQL of stock: the only code besides the products module that reads or writes products.stock.
// The rules (take all or nothing, what counts as low) live in stock.service.ts.

type Db = Kysely<Database> | Transaction<Database>;

/** What selling a product needs to know: its price, status and counted stock. */
export type StockFacts = Pick<
  Database['products'],
  'id' | 'sku' | 'name' | 'price' | 'discount' | 'stock' | 'reorder_level' | 'status'
>;

export async function findStockFacts(db: Db, ids: string[]): Promise<StockFacts[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'price', 'discount', 'stock', 'reorder_level', 'status'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * The one low-stock rule, in SQL: a counted stock at or below a set reorder level. A product
 * whose stock or reorder level the shop does not keep is never low.
 */
function whereLow<O>(query: SelectQueryBuilder<Database, 'products', O>) {
  return query
    .where('stock', 'is not', null)
    .where('reorder_level', 'is not', null)
    .whereRef('stock', '<=', 'reorder_level');
}

export async function countLow(db: Db): Promise<number> {
  const row = await whereLow(db.selectFrom('products'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns bigint counts as strings.
  return Number(row.n);
}

/** Low products, lowest stock first; only those in `ids` when given. */
export async function listLow(db: Db, options: { limit?: number; ids?: string[] } = {}) {
  if (options.ids?.length === 0) return [];
  let query = whereLow(db.selectFrom('products')).select([
    'id',
    'sku',
    'name',
    'stock',
    'reorder_level',
  ]);
  if (options.ids) query = query.where('id', 'in', options.ids);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query.orderBy('stock').orderBy('name').execute();
}
