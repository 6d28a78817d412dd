import { amountOf } from './quote-sizes.js';

// The bags, rolls and tins a counted product comes in (docs/decisions/165, 170): a line's weight
// or volume of one is a count of them ('binding wire 60kg' is 3 rolls of 25 kg), never a size it
// contradicts.

/**
 * The most a bag or roll weighs ('binding wire 25kg', 'cement 50kg'): a line's larger weight of
 * it is a count of them, not another size. A volume stays a size ('paint thinner 5L' is a 5 L tin
 * the shop does not have, decision 134).
 */
const PACK_MAX_KG = 50;

/** A product's sizes by kind and the measure families its units take (quote-index.ts). */
type Sizes = ReadonlyMap<string, ReadonlySet<string>>;

/** The one amount of a family a counted product states ('25kg'), or null. */
function statedAmount(measures: ReadonlySet<string>, sizes: Sizes, family: 'weight' | 'volume') {
  if (measures.size > 0) return null;
  const written = [...(sizes.get(family) ?? [])];
  const amount = written.length === 1 ? amountOf(written[0]!) : null;
  return amount && amount.family === family ? amount.value : null;
}

/** The weight (kg) one of a counted product holds when it is a bag or roll, else null. */
export function packOf(measures: ReadonlySet<string>, sizes: Sizes): number | null {
  const kilos = statedAmount(measures, sizes, 'weight');
  return kilos !== null && kilos <= PACK_MAX_KG ? kilos : null;
}

/** The litres one of a counted product holds when it is a tin of one whole volume, else null. */
export function tinOf(measures: ReadonlySet<string>, sizes: Sizes): number | null {
  const litres = statedAmount(measures, sizes, 'volume');
  return litres !== null && Number.isInteger(litres) ? litres : null;
}

/**
 * How many of a product's packs a line's size word is, two or more rounded up ('50kg' of a 25 kg
 * roll: 2; '60kg': 3, decision 170), or null.
 */
export function packsIn(measures: ReadonlySet<string>, sizes: Sizes, word: string): number | null {
  const amount = amountOf(word);
  const pack = amount?.family === 'weight' ? packOf(measures, sizes) : null;
  if (!amount || !pack) return null;
  const packs = amount.value / pack;
  return packs >= 2 ? Math.ceil(packs) : null;
}
