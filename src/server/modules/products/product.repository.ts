import type { Kysely } from 'kysely';
import type { Product, ProductInput } from '../../../shared/product.schema.js';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../shared/constants.js';
import type { Database } from '../../db/database.js';

type ProductRow = Database['products'];

/** What a row is written from: the parsed form, except that the demo seed may leave a price out. */
export type ProductFields = Omit<ProductInput, 'price'> & { price: number | null };

function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toProduct(row: ProductRow, images: string[]): Product {
  const status = (PRODUCT_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as ProductStatus)
    : 'In Stock';
  return {
    _id: row.id,
    sku: row.sku,
    name: row.name,
    category: row.category,
    brand: row.brand,
    unit: row.unit,
    size: row.size,
    price: row.price === null ? null : Number(row.price),
    discount: row.discount === null ? null : Number(row.discount),
    stock: row.stock,
    reorderLevel: row.reorder_level,
    supplier: { name: row.supplier_name, contact: row.supplier_contact },
    location: row.location,
    description: row.description,
    tags: jsonList(row.tags),
    isFeatured: row.is_featured === 1,
    status,
    paymentPlan: row.payment_plan,
    amenities: jsonList(row.amenities),
    image: images[0] ?? null,
    images,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(input: ProductFields) {
  return {
    sku: input.sku,
    name: input.name,
    category: input.category,
    brand: input.brand,
    unit: input.unit,
    size: input.size,
    price: input.price,
    discount: input.discount,
    stock: input.stock,
    reorder_level: input.reorderLevel,
    supplier_name: input.supplierName,
    supplier_contact: input.supplierContact,
    location: input.location,
    description: input.description,
    tags: JSON.stringify(input.tags),
    is_featured: input.isFeatured ? 1 : 0,
    status: input.status,
    payment_plan: input.paymentPlan,
    amenities: JSON.stringify(input.amenities),
  };
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
  input: ProductFields,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('products')
    .values({ id, ...columns(input), created_at: at, updated_at: at })
    .execute();
}

export async function updateProductRow(
  db: Kysely<Database>,
  id: string,
  input: ProductFields,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...columns(input), updated_at: now.toISOString() })
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
