import { SWAHILI_SYNONYMS } from '#shared/search-synonyms.js';
import { MEASURE_NAMES } from './quote-measures.js';

// The words of a contractor's line and of a product as the quote matcher compares them
// (docs/decisions/097-quote-matching.md, 117): sizes written one way, plurals made singular, the
// Swahili and trade words a word stands for, and whether a line's word answers a product's.

/**
 * English trade words and the matcher's own readings of a few Swahili ones, beside the one
 * Swahili list (`SWAHILI_SYNONYMS`, which the catalogue search reads too): a new Swahili word goes
 * there, not here.
 */
export const TRADE_WORDS: Readonly<Record<string, readonly string[]>> = {
  rebar: ['steel bar', 'deformed bar'],
  rebars: ['steel bar', 'deformed bar'],
  nondo: ['steel bar', 'deformed bar'],
  iron: ['mabati'],
  sheet: ['mabati'],
  mabati: ['iron sheet', 'roofing sheet', 'box profile', 'roofing'],
  bati: ['mabati', 'iron sheet', 'roofing sheet', 'box profile', 'roofing'],
  wheelbarrow: ['wheel barrow'],
  tile: ['tile'],
  emulsion: ['emulsion'],
  brc: ['mesh'],
  cable: ['cable', 'wire'],
  ply: ['plywood'],
  jacket: ['vest'],
  jackets: ['vest'],
  // 'double socket' is the twin one; 'rings' (stirrups) are bent from round bar.
  double: ['twin'],
  ring: ['round bar'],
  stirrup: ['round bar'],
  // Ordinary Portland cement, high tensile (deformed) and mild steel (round) bars, as quantity
  // surveyors write them (decision 165).
  opc: ['cement'],
  tensile: ['deformed bar'],
  yield: ['deformed bar'],
  mild: ['round bar'],
};

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'and',
  'or',
  'au',
  'with',
  'to',
  'in',
  'on',
  'at',
  'pls',
  'please',
  'plz',
  'need',
  'needed',
  'required',
  'kindly',
  'approx',
  'about',
  'each',
  'per',
  'good',
  'quality',
  'new',
  'type',
  'na',
  'ya',
  'wa',
  'za',
  'la',
  'cha',
  'vya',
  'kwa',
  'tafadhali',
  'nataka',
  'nipe',
  'kilo',
  'kilos',
  'x',
  // Who writes, to whom and when, around the item (decision 165): 'boss, we need 200 bags cement
  // by Friday', 'pia 42.5 ya Bamburi', 'simiti kubwa'.
  'i',
  'we',
  'us',
  'our',
  'my',
  'me',
  'also',
  'by',
  'boss',
  'bro',
  'pia',
  'tena',
  'kubwa',
  // Other adjectives of Swahili lists: 'kofia ngumu' (a hard hat), 'mpya', 'nzuri'.
  'ngumu',
  'mpya',
  'nzuri',
  'urgent',
  'asap',
  'haraka',
  'today',
  'tomorrow',
  'leo',
  'kesho',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'jumatatu',
  'jumanne',
  'jumatano',
  'alhamisi',
  'ijumaa',
  'jumamosi',
  'jumapili',
  // Asking: 'naomba bei ya ...', 'nitumie ...', 'tunahitaji ...'.
  'naomba',
  'nitumie',
  'tuma',
  'nipatie',
  'nahitaji',
  'tunahitaji',
  'bei',
  // A bill of quantities' verbs: 'Supply of cement 50kg bags - 100 No.'
  'supply',
  'provide',
  'deliver',
  'high',
  // What a pipe, tap or tank carries says nothing of which: 'bomba ya maji', 'water pipe 2"'.
  'maji',
  'water',
]);

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

/**
 * Words that count an item ('bags', 'pcs', 'vipande'): left in a line whose quantity is written
 * elsewhere ('cement 50kg bags - 100 No.'), they are no item word unless the catalogue has them.
 */
export const COUNT_NAMES: ReadonlySet<string> = new Set([
  'bag',
  'pc',
  'pce',
  'piece',
  'no',
  'nos',
  'roll',
  'packet',
  'pkt',
  'tin',
  'length',
  'unit',
  'pair',
  'mfuko',
  'mifuko',
  'kipande',
  'vipande',
  'roli',
  'pakiti',
  'jozi',
  // Short forms (decision 170): 'simiti bg 30', 'binding wire 2 rls', 'pcs' made singular.
  'bg',
  'bgs',
  'rol',
  'rl',
  'pcs',
]);

/** The gauges iron sheets are made in. */
const SHEET_GAUGES = /^(?:2[6-9]|3[0-4])$/;

/** The sizes deformed bars are made in, in millimetres. */
const BAR_SIZES = new Set(['6', '8', '10', '12', '16', '20', '25', '32']);

/** A word longer than this is no catalogue word: it finds nothing (and costs nothing). */
const WORD_MAX = 40;

/** A word of one letter more or less, or one changed or two swapped: 'cemet', 'bindign'. */
export function withinOne(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  if (la === lb) {
    let first = -1;
    let differences = 0;
    for (let i = 0; i < la; i += 1) {
      if (a[i] !== b[i]) {
        differences += 1;
        if (differences === 1) first = i;
        else if (differences > 2) return false;
      }
    }
    if (differences === 1) return true;
    // Two letters swapped.
    return differences === 2 && a[first] === b[first + 1] && a[first + 1] === b[first];
  }
  const [short, long] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  return short.slice(i) === long.slice(i + 1);
}

