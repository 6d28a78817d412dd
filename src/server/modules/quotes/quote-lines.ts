import { writtenDecimal } from './quote-measures.js';
import { writtenNumbers } from './quote-numbers.js';

// A contractor's list as they write it on WhatsApp, turned into lines of item text and quantity
// (docs/decisions/097-quote-matching.md). Pure functions: no database, no catalogue.
//
// '50 bags cement', 'mifuko 50 saruji', 'Y12 x 30', 'mabati gauge 30 - 20pcs', '3 rolls binding
// wire', '1. Wire nails 4 inch', or a CSV with item and quantity columns. Sizes and gauges ('Y12',
// 'gauge 30', '4 inch', '4L', '2x4') are part of the item, never the quantity.

export interface ListLine {
  /** The line as written (bullets and numbering kept), trimmed. */
  text: string;
  /** What to look for in the catalogue: the line without its quantity and bullets. */
  item: string;
  quantity: number;
  /**
   * A quantity with a fraction written beside its unit ('2.5 tonnes', '1½ bags'), which the
   * matcher takes when the product is sold in that unit; `quantity` is then 1.
   */
  exact?: { thousandths: number; unit: string };
}

/** Words that count things: a number beside one is the quantity ('50 bags', 'mifuko 50'). */
const COUNT_WORDS = [
  'pcs',
  'pc',
  'pce',
  'pces',
  'pieces',
  'piece',
  'nos',
  'no',
  'units',
  'unit',
  'bags',
  'bag',
  'mifuko',
  'mfuko',
  'rolls',
  'roll',
  'sheets',
  'sheet',
  'lengths',
  'length',
  'tins',
  'tin',
  'debe',
  'madebe',
  'pkts',
  'bgs',
  'bg',
  'shts',
  'prs',
  'ctns',
  'ctn',
  'mkebe',
  'mikebe',
  'pkt',
  'packets',
  'packet',
  'boxes',
  'box',
  'cartons',
  'carton',
  'pairs',
  'pair',
  'jozi',
  'sets',
  'set',
  'bundles',
  'bundle',
  'drums',
  'drum',
  'buckets',
  'bucket',
  'trips',
  'trip',
  'lorries',
  'lorry',
  'lori',
  'malori',
  'gunia',
  'magunia',
  'tonnes',
  'tonne',
  'tons',
  'ton',
  'tani',
  'vipande',
  'kipande',
  'pisi',
  'rols',
  'rol',
  'rls',
  'masanduku',
  'sanduku',
  'boksi',
  'roli',
  'pakiti',
  'paketi',
];
const COUNT = `(?:${COUNT_WORDS.join('|')})`;

/**
 * Swahili writes the count word before the number ('vipande 20', 'mifuko 50', 'tani 3'): beside
 * one, the number after it is the quantity, and one before it a size ('nondo za 16 vipande 20').
 */
const SWAHILI_COUNT = `(?:${[
  'vipande',
  'kipande',
  'mifuko',
  'mfuko',
  'roli',
  'pakiti',
  'paketi',
  'madebe',
  'debe',
  'masanduku',
  'sanduku',
  'pisi',
  'tani',
  'jozi',
  'lori',
  'malori',
  'gunia',
  'magunia',
].join('|')})`;

/**
 * Units of a size: a number followed by one is part of the item ('4 inch', '25mm', '4L', '50kg').
 * Longest first, so 'litres' is not read as 'l' + 'itres'.
 */
const SIZE_UNITS = [
  'inches',
  'inch',
  'in',
  'litres',
  'litre',
  'liters',
  'liter',
  'ltrs',
  'ltr',
  'lts',
  'lt',
  'l',
  'mm',
  'cm',
  'metres',
  'metre',
  'meters',
  'meter',
  'mtrs',
  'mtr',
  'lm',
  'rm',
  'm',
  'ft',
  'feet',
  'kgs',
  'kg',
  'g',
  'oz',
  'v',
  'a',
  'w',
  'amp',
  'amps',
  'mm2',
  'sqmm',
  'r',
  'lita',
  'inchi',
  'nchi',
  // '1 gang switch', '8 way consumer unit': a kind, not a count.
  'gang',
  'way',
];
const SIZE = `(?:${SIZE_UNITS.join('|')})`;

