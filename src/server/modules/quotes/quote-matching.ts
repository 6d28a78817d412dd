import { parseList, writtenKilos } from './quote-lines.js';
import type { QuoteMatcher } from './quote-matcher.js';

// A pasted list read and matched line by line: the one path POST /api/quotes/match, the fixture
// test and the bench take.

export interface MatchedLine {
  text: string;
  quantity: number;
  /** Position of the product in the matcher's rows, or null. */
  product: number | null;
  alternatives: number[];
}

export function matchList(
  matcher: QuoteMatcher,
  unitOf: (position: number) => string,
  text: string,
): MatchedLine[] {
  return parseList(text).map((line) => {
    const { product, alternatives } = matcher.match(line.item);
    let quantity = line.quantity;
    // '5kg' of a product sold by the kilo is 5 of it, not one.
    if (product !== null && quantity === 1 && unitOf(product) === 'kg') {
      quantity = writtenKilos(line.item) ?? quantity;
    }
    return { text: line.text, quantity, product, alternatives };
  });
}