/**
 * A word as it sounds, the way Kenyan buyers spell what they hear: 'cement' and 'sement' are
 * 'sement', 'ridge' and 'ridj' 'rij', 'padlock' and 'padlok' 'padlok'; doubled letters are one.
 * Words are at most WORD_MAX letters, so the patterns cost little.
 */
export function soundOf(word: string): string {
  return word
    .replace(/ph/g, 'f')
    .replace(/ck/g, 'k')
    .replace(/dge|dj|dg/g, 'j')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/[cq]/g, 'k')
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/(?<=.{3})e$/, '');
}

/** A sound and, when it has five letters or more, each form of it with one letter deleted. */
export function soundKeys(sound: string): string[] {
  const keys = [sound];
  if (sound.length >= 5) {
    for (let i = 0; i < sound.length; i += 1) keys.push(sound.slice(0, i) + sound.slice(i + 1));
  }
  return keys;
}

/** The word without a plural ending: 'nails' -> 'nail', 'brushes' -> 'brush'. */
function singular(word: string): string {
  if (word.length > 4 && /(?:sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  // Four letters: 'taps' -> 'tap', 'hoes' -> 'hoe', but not 'glos' (a typo of 'gloss') or 'bus'.
  if (word.length === 4 && /[^aeiouys]s$|^.oes$/.test(word)) return word.slice(0, -1);
  return word;
}

export const hasDigit = (word: string) => /\d/.test(word);

/** The words of a text as the matcher compares them: sizes in one form, plurals made singular. */
export function matchWords(text: string): string[] {
  let s = ` ${text.toLowerCase()} `;
  for (const [pattern, replacement] of SIZE_FORMS)
    s = s.replace(pattern, replacement as (...groups: string[]) => string);
  const words = (s.match(/[\p{L}\p{N}]+(?:[./][\p{N}]+)*[\p{L}]*/gu) ?? [])
    .filter((w) => w.length <= WORD_MAX)
    .map((w) => (hasDigit(w) ? w : singular(w)))
    .filter((w) => !STOP_WORDS.has(w) && !MEASURE_NAMES.has(w));
  // '12mm' beside a bar is the bar's Y size: 'nondo 12mm', '12mm rebar'; and so is a bare bar
  // size: 'nondo 12', 'nondo za 16'.
  // A bare gauge beside a sheet's word is its gauge: 'mabati ya 28', 'bati 30 box profile'.
  if (words.some((w) => /^(?:mabati|bati|sheet|profile|corrugated|ridge)$/.test(w))) {
    for (const [i, w] of words.entries()) if (SHEET_GAUGES.test(w)) words[i] = `g${w}`;
  }
  if (words.some((w) => /^(?:bar|rebar|nondo|deformed|steel)$/.test(w))) {
    for (const [i, w] of [...words].entries()) {
      const mm = /^(\d+)mm$/.exec(w);
      if (mm) words.push(`y${mm[1]}`);
      if (BAR_SIZES.has(w)) words[i] = `y${w}`;
    }
  }
  return words;
}

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

const phraseWords = new Map<string, string[][]>();

/** The Swahili and trade phrases a word stands for, as match words ('mabati' -> [['iron', 'sheet'], ...]). */
export function phrasesOf(word: string): string[][] {
  let phrases = phraseWords.get(word);
  if (!phrases) {
    // Own keys only: a word such as 'constructor' must not find Object's.
    const written = [
      ...(Object.hasOwn(SWAHILI_SYNONYMS, word) ? SWAHILI_SYNONYMS[word]! : []),
      ...(Object.hasOwn(TRADE_WORDS, word) ? TRADE_WORDS[word]! : []),
    ];
    phrases = written.map(matchWords).filter((p) => p.length > 0);
    phraseWords.set(word, phrases);
  }
  return phrases;
}

let knownWords: Set<string> | null = null;

/**
 * Whether a word is one the Swahili and trade lists mean ('block', 'sand', 'stone', 'gravel'):
 * a real word of the trade, never read as a typo of another ('blocks' is not 'black').
 */
export function isTradeWord(word: string): boolean {
  knownWords ??= new Set(
    [...Object.values(SWAHILI_SYNONYMS), ...Object.values(TRADE_WORDS)].flat().flatMap(matchWords),
  );
  return knownWords.has(word);
}

let tradeKeys: string[] | null = null;

/**
 * The Swahili or trade word (a key of the lists) a word of five letters or more is one typo of,
 * first letter kept, when there is exactly one: 'mabti' is mabati, 'tenki' tanki. Else null.
 */
export function nearTradeWord(word: string): string | null {
  if (word.length < 5) return null;
  tradeKeys ??= [
    ...new Set([...Object.keys(SWAHILI_SYNONYMS), ...Object.keys(TRADE_WORDS)]),
  ].filter((k) => k.length >= 5 && !/[^a-z]/.test(k));
  const near = tradeKeys.filter((k) => k[0] === word[0] && k !== word && withinOne(k, word));
  return near.length === 1 ? near[0]! : null;
}

/** Whether a line's word stands for a product's name word (same, by a phrase, prefix or typo). */
export function answers(lineWord: string, nameWord: string): boolean {
  if (lineWord === nameWord) return true;
  if (hasDigit(lineWord) || hasDigit(nameWord)) return false;
  if (lineWord.length >= 4 && nameWord.startsWith(lineWord)) return true;
  if (phrasesOf(lineWord).some((phrase) => phrase.includes(nameWord))) return true;
  if (lineWord.length >= 7 && nameWord.startsWith(lineWord.slice(0, 6))) return true;
  return lineWord.length >= 5 && withinOne(lineWord, nameWord);
}