/**
 * Words after which a number is a size, not a quantity ('gauge 30', 'Y 12', 'size 4'), and the
 * Swahili 'of' ('nondo ya 10', 'mabati za 28', 'waya wa 2.5': decision 165).
 */
const SIZE_LEADERS =
  /^(?:gauge|gage|ga|g|y|d|r|t|size|no\.|number|grade|class|m|a|brc|lita|nondo|rebar|bar|ya|za|wa|la|cha|vya)$/;

/**
 * Words after which a number is a size, not a count, though 'za' or 'of' follows ('nondo 12 za
 * mita 12', 'timber 2 by 4 of cypress').
 */
const OF_LEADER =
  '(?<![\\p{L}\\p{N}])(?:gauge|gage|ga|g|y|size|grade|class|ya|za|wa|la|cha|vya|nondo|rebar|bar|by|kwa|x|inchi|nchi|inch|lita|mita|futi|kilo|kg|no|number)';

/** The volumes and weights a tin or a bag holds: '2 x 4L' is two tins, not a size. */
const PACKED = '(?:l|lt|lts|ltr|ltrs|litres?|liters?|lita|kgs?|kilos?)';

/** Unit words written before their number ('kilo 1', 'lita 20'): an 'x N' after is a count. */
const UNIT_FIRST = /^(?:kilo|kilos|kg|kgs|lita|litres|liters|mita|futi|inchi|nchi)$/;

/** The same words as a pattern, looked behind (a bounded way) before a number. */
const LEADER = '(?<![\\p{L}\\p{N}])(?:gauge|gage|ga|g|y|size|grade|class|ya|za|wa|la|cha|vya)';

const BULLET =
  /^\s*(?:(?:item|itm|no\.?|s\/no\.?)\s{0,2}\d{1,3}\s{0,2}[.):\-–—]\s*|[-*•·▪●◦–—>]+\s*|#\s?\d{1,3}[.):]?\s+|\(?\d{1,3}[.)]\s+|\(?\d{1,3}\)\s*|[a-z][.)]\s+|(?:i{1,3}|iv|vi{0,3}|ix)[.)]\s+)/iu;

/**
 * A number heading an item with no space, or with a dash and a space ('1.cement 20', '1- cement
 * 20', '2/ Y12 x 30'): numbering when the rest has a quantity of its own, else the quantity ('20 -
 * mabati'). Never a size ('2-inch nails 5', '2 - inch nails').
 */
const NUMBERING = new RegExp(
  `^\\(?\\d{1,3}(?:[./)]\\s{0,2}|\\s{0,2}[-–—:]\\s{1,2})(?!${SIZE}\\b)(?=\\p{L})`,
  'iu',
);

/** Quantities are whole units; more than this is a typing slip and is kept in the text. */
const QUANTITY_MAX = 100_000;

/*
 * Every pattern below sees the visitor's text, so each runs in linear time (DESIGN 5, issue 40
 * item 6): a number is at most NUMBER's few characters (a quantity is at most 100,000), and a
 * pattern that could start inside a run of digits or letters looks back a bounded way only. An
 * unbounded `\d[\d,]*` tried from every position of a 59,999-digit line held the server for 30 s.
 */
const NUMBER = '\\d[\\d,]{0,9}';

const wholeQuantity = (digits: string): number | null => {
  const value = Number(digits.replace(/,/g, ''));
  return Number.isInteger(value) && value >= 1 && value <= QUANTITY_MAX ? value : null;
};

/** Removes bullets and numbering ('1.', '2)', '-', '•', 'a)') from the start of a line. */
export function stripBullet(line: string): string {
  let text = line.trim();
  // Numbering is only numbering when something follows it that is not a count word or an 'x':
  // '1. 50 bags cement' loses '1.', while '20) ' alone is left for the quantity rules.
  const match = BULLET.exec(text);
  if (match && match[0].length < text.length) text = text.slice(match[0].length).trim();
  return text;
}

