import type { Kysely } from 'kysely';
import { PRODUCT_STATUSES, type ProductStatus } from '#shared/constants.js';
import {
  PRODUCT_FIELD_KINDS,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductValues,
} from '#shared/product-fields.js';
import type { Database, SnakeCase } from '../../db/database.js';
import { inTransaction, syncFirstVariant } from './first-variant.js';

export type ProductRow = Database['products'];

// The products table and how a product's values are kept in it: one column per field of the
// shared field list, named as the field in snake_case; lists as JSON text, flags as 0/1.

type FieldColumn = SnakeCase<ProductField>;

function columnOf<F extends ProductField>(field: F): SnakeCase<F> {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeCase<F>;
}

/** Every column of the table, for reads that must name them. */
export const PRODUCT_COLUMNS = [
  'id',
  ...PRODUCT_FIELDS.map(columnOf),
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A row's values (a status the lists no longer hold reads as In Stock). */
export function valuesOfRow(row: ProductRow): ProductValues {
  const values = {} as Record<ProductField, unknown>;
  for (const field of PRODUCT_FIELDS) {
    const stored: unknown = row[columnOf(field)];
    const kind = PRODUCT_FIELD_KINDS[field];
    values[field] =
      kind === 'list'
        ? jsonList(String(stored))
        : kind === 'flag'
          ? stored === 1
          : kind === 'number' && stored !== null
            ? Number(stored)
            : stored;
  }
  const status = (PRODUCT_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as ProductStatus)
    : 'In Stock';
  return { ...(values as ProductValues), status };
}

function columns(values: ProductValues): Pick<ProductRow, FieldColumn> {
  const row = {} as Record<FieldColumn, unknown>;
  for (const field of PRODUCT_FIELDS) {
    const value = values[field];
    const kind = PRODUCT_FIELD_KINDS[field];
    row[columnOf(field)] =
      kind === 'list' ? JSON.stringify(value) : kind === 'flag' ? (value ? 1 : 0) : value;
  }
  return row as Pick<ProductRow, FieldColumn>;
}

/** Newest first. */
export async function listProductRows(db: Kysely<Database>): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function findProductRow(
  db: Kysely<Database>,
  id: string,
): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function skuTaken(
  db: Kysely<Database>,
  sku: string,
  exceptId?: string,
): Promise<boolean> {
  // Any case: 'y12-6m' is taken by 'Y12-6M' (the index on lower(sku) says so too).
  let query = db
    .selectFrom('variants')
    .select('product_id as id')
    .where((eb) => eb(eb.fn('lower', ['sku']), '=', eb.fn('lower', [eb.val(sku)])));
  if (exceptId) query = query.where('product_id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Inserts a product and its first variant (first-variant.ts), in one transaction. */
export async function insertProductRow(
  db: Kysely<Database>,
  id: string,
  values: ProductValues,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('products')
      .values({ id, ...columns(values), created_at: at, updated_at: at })
      .execute();
    await syncFirstVariant(trx, id, values, now);
  });
}

/** Updates a product and brings its first variant along, in one transaction. */
export async function updateProductRow(
  db: Kysely<Database>,
  id: string,
  values: ProductValues,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('products')
      .set({ ...columns(values), updated_at: now.toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await syncFirstVariant(trx, id, values, now);
    return true;
  });
}

export async function deleteProductRow(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/* ---------- what other modules read of the products ---------- */

/** A product as the quote matcher reads it: its words and price, never its stock. */
export type MatchableRow = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'name'
  | 'category'
  | 'brand'
  | 'size'
  | 'tags'
  | 'unit'
  | 'price'
  | 'discount'
  | 'status'
>;

const MATCHABLE_COLUMNS = [
  'id',
  'sku',
  'name',
  'category',
  'brand',
  'size',
  'tags',
  'unit',
  'price',
  'discount',
  'status',
] as const satisfies readonly (keyof MatchableRow)[];

/** The products after `afterId` (all, from null) in id order, at most `limit`: one slice. */
export async function matchableProductRows(
  db: Kysely<Database>,
  afterId: string | null,
  limit: number,
): Promise<MatchableRow[]> {
  let query = db.selectFrom('products').select(MATCHABLE_COLUMNS);
  if (afterId !== null) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

/** These products as the matcher reads them (a transaction may be passed). */
export async function matchableProductRowsByIds(
  db: Kysely<Database>,
  ids: string[],
): Promise<MatchableRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('products').select(MATCHABLE_COLUMNS).where('id', 'in', ids).execute();
}

/** Every product's id and last change, in id order: the sitemap's product pages. */
export async function productPageRows(
  db: Kysely<Database>,
): Promise<Pick<ProductRow, 'id' | 'updated_at'>[]> {
  return db.selectFrom('products').select(['id', 'updated_at']).orderBy('id').execute();
}
