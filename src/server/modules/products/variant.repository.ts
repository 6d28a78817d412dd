import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

// SQL of options, variants and sell units. Stock (variants.on_hand and its movements) is written
// only by modules/stock; this file reads it.

type Db = Kysely<Database> | Transaction<Database>;

export type VariantRow = Database['variants'];
export type SellUnitRow = Database['sell_units'];

export function optionRows(db: Db, productId: string) {
  return db
    .selectFrom('product_options')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

export function variantRows(db: Db, productId: string): Promise<VariantRow[]> {
  return db
    .selectFrom('variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
}

export async function sellUnitRows(db: Db, variantIds: string[]): Promise<SellUnitRow[]> {
  if (variantIds.length === 0) return [];
  return db
    .selectFrom('sell_units')
    .selectAll()
    .where('variant_id', 'in', variantIds)
    .orderBy('variant_id')
    .orderBy('position')
    .execute();
}

/** Whether another product's variant already has this SKU, in any case. */
export async function skuOfOtherProduct(db: Db, productId: string, skus: string[]) {
  if (skus.length === 0) return undefined;
  return db
    .selectFrom('variants')
    .select('sku')
    .where((eb) =>
      eb(
        eb.fn('lower', ['sku']),
        'in',
        skus.map((sku) => eb.fn('lower', [eb.val(sku)])),
      ),
    )
    .where('product_id', '!=', productId)
    .executeTakeFirst();
}

/**
 * Variants among `variantIds` that a placed order still works with (not yet delivered or
 * cancelled). Lines made before variants name only their product and took from its first variant.
 * This reads the orders' lines without knowing more of them (the catalogue must not delete what an
 * open order will take from stock).
 */
export async function variantsInOpenOrders(
  db: Db,
  productId: string,
  variantIds: string[],
  firstVariantId: string | null,
): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.variant_id', 'order_items.product_id'])
    .where('orders.status', 'in', ['New', 'Confirmed', 'Paid', 'Dispatched'])
    .where((eb) =>
      eb.or([
        eb('order_items.variant_id', 'in', variantIds),
        eb.and([
          eb('order_items.variant_id', 'is', null),
          eb('order_items.product_id', '=', productId),
        ]),
      ]),
    )
    .execute();
  const used = new Set<string>();
  for (const row of rows) {
    if (row.variant_id !== null) used.add(row.variant_id);
    else if (firstVariantId !== null && variantIds.includes(firstVariantId))
      used.add(firstVariantId);
  }
  return [...used];
}

/**
 * The products with more than one active variant: the only ones whose card can read 'from', so
 * the only ones a page's default sell unit prices are read for (most products have none or one).
 */
export async function productsWithSeveralVariants(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('variants')
    .select('product_id')
    .where('active', '=', 1)
    .groupBy('product_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.map((r) => r.product_id);
}

/**
 * The default sell unit's price of each active variant of these products (with the variant's
 * discount, which a sell unit without its own takes): what a card's 'from KES 780 / bar' is made
 * of.
 */
export async function defaultUnitPriceRows(db: Kysely<Database>, productIds: string[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('variants')
    .innerJoin('sell_units', 'sell_units.variant_id', 'variants.id')
    .select([
      'variants.product_id as productId',
      'variants.discount as variantDiscount',
      'sell_units.price as price',
      'sell_units.discount as discount',
      'sell_units.unit as unit',
    ])
    .where('variants.product_id', 'in', productIds)
    .where('variants.active', '=', 1)
    .where('sell_units.is_default', '=', 1)
    .execute();
}
