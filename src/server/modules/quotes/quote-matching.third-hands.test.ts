import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { FIXTURE_CATALOGUE } from './quote-matching.fixture.js';
import { scoreLists, wrongLines } from './quote-matching.score.js';
import { THIRD_HANDS } from './quote-matching.third-hands.fixture.js';

// Issue 40 item 3's held-out set: 24 lists written on 2026-11-27 by a hand that read only the
// catalogue and the fixture types, never the matcher nor any other list, after the matcher's
// tuning of decision 165 was finished. Scored once, on 2026-11-27: 144 of 167 lines right (86.2%),
// no line that wants no product given one; below the 90%. The 23 wrong lines were mostly
// counts written against the item ('simiti bg 30', '25bg', '1rol'), weights of a product sold in
// rolls or packets ('kilo 20' of binding wire), pieces times a length ('10pcs of 12ft'), 'Item N:'
// numbering, and misspelt trade words ('mabti', 'pant', 'biding'). Decision 170 tuned on it by
// general rules: it reads 167 of 167. It no longer measures unseen lists (a fourth set does); the
// floor keeps the ground.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);
const lines = THIRD_HANDS.flatMap((l) => l.lines);

describe('the third-hands lists', () => {
  it('hold at least 20 lists and 120 lines of products of the catalogue', () => {
    const skus = new Set(FIXTURE_CATALOGUE.map((p) => p.sku));
    expect(THIRD_HANDS.length).toBeGreaterThanOrEqual(20);
    expect(lines.length).toBeGreaterThanOrEqual(120);
    expect(lines.filter((l) => l.sku !== null && !skus.has(l.sku))).toEqual([]);
  });

  it('gets all its lines right, and gives no product to a line that wants none', () => {
    const score = scoreLists(matcher, products, THIRD_HANDS);
    expect(score.score, `wrong lines:\n${wrongLines(score)}`).toBe(100);
    expect(score.wronglyMatched).toBe(0);
  });
});
