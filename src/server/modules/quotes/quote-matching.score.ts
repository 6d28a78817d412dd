import type { FixtureList } from './quote-matching.fixture.js';
import type { QuoteMatcher } from './quote-matcher.js';
import { matchList } from './quote-matching.js';

// How a set of fixture lists scores (decision 36): each list pasted whole, each line right when it
// gets the expected product (or rightly none) with the expected quantity. The unit tests and
// `npm run bench` (scripts/bench-quotes.mjs, on the built copy) score through this one rule.

export interface LineOutcome {
  line: string;
  expected: string;
  got: string;
  /** The line should match nothing. */
  none: boolean;
}

export interface ListsScore {
  lists: number;
  lines: number;
  right: number;
  /** Percent right, one decimal. */
  score: number;
  wrong: LineOutcome[];
  /** Lines that should match nothing, and those of them given a product. */
  noMatchLines: number;
  wronglyMatched: number;
}

export function scoreLists(
  matcher: QuoteMatcher,
  products: readonly { sku: string; unit: string; price?: number | null }[],
  lists: readonly Pick<FixtureList, 'lines'>[],
  textOf: (list: Pick<FixtureList, 'lines'>) => string = (list) =>
    list.lines.map((l) => l.line).join('\n'),
): ListsScore {
  const outcomes = lists.flatMap((list) => {
    const matched = matchList(
      matcher,
      (p) => products[p]!.unit,
      textOf(list),
      (p) => products[p]!.price ?? null,
    );
    return list.lines.map((want, i): LineOutcome => {
      const got = matched[i];
      const sku = got?.product == null ? 'none' : products[got.product]!.sku;
      return {
        line: want.line,
        expected: `${want.sku ?? 'none'} x ${want.quantity}`,
        got: got === undefined ? 'missing' : `${sku} x ${got.quantity}`,
        none: want.sku === null,
      };
    });
  });
  const wrong = outcomes.filter((o) => o.expected !== o.got);
  const right = outcomes.length - wrong.length;
  return {
    lists: lists.length,
    lines: outcomes.length,
    right,
    score: Math.round((right / outcomes.length) * 1000) / 10,
    wrong,
    noMatchLines: outcomes.filter((o) => o.none).length,
    wronglyMatched: outcomes.filter((o) => o.none && !o.got.startsWith('none')).length,
  };
}

/** The wrong lines, one a line, for a failing test's message. */
export const wrongLines = (score: ListsScore) =>
  score.wrong.map((o) => `${o.line}: expected ${o.expected}, got ${o.got}`).join('\n');
