import { formatQuantity, QTY_SCALE } from '#shared/quantity.js';
import { QUOTE } from '#shared/quote-limits.js';
import { parseList } from './quote-lines.js';
import type { ListLine } from './quote-quantity.js';
import { eachMeasure, writtenMeasure, writtenUnit } from './quote-measures.js';
import type { QuoteMatcher } from './quote-matcher.js';
import { measureFamily } from './quote-sizes.js';

// A pasted list read and matched line by line: the one path POST /api/quotes/match, the fixture
// test and the bench take.

export interface MatchedLine {
  text: string;
  /** How many of `unit` (of the product's unit when it has one sell unit). */
  quantity: number;
  /** The exact quantity of `unit` when the line wrote one with a fraction ('2.5'); else absent. */
  exactQuantity?: string;
  /** Position of the product (or variant) in the matcher's rows, or null. */
  product: number | null;
  /**
   * The sell unit the line names among the product's ('2 tonnes Y16' -> 'tonne'), else the
   * product's default unit; null without a product.
   */
  unit: string | null;
  alternatives: number[];
}

/**
 * Today's final price of a product, for choosing among brands: the cheapest is the line's product
 * (decision 117). Without it (the bench's made-up catalogue) the first in the catalogue is.
 */
type PriceOf = (position: number) => number | null;

/** One of an item's brands: the cheapest, then the first in the catalogue. */
function chosenBrand(brands: readonly number[], priceOf: PriceOf | undefined): number {
  const price = (p: number) => priceOf?.(p) ?? Number.POSITIVE_INFINITY;
  return [...brands].sort((a, b) => price(a) - price(b) || a - b)[0]!;
}

/** The most a quote line's quantity may be (a larger product of two is left as it was). */
const QUOTE_QUANTITY_MAX = 100_000;

/** A debe is a 20-litre tin: 'rangi debe 3' is 3 tins of 20 l. */
const DEBE = /(?<!\p{L})(?:debe|madebe)(?!\p{L})/iu;
const VOLUME = /\d\s{0,3}(?:l|lt|lts|ltr|ltrs|litres?|lita)(?!\p{L})|(?<!\p{L})lita\s{0,3}\d/iu;

function withDebe(line: ListLine): string {
  return DEBE.test(line.text) && !VOLUME.test(line.item) ? `${line.item} 20l` : line.item;
}

/**
 * How many bags or rolls of a product a line's weight is ('tani 3' of 50 kg bags: 60), when the
 * line reads no other count (its quantity is 1, or the amount it read from 'tani 3').
 */
function packsWritten(matcher: QuoteMatcher, product: number, line: ListLine): number | null {
  const pack = matcher.packOf(product);
  if (pack === null) return null;
  // '2.5 tonnes cement', 'half a tonne of cement': the packs that hold it, the last one part-full.
  const exactKilos = line.exact ? KILOS[line.exact.unit] : undefined;
  if (line.exact && exactKilos) return packsOf((line.exact.thousandths * exactKilos) / 1000, pack);
  for (const [unit, kilos] of Object.entries(KILOS)) {
    const written = writtenMeasure(line.text, unit);
    if (written === null) continue;
    const packs = (written * kilos) / pack;
    const readAs = line.quantity === 1 || line.quantity === written;
    // A weight asked as an amount ('kilo 20', '20 kilos') or of two packs or more ('60kg' of 25
    // kg rolls) is rounded up to whole packs; one below that written as a size ('20kg') is one.
    const asked = AMOUNT_ASKED.test(line.text) || packs >= 2;
    return readAs && asked ? packsOf(written * kilos, pack) : null;
  }
  return null;
}

/** Kilos in a unit a weight is written in. */
const KILOS: Readonly<Record<string, number>> = { tonne: 1000, kg: 1 };

/** A weight written as an amount rather than a size: 'kilo 20', 'kg: 30', '20 kilos', 'tani 2'. */
const AMOUNT_ASKED =
  /(?<!\p{L})(?:kilos?|kgs?|tani|tonnes?|tons?)\s{0,3}[:=]?\s{0,3}\d|\d\s{0,3}(?:kilos?|tani|tonnes?|tons?)(?!\p{L})/iu;

/** How many packs of `pack` kilos hold `kilos`, rounded up (at most a quote's quantity). */
const packsOf = (kilos: number, pack: number): number | null => {
  const packs = Math.ceil(kilos / pack - 1e-9);
  return packs >= 1 && packs <= QUOTE_QUANTITY_MAX ? packs : null;
};

/**
 * A volume written the way Swahili writes an amount, unit first ('thinner lita 3'): of a product
 * in tins of one size it asks for that many litres in its tins (decision 170). Bounded (DESIGN 5).
 */
const LITRES_ASKED =
  /(?<!\p{L})(?:lita|litres?|liters?|ltrs?|lts?)\s{1,3}(\d{1,4})(?![\d.,\p{L}])/iu;

