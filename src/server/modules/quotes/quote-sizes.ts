// Sizes as the quote matcher compares them (docs/decisions/097, 117, 165): written one way ('4
// inch', '4"' and '4-in' are '4in'), what each measures, and the units a product is sold in.

/**
 * A number as sizes are written with it, starting where a number starts: at most 9 digits and 6
 * decimals. The patterns below see the visitor's text, so each runs in linear time (DESIGN 5,
 * issue 40 item 6): an unbounded `\d+` tried from every digit of a 60,000-digit line took 53 s.
 */
const NUM = '(?<![\\d.])(\\d{1,9}(?:\\.\\d{1,6})?)';
/** Between a number and its unit: a few spaces and a dash at most ('4 - inch', '4-inch'). */
const GAP = '\\s{0,3}-?\\s{0,3}';
const sizeForm = (unit: string, replacement: string): [RegExp, string] => [
  new RegExp(`${NUM}${GAP}(?:${unit})\\b`, 'g'),
  replacement,
];

/** Writes sizes one way: '4 inch', '4"' and '4-in' are '4in'; 'gauge 30' is 'g30'; '4 litres' is '4l'. */
const SIZE_FORMS: [RegExp, string | ((...groups: string[]) => string)][] = [
  [/[“”″]|''/g, '"'],
  [/½/g, '1/2'],
  [/¾/g, '3/4'],
  // Swahili's ng' is one letter: "seng'enge" is 'sengenge'.
  [/(?<=\p{L})['’](?=\p{L})/gu, ''],
  // 'half inch', 'nusu inchi', 'inchi nusu': 1/2 inch; 'three quarter inch' 3/4.
  [/\b(?:three\s{1,3}quarters?|robo\s{1,3}tatu)\s{0,3}-?\s{0,3}(?:inchi|inch|")/g, ' 3/4in '],
  [/\b(?:half|nusu)\s{0,3}-?\s{0,3}(?:inchi|inch|")|\binchi\s{1,3}nusu\b/g, ' 1/2in '],
  [/\b(?:quarter|robo)\s{0,3}-?\s{0,3}(?:inchi|inch|")/g, ' 1/4in '],
  // 'milimita 10' and '10 milimita' are 10 mm.
  [/\b(?:milimita|milimeta)\s{1,3}(\d{1,3})(?![\d.])/g, ' $1mm '],
  // A sheet's gauge written after its number: '30g', '28 ga', '32 gauge'.
  [/(?<![\d.])(2[2-9]|3[0-4])\s{0,2}(?:g|ga|gauge)\b/g, ' g$1 '],
  // 'T&G' is tongue and groove, not a gauge.
  [/\bt\s{0,2}&\s{0,2}g\b/g, ' tongue groove '],
  // '1 1/2 inch' is 1.5 inches.
  [
    /(?<![\d./])(\d{1,3})\s{1,3}([13])\/([24])(?=\s{0,3}-?\s{0,3}(?:"|inch|inchi|in\b))/g,
    (_: string, whole: string, top: string, bottom: string) =>
      ` ${Number(whole) + Number(top) / Number(bottom)}`,
  ],
  // A shoe or a cloth size is a size: 'size 42'.
  [/\bsize\s{0,3}(\d{1,3})\b/g, ' size$1 '],
  // '12sqm', '30 m2': an area.
  [/(?<![\d.])(\d{1,9})\s{0,3}(?:sqm|m2|m²)(?![\p{L}\p{N}])/gu, ' $1sqm '],
  [
    /(?<![\d./])(\d{1,9}(?:[./]\d{1,6})?)\s{0,3}-?\s{0,3}(?:"|inches\b|inchi\b|nchi\b|inch\b|in\b)/g,
    ' $1in ',
  ],
  // 'inchi 1' or 'nchi 1' (Swahili puts the unit first) is 1 inch; an 'inch' left alone is no word.
  [/\b(?:inchi|nchi)\s{1,3}(\d{1,3}(?:\.\d{1,2})?)(?![\d.])/g, ' $1in '],
  [/\b(?:inches|inchi|nchi|inch)\b/g, ' '],
  sizeForm('litres|litre|liters|liter|lita|ltrs|ltr|lts|lt|l', ' $1l '),
  [/\b(?:lita|litres?)\s{1,3}(\d{1,9}(?:\.\d{1,6})?)\b/g, ' $1l '],
  // Swahili puts the unit first: 'kg 10 misumari' is 10 kg, 'mita 150' 150 m, 'futi 96' 96 ft.
  [/\b(?:kgs?|kilos?)\s{1,3}(\d{1,9}(?:\.\d{1,6})?)(?![\d.]|\s{0,3}(?:kgs?|kilos?)\b)/g, ' $1kg '],
  [/\bmita\s{1,3}(\d{1,9}(?:\.\d{1,6})?)(?![\d.])/g, ' $1m '],
  [/\bfuti\s{1,3}(\d{1,9}(?:\.\d{1,6})?)(?![\d.])/g, ' $1ft '],
  [/\bone\b/g, ' 1 '],
  [/\btwo\b/g, ' 2 '],
  [/\bthree\b/g, ' 3 '],
  sizeForm('mm2|sqmm|mm|milimita|milimeta|millimetres|millimeters|millimetre|millimeter', ' $1mm '),
  sizeForm('kgs|kg', ' $1kg '),
  sizeForm('metres|meters|metre|meter|mtrs|mtr|lm|rm|m', ' $1m '),
  sizeForm('feet|ft', ' $1ft '),
  sizeForm('amps|amp|a', ' $1a '),
  sizeForm('watts|watt|w', ' $1w '),
  sizeForm('volts|volt|v', ' $1v '),
  [/\b(?:gauge|gage|ga|g)\s{0,3}-?\s{0,3}(\d{1,9})\b/g, ' g$1 '],
  [/\by\s{0,3}-?\s{0,3}(\d{1,9})\b/g, ' y$1 '],
  // A bar written as the British standards write it: 'T12' (high tensile), 'D12' (deformed).
  [/\b[dt]\s{0,2}-?\s{0,2}(8|10|12|16|20|25|32)(?![\d.])/g, ' y$1 '],
  // '8x4' and '4x8' (or '25 by 40', '3 kwa 2') are one size, written smaller first.
  [
    /(?<!\d)(\d{1,9})\s{0,3}(?:[x×*]|by|kwa)\s{0,3}(\d{1,9})/g,
    (_: string, a: string, b: string) => (Number(a) <= Number(b) ? ` ${a}x${b} ` : ` ${b}x${a} `),
  ],
];

/** The text with its sizes written one way (each pattern bounded: linear time). */
export function sizesOneWay(text: string): string {
  let s = text;
  for (const [pattern, replacement] of SIZE_FORMS)
    s = s.replace(pattern, replacement as (...groups: string[]) => string);
  return s;
}

/** The gauges iron sheets are made in. */
export const SHEET_GAUGES = /^(?:2[6-9]|3[0-4])$/;

/** The sizes deformed bars are made in, in millimetres. */
export const BAR_SIZES = new Set(['6', '8', '10', '12', '16', '20', '25', '32']);
export const hasDigit = (word: string) => /\d/.test(word);

/** Units that measure the same thing: a pipe of 3 inches is not one of 20 mm. */
const UNIT_FAMILIES: Readonly<Record<string, string>> = {
  in: 'across',
  mm: 'across',
  cm: 'across',
  m: 'length',
  ft: 'length',
  l: 'volume',
  sqm: 'area',
  ml: 'volume',
  kg: 'weight',
};

/** The family a sell or stock unit measures ('volume' for a litre), or null when it is counted. */
export function measureFamily(unit: string): string | null {
  switch (unit) {
    case 'kg':
    case 'tonne':
      return 'weight';
    case 'litre':
    case 'l':
      return 'volume';
    case 'meter':
    case 'm':
    case 'foot':
      return 'length';
    case 'square_meter':
      return 'area';
    default:
      return null;
  }
}

/**
 * What a size word measures ('across' for '4in' and '25mm', 'g#' for a gauge, 'y#' for a bar,
 * 'x' for '40x40'), or null for a word or a bare number.
 */
export function sizeKind(word: string): string | null {
  if (!hasDigit(word)) return null;
  const prefix = /^([a-z]+)\d/.exec(word);
  if (prefix) return `${prefix[1]}#`;
  const suffix = /\d([a-z]+)$/.exec(word)?.[1];
  if (suffix) return UNIT_FAMILIES[suffix] ?? `#${suffix}`;
  if (/^\d+x\d+$/.test(word)) return 'x';
  return null;
}

/** A weight or volume size word as an amount: '25kg' -> 25 kg, '1l' -> 1 l; else null. */
export function amountOf(word: string): { family: 'weight' | 'volume'; value: number } | null {
  const size = /^(\d{1,6}(?:\.\d{1,3})?)(kg|l)$/.exec(word);
  if (!size) return null;
  return { family: size[2] === 'kg' ? 'weight' : 'volume', value: Number(size[1]) };
}