interface Found {
  quantity: number;
  rest: string;
}

/** White space to write as one space: a run, or a tab or the like (single spaces are left). */
const SPACES = /\s{2,}|[^\S ]/g;

/** The last `count` words of a text written with single spaces, lower-cased (no split of all). */
function lastWords(text: string, count: number): string[] {
  const words: string[] = [];
  let end = text.length;
  while (words.length < count && end > 0) {
    const start = text.lastIndexOf(' ', end - 1) + 1;
    words.unshift(text.slice(start, end).toLowerCase());
    end = start - 1;
  }
  return words;
}

const JOINERS = new Set(['-', '–', '—', ':', '=', ',', ';', '@']);
const isSpace = (c: string) => c === ' ' || c === '\t';

/**
 * The text without the joiners left at its end and start ('cement -', ': 50'). Scanned from the
 * end by hand: `\s*[-:,]+\s*$` retried from every position of a long run of dashes.
 */
function tidy(text: string): string {
  let end = text.length;
  while (end > 0 && isSpace(text[end - 1]!)) end -= 1;
  let cut = end;
  while (cut > 0 && JOINERS.has(text[cut - 1]!)) cut -= 1;
  if (cut < end) {
    while (cut > 0 && isSpace(text[cut - 1]!)) cut -= 1;
    end = cut;
  }
  return text
    .slice(0, end)
    .replace(/^\s*[-–—:=,;@]+\s*/u, '')
    .replace(SPACES, ' ')
    .trim();
}

const COUNT_WORD = new RegExp(`(?<!\\p{L})${COUNT}(?!\\p{L})`, 'iu');
const QUANTITY_WORD = /(?<!\p{L})(?:qty|quantity|idadi)(?!\p{L})/iu;

/** What a line holds that a rule needs, found in one pass, so a rule is not tried in vain. */
interface Holds {
  countWord: boolean;
  quantityWord: boolean;
  times: boolean;
  bracket: boolean;
  /** The Swahili or English 'of' between words: 'bati 12 za gauge 28'. */
  of: boolean;
  kilo: boolean;
}

function holds(text: string): Holds {
  return {
    countWord: COUNT_WORD.test(text),
    quantityWord: QUANTITY_WORD.test(text),
    times: /[x×*]/i.test(text),
    bracket: text.includes('('),
    of: /\s(?:za|ya|of)\s/i.test(text),
    kilo: /kilo/i.test(text),
  };
}

/**
 * An 'x' and a number after a word: 'Y12 x 30', 'cement x50'. Only an 'x' is looked behind, and a
 * bounded way: the word before it is read up to 40 characters.
 */
const TIMES = `(?=[x×*])(?<=\\p{L}[\\p{L}\\p{N}]{0,40}\\s{1,4}|\\p{L}\\p{N}{1,10}|\\p{N}["”]\\s{0,4})[x×*]\\s*(${NUMBER})(?![\\d,]|\\s*(?:[x×*.]\\s*\\d|${SIZE}\\b))`;
/** The same closing the line ('consumer unit 8 way x 4'): it is the quantity before any other. */
const LAST_TIMES = new RegExp(`${TIMES}$`, 'iuy');

/** The 'x N' closing a text, tried from its last 'x' only (sticky), or null. */
function lastTimes(text: string): RegExpExecArray | null {
  const at = Math.max(...['x', 'X', '×', '*'].map((c) => text.lastIndexOf(c)));
  if (at < 0) return null;
  LAST_TIMES.lastIndex = at;
  return LAST_TIMES.exec(text);
}

