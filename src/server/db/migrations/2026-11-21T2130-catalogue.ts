import type { Kysely } from 'kysely';
import { binaryType } from './dialect.js';

// Frozen: media, products and services as they were on 2026-11-21. Never edit; add a new
// migration instead.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per uploaded image, owned by one record of another module (a product, a blog, ...).
  await db.schema
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_owner_idx')
    .on('media')
    .columns(['owner_kind', 'owner_id', 'position'])
    .execute();

  // The re-encoded WebP size variants of each image, served from /media/{id}/{variant}.webp.
  await db.schema
    .createTable('media_variants')
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('data', binaryType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('media_variants_pk', ['media_id', 'variant'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text')
    .addColumn('brand', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('price', 'double precision')
    .addColumn('discount', 'double precision')
    .addColumn('stock', 'integer')
    .addColumn('reorder_level', 'integer')
    .addColumn('supplier_name', 'text')
    .addColumn('supplier_contact', 'text')
    .addColumn('location', 'text')
    .addColumn('description', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('In Stock'))
    .addColumn('payment_plan', 'text')
    .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_created_at_idx')
    .on('products')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('services').execute();
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media').execute();
}
