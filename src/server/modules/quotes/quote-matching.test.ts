import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import {
  FIXTURE_CATALOGUE,
  FIXTURE_CSV,
  FIXTURE_LISTS,
  type FixtureLine,
} from './quote-matching.fixture.js';
import { matchList } from './quote-matching.js';

// Decision 36: on real-style lists against a known catalogue, >= 90% of lines get the right
// product (or rightly none) with the right quantity, and a line that should match nothing never
// gets a product.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);
const unitOf = (position: number) => products[position]!.unit;

interface Outcome {
  line: string;
  expected: string;
  got: string;
}

function run(text: string, lines: FixtureLine[]): Outcome[] {
  const matched = matchList(matcher, unitOf, text);
  expect(matched).toHaveLength(lines.length);
  return lines.map((want, i) => {
    const got = matched[i]!;
    return {
      line: want.line,
      expected: `${want.sku ?? 'none'} x ${want.quantity}`,
      got: `${got.product === null ? 'none' : products[got.product]!.sku} x ${got.quantity}`,
    };
  });
}

const outcomes = [
  ...FIXTURE_LISTS.flatMap((list) => run(list.lines.map((l) => l.line).join('\n'), list.lines)),
  ...run(FIXTURE_CSV.text, FIXTURE_CSV.lines),
];

describe('matching real-style lists against a known catalogue', () => {
  it('holds at least 20 lists', () => {
    expect(FIXTURE_LISTS.length + 1).toBeGreaterThanOrEqual(20);
  });

  // Decision 36 asked 90%; 126 of 128 read right since decision 117, and decision 170 raised the
  // floor to that. The two others ('cement 100 bags', 'Cement 20') are brand ties settled by
  // today's price, which this test does not pass (the scored sets and the bench do: 100%).
  it('gets at least 98.4 in 100 lines right, product and quantity', () => {
    const wrong = outcomes.filter((o) => o.expected !== o.got);
    const score = (outcomes.length - wrong.length) / outcomes.length;
    expect(
      { score: Math.round(score * 1000) / 10, lines: outcomes.length },
      `wrong lines:\n${wrong.map((o) => `${o.line}: expected ${o.expected}, got ${o.got}`).join('\n')}`,
    ).toEqual({ score: expect.any(Number) as number, lines: outcomes.length });
    expect(score).toBeGreaterThanOrEqual(0.984);
  });

  it('never gives a product to a line that should match nothing', () => {
    const wronglyMatched = outcomes.filter(
      (o) => o.expected.startsWith('none') && !o.got.startsWith('none'),
    );
    expect(wronglyMatched).toEqual([]);
  });

  it('offers the closest products for a line without a sure match', () => {
    const [mabati] = matchList(matcher, unitOf, 'mabati 10');
    expect(mabati!.product).toBeNull();
    const offered = mabati!.alternatives.map((p) => products[p]!.sku);
    expect(offered).toEqual(expect.arrayContaining(['ROF-G30', 'ROF-G28']));
  });
});

// Decision 117: an item the shop stocks in several brands at one size gets one of them, the
// cheapest today, and the others are offered first; a tie of anything else stays unmatched.
describe('a generic line for an item stocked in several brands', () => {
  const priceOf = (p: number) => products[p]!.price;
  const skuOf = (p: number | null) => (p === null ? null : products[p]!.sku);

  it.each(['50 bags cement', 'simiti mifuko 50', 'cement 32.5 x 50'])(
    'gives %s the cheapest cement and offers the other brands',
    (line) => {
      const [cement] = matchList(matcher, unitOf, line, priceOf);
      expect(skuOf(cement!.product)).toBe('CEM-SIM-325');
      expect(cement!.quantity).toBe(50);
      // Only Savannah and Simba are 32.5.
      const brands = line.includes('32.5') ? ['CEM-SAV-325'] : ['CEM-BAM-425', 'CEM-SAV-325'];
      expect(cement!.alternatives.map(skuOf).slice(0, brands.length).sort()).toEqual(brands);
    },
  );

  it('follows the price: a cheaper brand becomes the choice', () => {
    const cheaperBamburi = (p: number) => (products[p]!.sku === 'CEM-BAM-425' ? 650 : priceOf(p));
    const [cement] = matchList(matcher, unitOf, 'cement 10', cheaperBamburi);
    expect(skuOf(cement!.product)).toBe('CEM-BAM-425');
  });

  it('keeps a brand the line names, and leaves ties of sizes or kinds unmatched', () => {
    const lines = ['savannah cement 10', 'mabati 10', 'rangi 4L x 10', 'tank 5'];
    const matched = matchList(matcher, unitOf, lines.join('\n'), priceOf).map((m) => m.product);
    expect(matched.map(skuOf)).toEqual(['CEM-SAV-325', null, null, null]);
  });
});

