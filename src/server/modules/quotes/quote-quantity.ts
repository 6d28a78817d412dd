import {
  COUNT,
  LEADER,
  OF_LEADER,
  PACKED,
  SIZE,
  SIZE_LEADERS,
  SWAHILI_COUNT,
  UNIT_FIRST,
} from './quote-count-words.js';

// The quantity of one line of a contractor's list, and the numbering before it
// (docs/decisions/097-quote-matching.md, 165, 170): '50 bags cement', 'mifuko 50 saruji', 'Y12 x
// 30', 'mabati gauge 30 - 20pcs', '1. Wire nails 4 inch'. Sizes and gauges ('Y12', 'gauge 30', '4
// inch', '4L', '2x4') are part of the item, never the quantity.

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

const BULLET =
  /^\s*(?:(?:item|itm|no\.?|s\/no\.?)\s{0,2}\d{1,3}\s{0,2}[.):\-–—]\s*|[-*•·▪●◦–—>]+\s*|#\s?\d{1,3}[.):]?\s+|\(?\d{1,3}[.)]\s+|\(?\d{1,3}\)\s*|[a-z][.)]\s+|(?:i{1,3}|iv|vi{0,3}|ix)[.)]\s+)/iu;

/**
 * A number heading an item with no space, or with a dash and a space ('1.cement 20', '1- cement
 * 20', '2/ Y12 x 30'): numbering when the rest has a quantity of its own, else the quantity ('20 -
 * mabati'). Never a size ('2-inch nails 5', '2 - inch nails').
 */
export const NUMBERING = new RegExp(
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

export const wholeQuantity = (digits: string): number | null => {
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
export const SPACES = /\s{2,}|[^\S ]/g;

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

export const JOINERS = new Set(['-', '–', '—', ':', '=', ',', ';', '@']);
export const isSpace = (c: string) => c === ' ' || c === '\t';

/**
 * The text without the joiners left at its end and start ('cement -', ': 50'). Scanned from the
 * end by hand: `\s*[-:,]+\s*$` retried from every position of a long run of dashes.
 */
export function tidy(text: string): string {
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
export function findQuantity(text: string): Found | null {
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
    `^(${NUMBER})(?![\\d,]|\\s*(?:(?:[x×*./]|by|kwa)\\s*\\d|${SIZE}\\b|["'’”]))\\s+(.*)$`,
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
