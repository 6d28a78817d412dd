import { parseCsv } from './quote-csv.js';
import { writtenDecimal } from './quote-measures.js';
import { writtenNumbers } from './quote-numbers.js';
import {
  findQuantity,
  isSpace,
  JOINERS,
  NUMBERING,
  SPACES,
  stripBullet,
  tidy,
  type ListLine,
} from './quote-quantity.js';

// A contractor's list as they write it on WhatsApp, turned into lines of item text and quantity
// (docs/decisions/097-quote-matching.md). Pure functions: no database, no catalogue. The quantity
// of a line is read by quote-quantity.ts, a CSV by quote-csv.ts, numbers in words by
// quote-numbers.ts.

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

/** Square metres written out: 'square metres', 'sq. m', 'mita za mraba' (decision 170). */
const SQUARE_METRES =
  /(?<!\p{L})(?:square\s{1,3}(?:metres?|meters?|mtrs?|m)|sq\.?\s{0,2}(?:metres?|meters?|mtrs?|m)|mita\s{1,3}(?:za\s{1,3})?mraba)(?!\p{L})/giu;

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
    .replace(/^[x×]\s{0,2}(?=\d{1,6}\s)/iu, '')
    .replace(SQUARE_METRES, 'sqm');
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
  return parseCsv(rows, parseLine) ?? rows.map(parseLine);
}
