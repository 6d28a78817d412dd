import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { newId } from '../lib/ids.js';

// Rows tests need, with every column filled once here: a new column touches this file only.

/** A product on sale at `price` with `stock` counted (null: not counted); returns its id. */
export async function insertProduct(
  db: Kysely<Database>,
  fields: { price?: number; stock?: number | null; name?: string } = {},
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db
    .insertInto('products')
    .values({
      id,
      sku: `SKU-${id.slice(0, 8)}`,
      name: fields.name ?? `Cement ${id.slice(0, 4)}`,
      category: 'Cement',
      brand: null,
      unit: 'bag',
      size: null,
      price: fields.price ?? 800,
      discount: null,
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