/** The number before a count word, or after one, or after an 'x': the quantity rules in order. */
const QUANTITY_RULES: [RegExp, keyof Holds][] = [
  // 'vipande 20' (Swahili, unit first), before '16 vipande' is read as a count
  [
    new RegExp(
      `(?<=^|\\s)${SWAHILI_COUNT}\\s*[:=]?\\s*(${NUMBER})(?![\\d,]|\\s*(?:[x×*.]\\s*\\d|${SIZE}\\b))`,
      'iu',
    ),
    'countWord',
  ],
  // '50 bags cement', 'mabati - 20pcs', '3 rolls binding wire'
  // (never the size after a leader: 'gauge 30 box profile 36pcs', 'Y 10 vipande 36')
  [
    new RegExp(`(?<=^|[\\s(\\-–—:=,])(?<!${LEADER}\\s{1,3})(${NUMBER})\\s*${COUNT}\\b\\.?`, 'iu'),
    'countWord',
  ],
  // '30 kilos', '20 kilo za ...': a weight asked as an amount, unless a number follows the word
  // ('inchi 2 kilo 12' is 12 kilos of 2-inch nails).
  [
    new RegExp(
      `(?<=^|[\\s(\\-–—:=,])(?<!${LEADER}\\s{1,3})(${NUMBER})\\s{1,3}kilos?(?!\\p{L})(?!\\s{0,3}[:=]?\\s{0,3}\\d)`,
      'iu',
    ),
    'kilo',
  ],
  // 'mifuko 50 saruji', 'pcs: 20'
  [
    new RegExp(
      `(?<=^|\\s)${COUNT}\\s*(?:of\\s+)?[:=]?\\s*(${NUMBER})(?![\\d,]|\\s*(?:[x×*.]\\s*\\d|${SIZE}\\b))`,
      'iu',
    ),
    'countWord',
  ],
  // 'qty 5', 'quantity: 5', 'idadi 5'
  [/(?<=^|\s)(?:qty|quantity|idadi)\s*[:=]?\s*(\d[\d,]{0,9})/iu, 'quantityWord'],
  // 'bati 12 za gauge 28', 'mabati 20 of gauge 30': a number between a word and the Swahili or
  // English 'of' counts what the words after it describe (never a size after its leader).
  [
    new RegExp(
      `(?<=[\\p{L}\\p{N}"]\\s{1,3})(?<!${OF_LEADER}\\s{1,3})(${NUMBER})\\s{1,3}(?:za|ya|of)\\s{1,3}(?=[\\p{L}\\p{N}])`,
      'iu',
    ),
    'of',
  ],
  // '2 x 4L tins', 'cement 10 x 50kg': a count of tins or bags of a volume or weight.
  [
    new RegExp(
      `(?<![\\d.,])(?<!(?:^|[^\\p{L}])[x×*]\\s{0,2})(?<!\\d\\s{1,2})(${NUMBER})\\s{0,2}[x×*]\\s{0,2}(?=\\d{1,4}(?:\\.\\d{1,2})?\\s{0,2}${PACKED}(?![\\p{L}\\p{N}]))`,
      'iu',
    ),
    'times',
  ],
  // 'Y12 x 30', 'cement x50', 'paint 4L * 5'; not '2x4' or '40 x 40', which are sizes.
  [new RegExp(TIMES, 'iu'), 'times'],
  // '30 x Y12', '30x cement'
  [/^(\d[\d,]{0,9})\s*[x×*](?=\s*\p{L})/iu, 'times'],
  // '(20)' anywhere
  [/\((\d[\d,]{0,9})\)/u, 'bracket'],
];