// Issue 40 item 3 (docs/decisions/134): rules for every line, not for one list.
describe('general readings of a line', () => {
  const skuOf = (line: string) => {
    const [m] = matchList(matcher, unitOf, line);
    return `${m!.product === null ? 'none' : products[m!.product]!.sku} x ${m!.quantity}`;
  };

  it.each([
    // A quantity in the product's own unit is how much, not a size the product lacks.
    ['solignum lita 10', 'OTH-SOLIG x 10'],
    ['bitumen paint 20 litres', 'PNT-BIT x 20'],
    // A word written as one that the catalogue writes as two.
    ['chainlink 1.8m - 4 rolls', 'STL-CHAIN x 4'],
    // A code's number alone ('142' for A142) beside the item's word.
    ['BRC 142 - 8', 'STL-A142 x 8'],
    // Watts and volts written out are the sizes '9w' and '18v'.
    ['LED bulbs 9 watts 15', 'ELC-BULB x 15'],
    ['cordless drill 18 volts', 'TL-DRILL x 1'],
    // Trade and Swahili words: a double socket is the twin one; rings are bent from R6.
    ['double socket 13A x 12', 'ELC-SOCKET x 12'],
    ['R6 rings 100', 'STL-R6 x 100'],
    ['senyenge roli 3', 'STL-BARB x 3'],
    ['wilbaro 2', 'TL-WB x 2'],
    ['mwiko 5', 'TL-TROWEL x 5'],
    ['beleshi 4', 'TL-SHOVEL x 4'],
    ['wavu A142 4', 'STL-A142 x 4'],
  ])('reads %s as %s', (line, expected) => {
    expect(skuOf(line)).toBe(expected);
  });

  it('still refuses a size in another unit, or one the product does not have', () => {
    expect(skuOf('solignum 5 kg')).toBe('none x 1');
    expect(skuOf('paint thinner 5L')).toBe('none x 1');
  });
});

describe('lines the matcher must survive', () => {
  it.each(['constructor', '__proto__ x 5', 'toString hasOwnProperty', '🔩🔩🔩', 'x'.repeat(500)])(
    'answers %s with no product',
    (line) => {
      const [matched] = matchList(matcher, unitOf, line);
      expect(matched!.product).toBeNull();
    },
  );

  it('refuses a size the catalogue does not have, and offers the other sizes', () => {
    const [g32] = matchList(matcher, unitOf, 'mabati gauge 29 x 10');
    expect(g32!.product).toBeNull();
    expect(g32!.alternatives.map((p) => products[p]!.sku)).toContain('ROF-G30');
  });

  it('finds a product by its SKU', () => {
    const [bySku] = matchList(matcher, unitOf, 'TL-WB x 2');
    expect(bySku!.product === null ? null : products[bySku!.product]!.sku).toBe('TL-WB');
  });
});

// DESIGN 5 and issue 40 item 6: the matcher sees the visitor's words too. One word of 60,000
// digits took 53 s, of letters 0.8 s; after a short sample (so the time is the patterns' and not
// their compiling) 60,000 characters of each shape are matched in under 50 ms, best of three.
describe('matching a hostile line in linear time', () => {
  // Decision 170's rules add the Swahili 'of', counts before a pack, numbers as words, dozens.
  it.each([
    ...['9', '12', 'a', 'ab', 'g', 'x', 'é', '1 ', '1"', '1kg ', '1.', 'y1 ', '1x', '1 x '],
    ...['1 za ', 'a 1 za ', 'lita 1 ', 'kilo 1 x ', '2 x 4l ', '1 kilo ', 'item 1: ', 'kumi na '],
    ...['moja ', 'mia ', '1 dozen ', 'half a ', 'tani ', 'nusu '],
  ])('matches 60,000 characters of %j in under 50 ms', (unit) => {
    const line = unit.repeat(Math.ceil(60_000 / unit.length)).slice(0, 60_000);
    matchList(matcher, unitOf, line.slice(0, 1000));
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      matchList(matcher, unitOf, line);
      best = Math.min(best, performance.now() - started);
    }
    expect(best).toBeLessThan(50);
  });
});
