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
