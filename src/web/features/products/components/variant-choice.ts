import type { ProductOption, SellUnit, Variant } from '#shared/variant.schema.js';
import type { Lang } from '#shared/languages.js';
import { parseQuantity } from '#shared/quantity.js';
import { UNITS, unitOf, type UnitDefinition } from '#shared/units.js';
import { formatNumber } from '#shared/shop-format.js';

// Which variant a product page shows and where its option choosers lead (DESIGN decision 44,
// docs/decisions/131-variant-address.md). The page's address names the variant (?v=...), so the
// server and the browser derive the same choice from it, and every chooser is a plain link.

/** The variant an address asks for: an active one by its id, else the first active one. */
export function chosenVariant(variants: readonly Variant[], v: string | null): Variant | undefined {
  const active = variants.filter((x) => x.active);
  return active.find((x) => x._id === v) ?? active[0] ?? variants[0];
}

/**
 * The pictures a product page shows for the variant on show: its own first when it has one of
 * the product's, then the product's others; the product's pictures when it has none.
 */
export function picturesOf(images: readonly string[], variant: Variant | undefined): string[] {
  const own = variant?.image;
  if (!own || !images.includes(own)) return [...images];
  return [own, ...images.filter((image) => image !== own)];
}

export interface ChoiceValue {
  value: string;
  /** The value of the variant on show. */
  chosen: boolean;
  /**
   * Where choosing this value leads: the variant with this value and the other values on show,
   * or, when the shop does not stock that combination, the nearest one it stocks (the most other
   * values kept, then the shop's order). Null when no active variant has this value.
   */
  to: Variant | null;
  /** Whether `to` keeps every other value on show (false: it changes another option too). */
  exact: boolean;
}

export interface ChoiceGroup {
  name: string;
  values: ChoiceValue[];
}

/** One group per option, each value with where it leads from the variant on show. */
export function chooserGroups(
  options: readonly ProductOption[],
  variants: readonly Variant[],
  shown: Variant,
): ChoiceGroup[] {
  const active = variants.filter((x) => x.active);
  return options.map((option) => ({
    name: option.name,
    values: option.values.map((value): ChoiceValue => {
      if (shown.options[option.name] === value)
        return { value, chosen: true, to: shown, exact: true };
      let best: Variant | null = null;
      let bestKept = -1;
      for (const candidate of active) {
        if (candidate.options[option.name] !== value) continue;
        const kept = options.filter(
          (o) => o.name !== option.name && candidate.options[o.name] === shown.options[o.name],
        ).length;
        if (kept > bestKept) {
          best = candidate;
          bestKept = kept;
        }
      }
      return {
        value,
        chosen: false,
        to: best,
        exact: best !== null && bestKept === options.length - 1,
      };
    }),
  }));
}

/** The sell unit a variant is sold in unless the shopper picks another. */
export function defaultSellUnit(variant: Variant): SellUnit | undefined {
  return variant.sellUnits.find((u) => u.default) ?? variant.sellUnits[0];
}

/** One unit's name as a price reads it: '/ bar', '/ tonne' ('/ nondo', '/ tani' in Swahili). */
export function perUnitText(unit: string, lang: Lang): string {
  return `/ ${UNITS[unitOf(unit)][lang].one}`;
}

/** A unit's name for a chooser: 'bar', 'tonne' (its label when the shop gave one). */
export function unitName(unit: SellUnit, lang: Lang): string {
  return unit.label ?? UNITS[unitOf(unit.unit)][lang].one;
}

/** How many are left as the stock line says it: '3', '2.5 kg' (a measure carries its symbol). */
export function stockAmount(onHand: string, unit: string): string {
  const parsed = parseQuantity(onHand);
  const number = parsed.ok ? formatNumber(parsed.value / 1000, 3) : onHand;
  const definition: UnitDefinition = UNITS[unitOf(unit)];
  return definition.symbol ? `${number} ${definition.symbol}` : number;
}

export type StockWording = { kind: 'in' } | { kind: 'low'; amount: string } | { kind: 'out' };

/**
 * 'In stock', 'Only 3 left' or 'Out of stock' for a variant of a product whose own status is
 * `productStatus` (a product the shop marked out of stock or discontinued is not in stock,
 * whatever its count).
 */
export function stockWording(variant: Variant, productStatus: string): StockWording {
  if (productStatus !== 'In Stock' || variant.stock.status === 'out') return { kind: 'out' };
  if (variant.stock.status === 'low' && variant.stock.onHand !== null)
    return { kind: 'low', amount: stockAmount(variant.stock.onHand, variant.stock.unit) };
  return { kind: 'in' };
}
