import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { FOURTH_HANDS } from './quote-matching.fourth-hands.fixture.js';
import { FIXTURE_CATALOGUE } from './quote-matching.fixture.js';
import { scoreLists, wrongLines } from './quote-matching.score.js';

// Issue 40 item 3's held-out set, the fourth: 26 lists (259 lines) written on 2026-11-27 by a hand
// that read only the catalogue and the fixture types, never the matcher nor any other list, while
// the rules of decision 170 were being written by another engineer who never saw this set. Scored
// once, on 2026-11-28, after decision 170's tuning was merged: 240 of 259 lines right (92.7%), above
// the 90%. One line that wants no product got one ('Dawa ya kuosha ng'ombe lita 5', a cattle
// dip, read as wood preservative by its litres). The 19 wrong lines are mostly words the vocabulary
// lacks ('Cmt', 'lgths', 'Bndg', 'Q. dust', 'R6 links', 'CI sheets'), a brand named inside
// brackets, 'tani moja' of cement, and a count written after a colon ('Shovels: two'). The floors
// keep what it read; once tuned on, this set no longer measures unseen lists.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);
const lines = FOURTH_HANDS.flatMap((l) => l.lines);

describe('the fourth-hands lists', () => {
  it('hold at least 20 lists and 120 lines of products of the catalogue', () => {
    const skus = new Set(FIXTURE_CATALOGUE.map((p) => p.sku));
    expect(FOURTH_HANDS.length).toBeGreaterThanOrEqual(20);
    expect(lines.length).toBeGreaterThanOrEqual(120);
    expect(lines.filter((l) => l.sku !== null && !skus.has(l.sku))).toEqual([]);
  });

  it('gets at least 92 in 100 of its lines right, and a product to at most the one line that wants none', () => {
    const score = scoreLists(matcher, products, FOURTH_HANDS);
    expect(score.score, `wrong lines:\n${wrongLines(score)}`).toBeGreaterThanOrEqual(92);
    expect(score.wronglyMatched).toBeLessThanOrEqual(1);
  });
});
