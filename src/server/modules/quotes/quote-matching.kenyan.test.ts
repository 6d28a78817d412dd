import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { FIXTURE_CATALOGUE } from './quote-matching.fixture.js';
import { matchList } from './quote-matching.js';

// Decision 165 (issue 40 item 3): general rules for the way Kenyan buyers write a list, each
// read here on lines written for the test, not taken from a fixture.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);
const unitOf = (position: number) => products[position]!.unit;
const priceOf = (position: number) => products[position]!.price;

const read = (line: string) => {
  const [m] = matchList(matcher, unitOf, line, priceOf);
  return `${m!.product === null ? 'none' : products[m!.product]!.sku} x ${m!.quantity}`;
};

describe('the ways Kenyan lists write a line', () => {
  it.each([
    // Swahili numbers as words, and the count word before the number.
    ['brashi tatu', 'PNT-BRUSH4 x 3'],
    ['nondo Y16 vipande kumi', 'STL-Y16 x 10'],
    ['hardboard 4 by 8 vipande 7', 'TMB-BOARD x 7'],
    // A price asked at the end of the line.
    ['solex padlock 3 = ?', 'OTH-PADLOCK x 3'],
    ['spirit level 2 - how much', 'TL-LEVEL x 2'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('reads a line closed by a colon as a heading: no item, no quantity', () => {
    expect(read('Plumbing for 3 houses:')).toBe('none x 1');
  });
});
