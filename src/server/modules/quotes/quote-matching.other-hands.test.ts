import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { FIXTURE_CATALOGUE } from './quote-matching.fixture.js';
import { FRESH_HANDS } from './quote-matching.fresh-hands.fixture.js';
import { OTHER_HANDS_HELD_OUT, OTHER_HANDS_TUNING } from './quote-matching.other-hands.fixture.js';
import { scoreLists, wrongLines } from './quote-matching.score.js';

// Issue 40 item 3 (docs/decisions/117-lists-from-other-hands.md): lists written by hands that
// never saw the matcher. The held-out part is never tuned on.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);
const lineCount = (lists: { lines: unknown[] }[]) => lists.reduce((n, l) => n + l.lines.length, 0);

describe('the lists from other hands', () => {
  it('hold at least 20 lists and 120 lines, at least 40% of the lines held out', () => {
    const lists = [...OTHER_HANDS_TUNING, ...OTHER_HANDS_HELD_OUT];
    expect(lists.length).toBeGreaterThanOrEqual(20);
    expect(lineCount(lists)).toBeGreaterThanOrEqual(120);
    expect(lineCount(OTHER_HANDS_HELD_OUT) / lineCount(lists)).toBeGreaterThanOrEqual(0.4);
  });

  it('name only products of the catalogue, and quantities a quote can hold', () => {
    const skus = new Set(FIXTURE_CATALOGUE.map((p) => p.sku));
    const lines = [...OTHER_HANDS_TUNING, ...OTHER_HANDS_HELD_OUT].flatMap((l) => l.lines);
    expect(lines.filter((l) => l.sku !== null && !skus.has(l.sku))).toEqual([]);
    expect(lines.filter((l) => !Number.isInteger(l.quantity) || l.quantity < 1)).toEqual([]);
  });
});

describe('matching lists from other hands', () => {
  // 76 of 77 before decision 165, 77 of 77 after it and after decision 170.
  it('gets all the tuning lines right, product and quantity', () => {
    const score = scoreLists(matcher, products, OTHER_HANDS_TUNING);
    expect(score.score, `wrong lines:\n${wrongLines(score)}`).toBe(100);
  });

  // The first held-out part was tuned on since decision 134 (it had been seen before: decision
  // 117), so it is no measure of unseen lists any more: it reads 82 of 82. The floor keeps that
  // ground (82 of 82 after decision 170 too); the unseen figure is a later set's.
  it('gets all of the first held-out part right, product and quantity', () => {
    const score = scoreLists(matcher, products, OTHER_HANDS_HELD_OUT);
    expect(score.score, `wrong lines:\n${wrongLines(score)}`).toBe(100);
  });

  it('never gives a product to a line that should match nothing', () => {
    const score = scoreLists(matcher, products, [...OTHER_HANDS_TUNING, ...OTHER_HANDS_HELD_OUT]);
    expect(score.wronglyMatched).toBe(0);
  });
});

// A second set (quote-matching.fresh-hands.fixture.ts), written after the matcher's tuning by
// another hand that read only the catalogue: 25 lists, 191 lines. It read 148 right (77.5%) on
// first scoring (decision 117), and 154 (80.6%) when scored once after decision 134's general
// rules, tuned without it. Since decision 165 it is a tuning set (a new held-out set is written
// elsewhere): its general rules (Swahili counts and numbers, weights in bags, purposes, trade
// words, spellings by sound, prices, headings) read 186 of 191 (97.4%), and decision 170's (the
// pipe before its fitting, litres asked unit first) 188 (98.4%). The floor is that; the 3 lines
// still wrong are listed in decision 170 and in the message below. 'koki 5' (a tap, by the
// synonym list) is the one line that wants no product and gets one.
describe('matching the fresh-hands lists', () => {
  it('gets at least 98.4 in 100 of its lines right, and gives no product to a line that wants none', () => {
    const score = scoreLists(matcher, products, FRESH_HANDS);
    expect(lineCount(FRESH_HANDS)).toBeGreaterThanOrEqual(120);
    expect(score.score, `wrong lines:\n${wrongLines(score)}`).toBeGreaterThanOrEqual(98.4);
    expect(score.wronglyMatched).toBeLessThanOrEqual(1);
  });
});
