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
  'pkt',
  'packets',
  'packet',
  'boxes',
  'box',
  'cartons',
  'carton',
  'pairs',
  'pair',
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
  'tonnes',
  'tonne',
  'tons',
  'ton',
  'vipande',
  'kipande',
  'pisi',
  'rols',
  'masanduku',
  'sanduku',
  'boksi',
];
const COUNT = `(?:${COUNT_WORDS.join('|')})`;

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
];
const SIZE = `(?:${SIZE_UNITS.join('|')})`;

/** Words after which a number is a size, not a quantity ('gauge 30', 'Y 12', 'size 4'). */
const SIZE_LEADERS = /^(?:gauge|gage|ga|g|y|d|r|t|size|no\.|number|grade|class|m|a|brc|lita)$/;

const BULLET = /^\s*(?:[-*•·▪●◦–—>]+\s*|\(?\d{1,3}[.)]\s+|\(?\d{1,3}\)\s*|[a-z][.)]\s+)/iu;

/** Quantities are whole units; more than this is a typing slip and is kept in the text. */
const QUANTITY_MAX = 100_000;

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

const tidy = (text: string) =>
  text
    .replace(/\s*[-–—:=,;@]+\s*$/u, '')
    .replace(/^\s*[-–—:=,;@]+\s*/u, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The number before a count word, or after one, or after an 'x': the quantity rules in order. */
const QUANTITY_RULES: RegExp[] = [
  // '50 bags cement', 'mabati - 20pcs', '3 rolls binding wire'
  new RegExp(`(?<=^|[\\s(\\-–—:=,])(\\d[\\d,]*)\\s*${COUNT}\\b\\.?`, 'iu'),
  // 'mifuko 50 saruji', 'pcs: 20'
  new RegExp(
    `(?<=^|\\s)${COUNT}\\s*(?:of\\s+)?[:=]?\\s*(\\d[\\d,]*)(?![\\d,]|\\s*(?:[x×*.]\\s*\\d|${SIZE}\\b))`,
    'iu',
  ),
  // 'qty 5', 'quantity: 5', 'idadi 5'
  /(?<=^|\s)(?:qty|quantity|idadi)\s*[:=]?\s*(\d[\d,]*)/iu,
  // 'Y12 x 30', 'cement x50', 'paint 4L * 5'; not '2x4' or '40 x 40', which are sizes
  new RegExp(
    `(?<=\\p{L}[\\p{L}\\p{N}]*\\s+|\\p{L}\\p{N}+|\\p{N}["”]\\s*)[x×*]\\s*(\\d[\\d,]*)(?![\\d,]|\\s*(?:[x×*.]\\s*\\d|${SIZE}\\b))`,
    'iu',
  ),
  // '30 x Y12', '30x cement'
  /^(\d[\d,]*)\s*[x×*](?=\s*\p{L})/iu,
  // '(20)' anywhere
  /\((\d[\d,]*)\)/u,
];

/** The first rule that finds a quantity, and the text without it. */
function findQuantity(text: string): Found | null {
  for (const rule of QUANTITY_RULES) {
    const match = rule.exec(text);
    const quantity = match ? wholeQuantity(match[1]!) : null;
    if (!match || quantity === null) continue;
    const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
    return { quantity, rest: tidy(rest) };
  }
  // 'x 6' after a number that is a size ('gauge 28 x 6', 'Savannah 32.5 x 10'), but not the
  // second half of a size ('tiles 40 x 40').
  const times = /^(.*\S)\s+[x×*]\s*(\d[\d,]*)$/iu.exec(text);
  if (times) {
    const words = times[1]!.toLowerCase().split(/\s+/);
    const last = words.at(-1)!;
    const beforeLast = words.at(-2) ?? '';
    const quantity = wholeQuantity(times[2]!);
    if (quantity !== null && (/^\d+\.\d+$/.test(last) || SIZE_LEADERS.test(beforeLast))) {
      return { quantity, rest: tidy(times[1]!) };
    }
  }
  // A leading number that is not a size: '50 cement', '10 Y12'.
  const leading = new RegExp(
    `^(\\d[\\d,]*)(?![\\d,]|\\s*(?:[x×*./]\\s*\\d|${SIZE}\\b|["'’”]))\\s+(.*)$`,
    'iu',
  ).exec(text);
  if (leading) {
    const quantity = wholeQuantity(leading[1]!);
    if (quantity !== null) return { quantity, rest: tidy(leading[2]!) };
  }
  // A trailing number that is not a size or gauge: 'cement 50', 'Y12 30', 'nails 4 inch - 10'.
  const trailing = /^(.*\S)\s*[-–—:=@]?\s+(\d[\d,]*)$|^(.*\S)\s*[-–—:=@]\s*(\d[\d,]*)$/u.exec(text);
  if (trailing) {
    const before = (trailing[1] ?? trailing[3]!).replace(/\s*[-–—:=@]$/u, '').trim();
    const lastWord = before.toLowerCase().split(/\s+/).pop() ?? '';
    const quantity = wholeQuantity(trailing[2] ?? trailing[4]!);
    const partOfSize = /(?:^|\s)[x×*]$|[/.]$/.test(before) || SIZE_LEADERS.test(lastWord);
    if (quantity !== null && !partOfSize) return { quantity, rest: tidy(before) };
  }
  return null;
}

/** One written line as item text and quantity (1 when none is written). */
export function parseLine(line: string): ListLine {
  const text = line.trim().replace(/\s+/g, ' ');
  const body = stripBullet(text);
  const found = findQuantity(body);
  const item = found ? found.rest : tidy(body);
  return { text, item: item || body, quantity: found?.quantity ?? 1 };
}

/* ---------- CSV ---------- */

const ITEM_HEADERS = /^(?:item|items|description|product|material|materials|name|bidhaa|kitu)$/i;
const QUANTITY_HEADERS = /^(?:qty|quantity|quantities|qnty|no|nos|number|count|idadi|pcs)$/i;

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

/**
 * The weight written in a line ('nails 4 inch 10kg' -> 10), for products sold by the kilo: then
 * the weight is the quantity. Null when the line names no weight.
 */
export function writtenKilos(item: string): number | null {
  const match = /(?:^|\s)(\d[\d,]*)\s*-?\s*(?:kgs?|kilos?)\b/i.exec(item);
  return match ? wholeQuantity(match[1]!) : null;
}