/**
 * The product and count of tins a line asks for in litres, unit first ('thinner lita 3' is 3 of
 * a 1 L tin; 'lita 8' of a 4 L tin 2), when the whole line found no product; else null.
 */
function tinsAsked(
  matcher: QuoteMatcher,
  line: ListLine,
): { product: number; tins: number } | null {
  const asked = line.quantity === 1 ? LITRES_ASKED.exec(line.item) : null;
  if (!asked) return null;
  const rest = `${line.item.slice(0, asked.index)} ${line.item.slice(asked.index + asked[0].length)}`;
  const { product } = matcher.match(rest);
  const tin = product === null ? null : matcher.tinOf(product);
  const litres = Number(asked[1]);
  if (product === null || tin === null || litres % tin !== 0) return null;
  return { product, tins: litres / tin };
}

/** Words of a line about the site, the rooms or the payment (decision 165). */
const NOT_ITEMS =
  /(?<!\p{L})(?:plot|plots|till|paybill|mpesa|m-pesa|account|phone|tel|site|rooms?|nyumba|chumba|vyumba|ghorofa)(?!\p{L})/iu;

/** The measured units an unstocked item's quantity may be written in, in order. */
const MEASURED = ['meter', 'foot', 'square_meter', 'tonne'];

const firstMeasure = (item: string): number | null => {
  for (const unit of MEASURED) {
    const written = writtenMeasure(item, unit);
    if (written !== null) return written;
  }
  return null;
};

/**
 * Matches each line of a list. `unitOf` is a product's default unit; `unitsOf`, when given, all
 * the units it is sold in (a variant sold by the bar and by the tonne), from which the line's
 * written unit is chosen (decision 45, docs/decisions/134).
 */
export function matchList(
  matcher: QuoteMatcher,
  unitOf: (position: number) => string,
  text: string,
  priceOf?: PriceOf,
  unitsOf?: (position: number) => readonly string[],
): MatchedLine[] {
  return parseList(text).map((line) => {
    // 'Electrical items for 4 units:' heads the lines after it: it is no item, nor a quantity.
    if (line.text.endsWith(':')) {
      return { text: line.text, quantity: 1, product: null, unit: null, alternatives: [] };
    }
    const found = matcher.match(withDebe(line));
    let { product, alternatives } = found;
    const tins = product === null && !found.brands ? tinsAsked(matcher, line) : null;
    if (tins)
      return {
        text: line.text,
        quantity: tins.tins,
        product: tins.product,
        unit: unitOf(tins.product),
        alternatives,
      };
    // 'cement 50 bags' with three cements of 50 kg: the cheapest, the others offered first.
    if (product === null && found.brands) {
      product = chosenBrand(found.brands, priceOf);
      const others = found.brands.filter((p) => p !== product);
      alternatives = [...others, ...alternatives.filter((p) => !found.brands!.includes(p))].slice(
        0,
        QUOTE.alternativesMax,
      );
    }
    let quantity = line.quantity;
    const unit =
      product === null
        ? null
        : (writtenUnit(line.text, unitsOf?.(product) ?? []) ?? unitOf(product));
    // '5kg' of a product sold by the kilo is 5 of it, not one; '120m' of timber sold by the
    // metre, 'lita 10' of one sold by the litre, 'tani 4', '12sqm' and '96ft' alike.
    // '2.5 tonnes Y12' of a product sold by the tonne is exactly 2.5 of it (3 in whole units).
    if (unit !== null && line.exact?.unit === unit) {
      const { thousandths } = line.exact;
      const exactQuantity = formatQuantity(thousandths);
      quantity = Math.max(1, Math.ceil(thousandths / QTY_SCALE));
      return { text: line.text, quantity, exactQuantity, product, unit, alternatives };
    }
    if (unit !== null && quantity === 1) {
      quantity = writtenMeasure(line.item, unit) ?? quantity;
    } else if (unit !== null && measureFamily(unit) !== null) {
      // '10pcs of 12ft' of a product sold by the foot is 120 ft; '2 x 4L tins' of one sold by the
      // litre 8 l: a count of pieces times the measure of each (decision 170).
      const each = eachMeasure(line.item, unit);
      if (each !== null && quantity * each <= QUOTE_QUANTITY_MAX) quantity *= each;
    }
    // 'tani 3' of cement in 50 kg bags is 60 bags; 'binding wire 50kg' 2 rolls of 25 kg.
    if (product !== null && measureFamily(unit ?? '') === null) {
      quantity = packsWritten(matcher, product, line) ?? quantity;
    }
    // A line about the site, the rooms or the payment is no item: its number is no quantity
    // ('Plot 45', 'vyumba 6', 'till 12345').
    if (product === null && NOT_ITEMS.test(line.item)) quantity = 1;
    // An item the shop does not stock keeps the quantity written in a length, an area or tonnes
    // ('skirting 20m', 'mchanga tani 14'); litres and kilos are a tin's or a tank's size there.
    if (product === null && quantity === 1) {
      quantity = firstMeasure(line.item) ?? quantity;
    }
    return { text: line.text, quantity, product, unit, alternatives };
  });
}
