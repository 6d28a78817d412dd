import type { Kysely } from 'kysely';
import { finalPrice } from '#shared/pricing.js';
import type { Database } from '../../db/database.js';
import {
  matchableProductRows,
  matchableProductRowsByIds,
  type MatchableRow,
} from '../products/product.service.js';

// What the quote matcher reads of the catalogue (DESIGN decisions 40, 41 and 45; docs/decisions
// 134): one entry for a product with one variant, and one entry per active variant of a product
// with several, each with the units it is sold in ('Y12' by the bar and by the tonne). The entry
// carries the product's id, so every caller that knew products keeps working.

/** A unit a variant is sold in, with its own price. */
export interface EntrySellUnit {
  unit: string;
  price: number | null;
  discount: number | null;
  /** Millionths of the stock unit in one of this unit ('93.747' bars a tonne: 93_747_000). */
  perUnit?: number;
  /** Decimals a quantity of it may have (0: whole only). */
  decimals?: number;
}

export interface QuoteEntry extends MatchableRow {
  /** The variant this entry is (null for a product read before variants, as in tests). */
  variantId?: string | null;
  /** 'Y12', 'G30 / 3 m'; null for a product with one variant. */
  variantTitle?: string | null;
  /** The units it is sold in, the default first. */
  sellUnits?: EntrySellUnit[];
  /** The unit its stock is counted in. */
  stockUnit?: string;
}

/** The units an entry is sold in, the default first (its product's unit when none are listed). */
export const unitsOfEntry = (entry: QuoteEntry): string[] =>
  entry.sellUnits?.length ? entry.sellUnits.map((u) => u.unit) : [entry.unit];

/** Today's final price of one `unit` of an entry (its default unit without one), or null. */
export function entryPrice(entry: QuoteEntry, unit?: string | null): number | null {
  const sold = entry.sellUnits?.find((u) => u.unit === unit) ?? entry.sellUnits?.[0];
  if (sold && sold.price !== null) return finalPrice(sold.price, sold.discount ?? entry.discount);
  return entry.price === null ? null : finalPrice(entry.price, entry.discount);
}

const parseOptions = (text: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The entries of the products after `afterId`, at most `limit` products, in id order. */
export async function readEntries(
  db: Kysely<Database>,
  afterId: string | null,
  limit: number,
): Promise<QuoteEntry[]> {
  return entriesOf(db, await matchableProductRows(db, afterId, limit));
}

/** The entries of these products (a transaction may be passed). */
export async function entriesByProductIds(
  db: Kysely<Database>,
  ids: string[],
): Promise<QuoteEntry[]> {
  return entriesOf(db, await matchableProductRowsByIds(db, ids));
}

/**
 * The entries of some products. Their variants, options and sell units are read in three queries
 * keyed by product id.
 */
async function entriesOf(db: Kysely<Database>, products: MatchableRow[]): Promise<QuoteEntry[]> {
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const [variants, options, units] = await Promise.all([
    db
      .selectFrom('variants')
      .select(['id', 'product_id', 'sku', 'options', 'price', 'discount', 'stock_unit'])
      .where('product_id', 'in', ids)
      .where('active', '=', 1)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_options')
      .select(['product_id', 'name'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('sell_units')
      .innerJoin('variants', 'variants.id', 'sell_units.variant_id')
      .select([
        'sell_units.variant_id',
        'sell_units.unit',
        'sell_units.price',
        'sell_units.discount',
        'sell_units.is_default',
        'sell_units.per_unit',
        'sell_units.decimals',
      ])
      .where('variants.product_id', 'in', ids)
      .orderBy('sell_units.variant_id')
      .orderBy('sell_units.position')
      .execute(),
  ]);
  const group = <T, K>(rows: T[], key: (row: T) => K) => {
    const map = new Map<K, T[]>();
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
    return map;
  };
  const variantsOf = group(variants, (v) => v.product_id);
  const optionsOf = group(options, (o) => o.product_id);
  const unitsOf = group(units, (u) => u.variant_id);
  const sellUnits = (variantId: string): EntrySellUnit[] =>
    [...(unitsOf.get(variantId) ?? [])]
      .sort((a, b) => b.is_default - a.is_default)
      .map((u) => ({
        unit: u.unit,
        price: u.price,
        discount: u.discount,
        perUnit: Number(u.per_unit),
        decimals: u.decimals,
      }));

  return products.flatMap((product): QuoteEntry[] => {
    const own = variantsOf.get(product.id) ?? [];
    if (own.length === 0) return [product];
    if (own.length === 1) {
      const only = own[0]!;
      return [
        { ...product, variantId: only.id, variantTitle: null, sellUnits: sellUnits(only.id) },
      ];
    }
    const names = (optionsOf.get(product.id) ?? []).map((o) => o.name);
    return own.map((variant) => {
      const chosen = parseOptions(variant.options);
      const units = sellUnits(variant.id);
      return {
        ...product,
        sku: variant.sku,
        price: variant.price,
        discount: variant.discount,
        unit: units[0]?.unit ?? variant.stock_unit,
        variantId: variant.id,
        variantTitle: names.map((name) => chosen[name] ?? '').join(' / ') || null,
        sellUnits: units,
        stockUnit: variant.stock_unit,
      };
    });
  });
}