/** The first rule that finds a quantity, and the text without it. */
function findQuantity(text: string): Found | null {
  const held = holds(text);
  const rules = held.times ? [[null, 'times'] as const, ...QUANTITY_RULES] : QUANTITY_RULES;
  for (const [rule, needs] of rules) {
    if (!held[needs]) continue;
    const match = rule ? rule.exec(text) : lastTimes(text);
    const quantity = match ? wholeQuantity(match[1]!) : null;
    if (!match || quantity === null) continue;
    const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
    return { quantity, rest: tidy(rest) };
  }
  // 'x 6' after a number that is a size ('gauge 28 x 6', 'Savannah 32.5 x 10'), but not the
  // second half of a size ('tiles 40 x 40').
  const times = /^(.*\S)\s+[x×*]\s*(\d[\d,]{0,9})$/iu.exec(text);
  if (times) {
    const [beforeLast = '', last = ''] = lastWords(times[1]!, 2);
    const quantity = wholeQuantity(times[2]!);
    const sized = SIZE_LEADERS.test(beforeLast) || UNIT_FIRST.test(beforeLast);
    if (quantity !== null && (/^\d+\.\d+$/.test(last) || sized)) {
      return { quantity, rest: tidy(times[1]!) };
    }
  }
  // A leading number that is not a size: '50 cement', '10 Y12'.
  const leading = new RegExp(
    `^(${NUMBER})(?![\\d,]|\\s*(?:[x×*./]\\s*\\d|${SIZE}\\b|["'’”]))\\s+(.*)$`,
    'iu',
  ).exec(text);
  if (leading) {
    const quantity = wholeQuantity(leading[1]!);
    if (quantity !== null) return { quantity, rest: tidy(leading[2]!) };
  }
  // A trailing number that is not a size or gauge: 'cement 50', 'Y12 30', 'nails 4 inch - 10'.
  const trailing =
    /^(.*\S)\s*[-–—:=@]?\s+(\d[\d,]{0,9})$|^(.*\S)\s*[-–—:=@]\s*(\d[\d,]{0,9})$/u.exec(text);
  if (trailing) {
    const before = (trailing[1] ?? trailing[3]!).replace(/\s*[-–—:=@]$/u, '').trim();
    const [lastWord = ''] = lastWords(before, 1);
    const quantity = wholeQuantity(trailing[2] ?? trailing[4]!);
    const partOfSize = /(?:^|\s)[x×*]$|[/.]$/.test(before) || SIZE_LEADERS.test(lastWord);
    if (quantity !== null && !partOfSize) return { quantity, rest: tidy(before) };
  }
  return null;
}

/** Words closing a line that ask the price: 'cement 25 = how much', 'padlock 2 = ?', 'bei gani'. */
const PRICE_QUESTIONS = ['how much', 'what price', 'price', 'bei gani', 'ni ngapi', 'ngapi', 'bei'];

/** The text without a price question at its end. Scanned from the end by hand (linear). */
function withoutQuestion(text: string): string {
  let end = text.length;
  const skip = (what: (c: string) => boolean) => {
    while (end > 0 && what(text[end - 1]!)) end -= 1;
  };
  skip((c) => c === '?' || isSpace(c));
  const tail = text.slice(Math.max(0, end - 12), end).toLowerCase();
  const question = PRICE_QUESTIONS.find(
    (q) => tail.endsWith(q) && end > q.length && /[\s\-–—=@:]/u.test(text[end - q.length - 1]!),
  );
  if (question) end -= question.length;
  if (end === text.length) return text;
  skip((c) => JOINERS.has(c) || isSpace(c));
  return end > 0 ? text.slice(0, end) : text;
}

/** A price in shillings anywhere: 'Ksh 15,600', 'kes 780', 'sh. 450/='. */
const SHILLINGS = /(?<!\p{L})(?:kshs?|kes|sh)\.?\s{0,2}\d[\d,]{0,12}(?:\.\d{1,2})?(?:\/=|\/-)?/giu;
/**
 * A price closing a line copied from a quote: '@ 780', '@1150 = 34,500', '@ 980 each', '= 34,500'.
 * Dropped only when the rest has a quantity of its own ('Y12 @ 30' is 30 of Y12).
 */
const PRICE_TAIL =
  /(?:\s{0,3}@\s{0,3}\d[\d,]{0,12}(?:\s{0,3}each)?)?(?:\s{0,3}=\s{0,3}\d[\d,]{0,12})?\s{0,3}$/iu;

/** The text without the prices it names (linear: bounded patterns, one tried at the end). */
function withoutPrices(text: string): string {
  let rest = text.replace(SHILLINGS, ' ');
  if (text.includes('@') || text.includes('=')) {
    const tail = PRICE_TAIL.exec(rest);
    const before = tail && tail[0].trim() ? rest.slice(0, tail.index) : null;
    if (before && findQuantity(before)) rest = before;
  }
  return rest === text ? text : tidy(rest);
}

/** A line that sums up rather than names an item: 'Total 50,000', 'Jumla', 'Budget ni 100k'. */
const SUMMARY = /^(?:total|sub\s?total|grand\s{1,3}total|jumla|budget)(?!\p{L})/iu;

