import {
  QUOTE,
  QUOTE_TEXTS,
  type QuoteMatchResult,
  type QuoteProduct,
} from '#shared/quote.schema.js';
import { formatNumber } from '#shared/shop-format.js';
import { BadRequestError } from '../../lib/errors.js';
import type { QuoteCatalogue } from './quote-catalogue.js';
import { entryPrice, unitsOfEntry, type QuoteEntry } from './quote-entries.js';
import { parseList } from './quote-lines.js';
import { matchList } from './quote-matching.js';

// POST /api/quotes/match (docs/decisions/097, 117, 134): a pasted list checked before any pattern
// reads it, then matched from memory, each line with its product (or variant) in the unit it
// names, or the closest products.

/** An entry as a matched line shows it, in `unit` (its default unit without one). */
function toQuoteProduct(entry: QuoteEntry, unit?: string | null): QuoteProduct {
  const sold = unit ?? entry.unit;
  return {
    _id: entry.id,
    name: entry.name,
    sku: entry.sku,
    unit: sold,
    price: entryPrice(entry, sold),
    variantId: entry.variantId ?? null,
    variantTitle: entry.variantTitle ?? null,
  };
}

/**
 * The first written line (counted from 1) longer than a line may be, with its length: found by
 * plain scanning before any pattern reads the list (DESIGN 5, issue 40 item 6).
 */
function overlongLine(text: string): { line: number; length: number } | null {
  let line = 1;
  let length = 0;
  for (let i = 0; i <= text.length; i += 1) {
    const c = text[i];
    if (c !== undefined && c !== '\n' && c !== '\r') {
      length += 1;
      continue;
    }
    if (length > QUOTE.listLineMax) return { line, length };
    // '\r\n' (Windows) and '\r' alone (old Macs) end a line as '\n' does.
    if (c === '\r' && text[i + 1] === '\n') i += 1;
    line += 1;
    length = 0;
  }
  return null;
}

/** The lines of a pasted list, refused when empty, holding too long a line or too many lines. */
function checkedList(text: string) {
  const overlong = overlongLine(text);
  if (overlong)
    throw new BadRequestError(
      QUOTE_TEXTS.lineTooLong(overlong.line, overlong.length),
      'LINE_TOO_LONG',
    ).with({
      line: overlong.line,
      length: formatNumber(overlong.length),
      max: QUOTE.listLineMax,
    });
  const lines = parseList(text);
  if (lines.length === 0) throw new BadRequestError(QUOTE_TEXTS.emptyList, 'EMPTY_LIST');
  if (lines.length > QUOTE.linesMax)
    throw new BadRequestError(QUOTE_TEXTS.tooManyLines(lines.length), 'TOO_MANY_LINES').with({
      max: QUOTE.linesMax,
      count: lines.length,
    });
  return lines;
}

export async function matchQuoteList(
  catalogue: QuoteCatalogue,
  text: string,
): Promise<QuoteMatchResult> {
  checkedList(text);
  const { matcher, rows } = await catalogue.current();
  const matched = matchList(
    matcher,
    (p) => rows[p]!.unit,
    text,
    (p) => entryPrice(rows[p]!),
    (p) => unitsOfEntry(rows[p]!),
  );
  return {
    lines: matched.map((line) => ({
      text: line.text.slice(0, QUOTE.lineTextMax),
      quantity: line.quantity,
      ...(line.exactQuantity !== undefined && { exactQuantity: line.exactQuantity }),
      product: line.product === null ? null : toQuoteProduct(rows[line.product]!, line.unit),
      alternatives: line.alternatives.map((p) => toQuoteProduct(rows[p]!)),
    })),
  };
}
