import { QUOTE } from '#shared/quote-limits.js';

// A quantity written in the product's own unit (issue 40 item 3b, docs/decisions/117): a product
// sold by the kilo, litre, metre, square metre, tonne or foot takes the number written with that
// unit as its quantity ('nails 4 inch 10kg' is 10 kg, 'mbao 2x2 mita 150' is 150 m, 'solignum
// lita 10' is 10 l, 'tiles 40x40 sqm 45' is 45 m²), where the line reader had read it as a size
// or found none. Read word by word with anchored patterns, so it runs in linear time (DESIGN 5).

/** The words each measured unit is written with, in English, Swahili and shorthand. */
const MEASURE_WORDS: Readonly<Record<string, readonly string[]>> = {
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'],
  litre: ['l', 'lt', 'lts', 'ltr', 'ltrs', 'litre', 'litres', 'liter', 'liters', 'lita'],
  meter: ['m', 'mtr', 'mtrs', 'metre', 'metres', 'meter', 'meters', 'mita'],
  square_meter: ['sqm', 'm2', 'm²', 'sqmt', 'sqmtr', 'sqmtrs'],
  tonne: ['t', 'tonne', 'tonnes', 'ton', 'tons', 'tani'],
  foot: ['ft', 'feet', 'foot', 'futi'],
};

const WORDS_OF = new Map(Object.entries(MEASURE_WORDS).map(([unit, w]) => [unit, new Set(w)]));

/**
 * The words each sell unit is written with (DESIGN decision 41's units): the measures above and
 * the counted units, in English, Swahili and shorthand ('pcs', 'mifuko', 'roli', 'mabati').
 */
const UNIT_WORDS: Readonly<Record<string, readonly string[]>> = {
  ...MEASURE_WORDS,
  piece: ['pc', 'pcs', 'pce', 'pces', 'piece', 'pieces', 'kipande', 'vipande', 'pisi', 'nos'],
  bar: ['bar', 'bars', 'lengths', 'length'],
  bag: ['bag', 'bags', 'mfuko', 'mifuko', 'gunia'],
  sheet: ['sheet', 'sheets', 'shts'],
  tin: ['tin', 'tins', 'mkebe', 'mikebe', 'debe', 'madebe'],
  roll: ['roll', 'rolls', 'rol', 'rols', 'roli'],
  packet: ['packet', 'packets', 'pkt', 'pkts', 'pakiti', 'paketi'],
  set: ['set', 'sets', 'seti'],
};

const UNIT_OF_WORD = new Map(
  Object.entries(UNIT_WORDS).flatMap(([unit, words]) => words.map((w) => [w, unit] as const)),
);

/**
 * Which of a product's sell units a line names ('2 tonnes Y16' -> 'tonne', 'mifuko 20' -> 'bag'),
 * or null when it names none of them. A unit written as a word counts before one glued to a
 * number, which is often a size ('chain link 1.8m - 4 rolls' is rolls).
 */
export function writtenUnit(text: string, units: readonly string[]): string | null {
  if (units.length < 2) return null;
  const words = text
    .slice(0, QUOTE.listLineMax)
    .toLowerCase()
    .split(/[\s\-–—:=,;@()]+/u)
    .map((w) => w.replace(/\.$/, ''));
  for (const word of words) {
    const unit = UNIT_OF_WORD.get(word);
    if (unit && units.includes(unit)) return unit;
  }
  for (const word of words) {
    const glued = GLUED.exec(word);
    const unit = glued ? UNIT_OF_WORD.get(glued[2]!) : undefined;
    if (unit && units.includes(unit)) return unit;
  }
  return null;
}

/** Every word that names a measure: the matcher reads none of them as a product's word. */
export const MEASURE_NAMES: ReadonlySet<string> = new Set(Object.values(MEASURE_WORDS).flat());

const QUANTITY_MAX = 100_000;
const NUMBER = /^\d{1,6}$/;
/** A number and its unit written as one word: '120m', '12sqm', '10kg', '30m2'. */
const GLUED = /^(\d{1,6})([a-z²]{1,9}\d?)$/;

const whole = (digits: string): number | null => {
  const value = Number(digits);
  return value >= 1 && value <= QUANTITY_MAX ? value : null;
};

/**
 * The quantity written in `unit` in an item ('timber 2x4 120m' in metres is 120), or null when
 * the unit is not a measure or the item names no number in it. The first such number counts.
 */
export function writtenMeasure(item: string, unit: string): number | null {
  const names = WORDS_OF.get(unit);
  if (!names) return null;
  // What a line can hold (the API refuses a longer one) is all that is read of it.
  const words = item
    .slice(0, QUOTE.listLineMax)
    .toLowerCase()
    .split(/[\s\-–—:=,;@()]+/u);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const glued = GLUED.exec(word);
    if (glued && names.has(glued[2]!)) return whole(glued[1]!);
    if (!names.has(word.replace(/\.$/, ''))) continue;
    // '150 mita' or 'mita 150': the number before the unit, else the one after it.
    const before = words[i - 1];
    if (before !== undefined && NUMBER.test(before)) return whole(before);
    const after = words[i + 1];
    if (after !== undefined && NUMBER.test(after)) return whole(after);
  }
  return null;
}