/**
 * One written line as item text and quantity (1 when none is written), or a quantity with a
 * fraction and its unit ('2,5 t').
 */
export function parseLine(line: string): ListLine {
  const text = line.trim().replace(SPACES, ' ');
  if (SUMMARY.test(stripBullet(text))) return { text, item: stripBullet(text), quantity: 1 };
  const body = withoutPrices(withoutQuestion(writtenNumbers(stripBullet(text))))
    .replace(/(?<!\p{L})no['’]s(?!\p{L})/giu, 'nos')
    // 'cement.... 20': a run of dots joins, as a dash does.
    .replace(/\.{2,}/g, ' - ')
    // 'x2 padlock': the 'x' written before the quantity.
    .replace(/^[x×]\s{0,2}(?=\d{1,6}\s)/iu, '');
  const decimal = writtenDecimal(body);
  if (decimal) {
    const { thousandths, unit, at, length } = decimal;
    const item = tidy(`${body.slice(0, at)} ${body.slice(at + length)}`);
    return { text, item: item || body, quantity: 1, exact: { thousandths, unit } };
  }
  const numbering = NUMBERING.exec(body);
  const rest = numbering ? body.slice(numbering[0].length) : '';
  const afterNumber = numbering ? findQuantity(rest) : null;
  if (afterNumber) return { text, item: afterNumber.rest || rest, quantity: afterNumber.quantity };
  const found = findQuantity(body);
  const item = found ? found.rest : tidy(body);
  return { text, item: item || body, quantity: found?.quantity ?? 1 };
}

/* ---------- CSV ---------- */

const ITEM_HEADERS = /^(?:item|items|description|product|material|materials|name|bidhaa|kitu)$/i;
const QUANTITY_HEADERS = /^(?:qty|quantity|quantities|qnty|no|nos|number|count|idadi|pcs)$/i;

const CSV_HEADER_MAX = 200;

/** Splits one CSV row (commas, semicolons or tabs; double quotes around a cell). */
function csvCells(row: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i += 1) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * A CSV whose first row names an item column and a quantity column ('Item,Qty'), as lines; or
 * null when the text is not such a file (then each line is read as written).
 */
function parseCsv(rows: string[]): ListLine[] | null {
  const header = rows[0]!;
  // A header names a few columns; a long first row is a written line.
  if (header.length > CSV_HEADER_MAX) return null;
  const separator = [',', ';', '\t'].find((s) => header.includes(s));
  if (!separator) return null;
  const names = csvCells(header, separator).map((h) => h.replace(/[^a-z]/gi, ''));
  const itemAt = names.findIndex((h) => ITEM_HEADERS.test(h));
  const quantityAt = names.findIndex((h) => QUANTITY_HEADERS.test(h));
  if (itemAt < 0 || quantityAt < 0) return null;
  return rows.slice(1).map((row) => {
    const cells = csvCells(row, separator);
    const item = cells[itemAt] ?? '';
    const written = (cells[quantityAt] ?? '').trim();
    const quantity = /^\d[\d,]*$/.test(written) ? wholeQuantity(written) : null;
    if (quantity === null || !item) {
      // A row without a plain quantity is read like a written line, so nothing is lost.
      const line = parseLine(cells.filter(Boolean).join(' '));
      return { ...line, text: row.trim() };
    }
    return { text: row.trim(), item: tidy(stripBullet(item)) || item, quantity };
  });
}

/** The non-empty lines of a pasted list (or CSV) in the order written. */
export function listRows(text: string): string[] {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((l) => l.trim())
      // Blank lines and rules ('-----', '=====') separate items; anything else is an item.
      .filter((l) => !/^[\s\p{P}=+~_|<>^`]*$/u.test(l))
  );
}

/** A pasted list or CSV as lines of item and quantity; every line with an item becomes one line. */
export function parseList(text: string): ListLine[] {
  const rows = listRows(text);
  if (rows.length === 0) return [];
  return parseCsv(rows) ?? rows.map(parseLine);
}
