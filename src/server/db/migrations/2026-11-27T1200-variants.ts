import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: options, variants, sell units and the stock ledger as they were on 2026-11-27 (DESIGN
// decisions 40-46). Never edit; add a new migration instead.
//
// Expand only: every product becomes one variant with one sell unit, and its counted stock an
// opening movement, while the products table keeps its columns as a copy of its first variant's
// (sku, price, discount, stock, reorder level, unit), so the previous release's queries and the
// spec's product API answer as before. Quantities are integers in thousandths of a unit and
// `per_unit` in millionths (docs/decisions/126-exact-quantities.md): 64-bit on PostgreSQL.

/** Units of the product form sold by measure (0.1 at a time); every other unit is counted whole. */
const MEASURED_UNITS = new Set(['kg', 'litre', 'meter', 'square_meter']);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_options')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON list of the option's values, in the order the choosers show them.
    .addColumn('value_list', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_options_pk', ['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    // JSON object of option name -> value; combo_key is its values in option order, lower-cased,
    // so two variants of one product can never hold the same combination.
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('combo_key', 'text', (c) => c.notNull())
    .addColumn('price', 'double precision')
    .addColumn('discount', 'double precision')
    .addColumn('stock_unit', 'text', (c) => c.notNull())
    // Thousandths of the stock unit; null when the shop does not count this variant's stock.
    .addColumn('on_hand', 'bigint')
    .addColumn('reorder_level', 'bigint')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('variants_sku_idx').unique().on('variants').column('sku').execute();
  await db.schema
    .createIndex('variants_combo_idx')
    .unique()
    .on('variants')
    .columns(['product_id', 'combo_key'])
    .execute();
  await db.schema
    .createIndex('variants_product_idx')
    .on('variants')
    .columns(['product_id', 'position'])
    .execute();

  await db.schema
    .createTable('sell_units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('variant_id', 'text', (c) =>
      c.notNull().references('variants.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    // Whole shillings (or the list price as typed) for one sell unit; null while unpriced.
    .addColumn('price', 'double precision')
    .addColumn('discount', 'double precision')
    .addColumn('per_unit', 'bigint', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('min_qty', 'bigint', (c) => c.notNull())
    .addColumn('step', 'bigint', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sell_units_variant_idx')
    .on('sell_units')
    .columns(['variant_id', 'position'])
    .execute();

  // The ledger: the sum of a variant's movements is its on_hand, always.
  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('variant_id', 'text', (c) =>
      c.notNull().references('variants.id').onDelete('cascade'),
    )
    // 1, 2, 3, ... per variant, in the order the movements were written (times may tie).
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('unit_cost', 'double precision')
    .addColumn('reason', 'text')
    .addColumn('order_id', 'text')
    .addColumn('by_user_id', 'text')
    .addColumn('by_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_variant_idx')
    .unique()
    .on('stock_movements')
    .columns(['variant_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('stock_movements_created_idx')
    .on('stock_movements')
    .column('created_at')
    .execute();

  await fillFromProducts(db as unknown as Kysely<Filled>, new Date().toISOString());
  // Which variant an order line took its stock from (null: the product's first, as before).
  await db.schema.alterTable('order_items').addColumn('variant_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('variant_id').execute();
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.dropTable('sell_units').execute();
  await db.schema.dropTable('variants').execute();
  await db.schema.dropTable('product_options').execute();
}

interface Filled {
  products: {
    id: string;
    sku: string;
    price: number | null;
    discount: number | null;
    stock: number | null;
    reorder_level: number | null;
    unit: string;
    created_at: string;
  };
  variants: {
    id: string;
    product_id: string;
    position: number;
    sku: string;
    options: string;
    combo_key: string;
    price: number | null;
    discount: number | null;
    stock_unit: string;
    on_hand: number | null;
    reorder_level: number | null;
    active: number;
    created_at: string;
    updated_at: string;
  };
  sell_units: {
    id: string;
    variant_id: string;
    position: number;
    unit: string;
    label: string | null;
    price: number | null;
    discount: number | null;
    per_unit: number;
    decimals: number;
    min_qty: number;
    step: number;
    is_default: number;
  };
  stock_movements: {
    id: string;
    variant_id: string;
    seq: number;
    kind: string;
    quantity: number;
    balance: number;
    reason: string;
    created_at: string;
  };
}

const newId = () => randomBytes(16).toString('base64url');

/** One variant, one sell unit and an opening count per product, 500 products a statement. */
async function fillFromProducts(db: Kysely<Filled>, now: string): Promise<void> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'price', 'discount', 'stock', 'reorder_level', 'unit', 'created_at'])
    .orderBy('id')
    .execute();
  for (let start = 0; start < products.length; start += 500) {
    const chunk = products.slice(start, start + 500).map((p) => ({
      product: p,
      variantId: newId(),
      whole: !MEASURED_UNITS.has(p.unit),
      onHand: p.stock === null ? null : Number(p.stock) * 1000,
    }));
    await db
      .insertInto('variants')
      .values(
        chunk.map(({ product: p, variantId, onHand }) => ({
          id: variantId,
          product_id: p.id,
          position: 0,
          sku: p.sku,
          options: '{}',
          combo_key: '',
          price: p.price,
          discount: p.discount,
          stock_unit: p.unit,
          on_hand: onHand,
          reorder_level: p.reorder_level === null ? null : Number(p.reorder_level) * 1000,
          active: 1,
          created_at: p.created_at,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('sell_units')
      .values(
        chunk.map(({ product: p, variantId, whole }) => ({
          id: newId(),
          variant_id: variantId,
          position: 0,
          unit: p.unit,
          label: null,
          price: p.price,
          discount: null,
          per_unit: 1_000_000,
          decimals: whole ? 0 : 1,
          min_qty: whole ? 1000 : 100,
          step: whole ? 1000 : 100,
          is_default: 1,
        })),
      )
      .execute();
    const counted = chunk.filter((c) => c.onHand !== null);
    if (counted.length === 0) continue;
    await db
      .insertInto('stock_movements')
      .values(
        counted.map(({ variantId, onHand }) => ({
          id: newId(),
          variant_id: variantId,
          seq: 1,
          kind: 'count',
          quantity: onHand!,
          balance: onHand!,
          reason: 'Opening balance',
          created_at: now,
        })),
      )
      .execute();
  }
}
