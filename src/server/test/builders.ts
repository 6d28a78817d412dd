import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newId } from '../lib/ids.js';

// Rows tests need, with every column filled once here: a new column touches this file only.

/**
 * A product on sale at `price` (null: unpriced) with `stock` counted (null: not counted), made
 * `at` the given time (now by default); returns its id.
 */
export async function insertProduct(
  db: Kysely<Database>,
  fields: {
    price?: number | null;
    discount?: number | null;
    stock?: number | null;
    name?: string;
    sku?: string;
    unit?: string;
    at?: Date;
  } = {},
): Promise<string> {
  const id = newId();
  const now = (fields.at ?? new Date()).toISOString();
  await db
    .insertInto('products')
    .values({
      id,
      sku: fields.sku ?? `SKU-${id.slice(0, 8)}`,
      name: fields.name ?? `Cement ${id.slice(0, 4)}`,
      category: 'Cement',
      brand: null,
      unit: fields.unit ?? 'bag',
      size: null,
      price: fields.price === undefined ? 800 : fields.price,
      discount: fields.discount ?? null,
      stock: fields.stock === undefined ? 10 : fields.stock,
      reorder_level: null,
      supplier_name: null,
      supplier_contact: null,
      location: null,
      description: null,
      tags: '[]',
      is_featured: 0,
      status: 'In Stock',
      payment_plan: null,
      amenities: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
