import type { Kysely } from 'kysely';
import { PRODUCT_STATUSES, type ProductStatus } from '#shared/constants.js';
import {
  PRODUCT_FIELD_KINDS,
  PRODUCT_FIELDS,
  type ProductField,
  type ProductValues,
} from '#shared/product-fields.js';
import type { Database, SnakeCase } from '../../db/database.js';

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
  let query = db.selectFrom('products').select('id').where('sku', '=', sku);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertProductRow(
  db: Kysely<Database>,
  id: string,
  values: ProductValues,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('products')
    .values({ id, ...columns(values), created_at: at, updated_at: at })
    .execute();
}

export async function updateProductRow(
  db: Kysely<Database>,
  id: string,
  values: ProductValues,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...columns(values), updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
