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
  // 'lm' and 'rm': a linear or running metre, as a bill of quantities writes it.
  meter: ['m', 'mtr', 'mtrs', 'metre', 'metres', 'meter', 'meters', 'mita', 'lm', 'rm'],
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

/** An item's words, lower case: what a line can hold (the API refuses a longer one) is all that is read. */
const wordsOf = (item: string) =>
  item
    .slice(0, QUOTE.listLineMax)
    .toLowerCase()
    .split(/[\s\-–—:=,;@()]+/u);

/**
 * The quantity written in `unit` in an item ('timber 2x4 120m' in metres is 120), or null when
 * the unit is not a measure or the item names no number in it. The first such number counts.
 */
export function writtenMeasure(item: string, unit: string): number | null {
  const names = WORDS_OF.get(unit);
  if (!names) return null;
  const words = wordsOf(item);
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

/** Words after which a number is their own, not a measure's ('inchi 4 kilo', '2 kwa 2 m'). */
const OWN_NUMBER =
  /^(?:inchi|nchi|inch|kilo|kilos|kg|kgs|lita|mita|futi|ya|za|gauge|size|y|no|x|by|kwa)$/;
/** Unit words Swahili writes before their number ('mita 80'): never the unit of one before. */
const UNIT_FIRST = new Set(['mita', 'lita', 'futi', 'kilo', 'kilos', 'tani']);

/**
 * The measure of each piece in an item, in `unit`: glued to its unit ('12ft', '6m', '4L') or
 * written before it ('4 litres'), but not a number that belongs to the word before it ('inchi 4
 * kilo' is 4 inches); or null.
 */
export function eachMeasure(item: string, unit: string): number | null {
  const names = WORDS_OF.get(unit);
  if (!names) return null;
  const words = wordsOf(item);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const glued = GLUED.exec(word);
    if (glued && names.has(glued[2]!)) return whole(glued[1]!);
    const before = words[i - 1];
    if (names.has(word) && !UNIT_FIRST.has(word) && before !== undefined && NUMBER.test(before)) {
      if (!OWN_NUMBER.test(words[i - 2] ?? '')) return whole(before);
    }
  }
  return null;
}

/** A quantity with a fraction, in thousandths, and the sell unit it is written in. */
export interface WrittenDecimal {
  thousandths: number;
  unit: string;
  /** Where it stands in the text and how long it is, to take it out of the item. */
  at: number;
  length: number;
}

const FRACTIONS: Readonly<Record<string, number>> = { '½': 500, '¼': 250, '¾': 750 };
/** Units a number may be glued to as a quantity ('2.5t', '1½bags'); '1.8m' or '2.5l' is a size. */
const GLUED_UNITS = new Set(['tonne', 'bag', 'roll', 'sheet', 'tin', 'piece', 'bar']);

/*
 * '2.5 tonnes', '2,5 t', '1½ bags', '½ tonne', 'tani 2.5', 'kg: 0,75'. A comma takes one or two
 * digits (a phone's decimal mark: '2,5'), never three ('2,500 bags' is two thousand five hundred);
 * a point takes up to three. Not a size: never beside an 'x' between measures ('2.4 m x 4.8 m'),
 * though 'Y12 x 2.5 t' is a quantity; nor when a number follows the unit ('simiti 42.5 mifuko 30'
 * is 30 bags of grade 42.5). Every part is
 * bounded, so each pattern runs in linear time (DESIGN 5).
 */
const DECIMAL = '(?:(\\d{1,6})(?:\\.(\\d{1,3})|,(\\d{1,2}))(?![\\d.,])|(\\d{1,6})?\\s?([½¼¾]))';
const DECIMAL_THEN_UNIT = new RegExp(
  `(?<![\\p{L}\\p{N}.,/])(?<!(?<![\\p{L}\\p{N}.,])\\d[\\d.,]{0,8}\\s{0,3}\\p{L}{0,3}\\s{0,3}[x×*]\\s{0,3})${DECIMAL}(\\s{0,3})(\\p{L}{1,12}|m2|m²)(?![\\p{L}\\p{N}])(?!\\s{0,3}(?:[x×*:=]\\s{0,3})?\\d)`,
  'giu',
);
const UNIT_THEN_DECIMAL = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{L}{1,12})\\s{0,3}[:=]?\\s{0,3}${DECIMAL}(?![\\p{L}\\p{N}]|\\s{0,3}[x×*]\\s{0,3}\\d)`,
  'giu',
);

function thousandthsOf(parts: (string | undefined)[]): number | null {
  const [whole, point, comma, beforeFraction, fraction] = parts;
  if (fraction !== undefined) return Number(beforeFraction ?? 0) * 1000 + FRACTIONS[fraction]!;
  const digits = point ?? comma;
  if (whole === undefined || digits === undefined) return null;
  return Number(whole) * 1000 + Number(digits.padEnd(3, '0'));
}

/**
 * The first quantity with a fraction written beside a unit word in a line ('2.5 tonnes Y12' is
 * 2.5 tonne, '1½ bags cement' 1.5 bag), or null. Whole quantities are the line reader's
 * (quote-lines.ts); this reads only what it cannot.
 */
export function writtenDecimal(text: string): WrittenDecimal | null {
  const line = text.slice(0, QUOTE.listLineMax);
  DECIMAL_THEN_UNIT.lastIndex = 0;
  for (let m = DECIMAL_THEN_UNIT.exec(line); m; m = DECIMAL_THEN_UNIT.exec(line)) {
    const unit = UNIT_OF_WORD.get(m[7]!.toLowerCase());
    const glued = m[6] === '';
    const value = thousandthsOf(m.slice(1, 6));
    if (unit && value && (!glued || GLUED_UNITS.has(unit)))
      return { thousandths: value, unit, at: m.index, length: m[0].length };
  }
  UNIT_THEN_DECIMAL.lastIndex = 0;
  for (let m = UNIT_THEN_DECIMAL.exec(line); m; m = UNIT_THEN_DECIMAL.exec(line)) {
    const unit = UNIT_OF_WORD.get(m[1]!.toLowerCase());
    const value = thousandthsOf(m.slice(2, 7));
    if (unit && value) return { thousandths: value, unit, at: m.index, length: m[0].length };
    // The word was no unit: look again from just after it.
    UNIT_THEN_DECIMAL.lastIndex = m.index + m[1]!.length;
  }
  return null;
}
