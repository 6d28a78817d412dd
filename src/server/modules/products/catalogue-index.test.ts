import { describe, expect, it } from 'vitest';
import { parseCatalogueQuery, type CatalogueQuery } from '#shared/catalogue-query.js';
import { CatalogueIndex, compareCodePoints, denseRanks, type IndexRow } from './catalogue-index.js';

function query(text: string): CatalogueQuery {
  const parsed = parseCatalogueQuery(new URLSearchParams(text));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
}

// A deterministic catalogue with many equal prices, names and moments.
let seed = 11;
const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
const rows: IndexRow[] = Array.from({ length: 500 }, (_, i) => ({
  id: `p${(i * 7919) % 1000}`,
  created_at: `2026-01-0${1 + random(5)}T00:00:00.000Z`,
  price: random(10) === 0 ? null : 100 * random(20),
  category: [null, 'Cement', 'Misc', 'Roofing'][random(4)]!,
  brand: [null, 'Generic', 'Bamburi', 'Safal', 'Crown'][random(5)]!,
  location: [null, 'Athi River', 'Kitengela'][random(3)]!,
  name: ['Nails', 'nails', 'Cement', 'Pipe'][random(4)]!,
}));
const index = new CatalogueIndex(rows);

/** The same answers worked out the slow, obvious way over the rows. */
function reference(q: CatalogueQuery, allowed?: Set<number>) {
  const pass = (r: IndexRow, except?: string) =>
    (q.maxPrice === undefined || (r.price !== null && r.price <= q.maxPrice)) &&
    (except === 'category' || !q.category || (r.category ?? 'Misc') === q.category) &&
    (except === 'brand' || !q.brand || (r.brand ?? 'Generic') === q.brand) &&
    (except === 'location' || !q.location || r.location === q.location);
  const positions = [...rows.keys()].filter((p) => !allowed || allowed.has(p));
  const count = (facet: 'category' | 'brand' | 'location', missing: string | null) => {
    const sums = new Map<string, number>();
    for (const p of positions) {
      const value = rows[p]![facet] ?? missing;
      if (value !== null && pass(rows[p]!, facet)) sums.set(value, (sums.get(value) ?? 0) + 1);
    }
    return [...sums]
      .map(([value, c]) => ({ value, count: c }))
      .sort((a, b) => a.value.localeCompare(b.value));
  };
  const cmp: Record<string, (a: IndexRow, b: IndexRow) => number> = {
    newest: (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0),
    'price-asc': (a, b) =>
      a.price === null || b.price === null
        ? Number(a.price === null) - Number(b.price === null)
        : a.price - b.price,
    'price-desc': (a, b) =>
      a.price === null || b.price === null
        ? Number(a.price === null) - Number(b.price === null)
        : b.price - a.price,
    name: (a, b) => compareCodePoints(a.name.toLowerCase(), b.name.toLowerCase()),
  };
  const ordered = positions
    .filter((p) => pass(rows[p]!))
    .sort(
      (a, b) => cmp[q.sort]!(rows[a]!, rows[b]!) || compareCodePoints(rows[a]!.id, rows[b]!.id),
    );
  const skip = (q.page - 1) * q.pageSize;
  return {
    total: ordered.length,
    facets: {
      category: count('category', 'Misc'),
      brand: count('brand', 'Generic'),
      location: count('location', null),
    },
    page: ordered.slice(skip, skip + q.pageSize).map((p) => rows[p]!.id),
  };
}

describe('CatalogueIndex', () => {
  it('counts, filters, sorts and pages like the obvious way, on every view and page', () => {
    let checked = 0;
    for (const filter of [
      '',
      'maxPrice=700',
      'category=Misc',
      'brand=Generic&location=Kitengela',
      'category=Cement&brand=Safal&maxPrice=1500',
      'location=Nowhere',
      'maxPrice=0',
    ]) {
      for (const sort of ['newest', 'price-asc', 'price-desc', 'name']) {
        for (const page of [1, 2, 3, 9]) {
          const q = query(`${filter}&sort=${sort}&page=${page}&pageSize=17`);
          const want = reference(q);
          expect(index.countsOf(q, undefined), `${filter} counts`).toEqual({
            total: want.total,
            facets: want.facets,
          });
          const got = index.pageOf(q, undefined, undefined, filter).map((p) => index.ids[p]);
          expect(got, `${filter} ${sort} ${page}`).toEqual(want.page);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(7 * 4 * 4);
  });

  it('keeps a search to its matches, best first, in any order and with counts among them', () => {
    const found = [...rows.keys()]
      .filter((p) => p % 3 === 0)
      .map((p) => ({ position: p, score: -(p % 4) }));
    const search = index.matches(found);
    expect(search.order.length).toBe(found.length);
    const allowed = new Set(found.map((f) => f.position));
    for (const sort of ['newest', 'price-asc', 'name']) {
      for (const page of [1, 4]) {
        const q = { ...query(`q=x&sort=${sort}&page=${page}&pageSize=9&maxPrice=1200`) };
        const want = reference(q, allowed);
        const candidates = index.candidates(q, search);
        expect(index.countsOf(q, candidates).total).toBe(want.total);
        expect(index.countsOf(q, candidates).facets).toEqual(want.facets);
        const got = index.pageOf(q, search, candidates, `x ${sort}`).map((p) => index.ids[p]);
        expect(got).toEqual(want.page);
      }
    }
    // Relevance: the best score first; equal scores newest first, then by id.
    const q = query('q=x&pageSize=48');
    const best = index.pageOf(q, search, index.candidates(q, search), 'rel').map((p) => rows[p]!);
    const scores = best.map((r) => -(rows.indexOf(r) % 4));
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('limits a query to the ids asked for, unknown ids ignored', () => {
    const asked = [rows[4]!.id, rows[90]!.id, rows[33]!.id, 'nope'];
    const q = query(`ids=${asked.join(',')}&sort=price-desc&pageSize=48`);
    const want = reference(q, new Set([4, 90, 33]));
    const candidates = index.candidates(q, undefined);
    expect(index.countsOf(q, candidates)).toEqual({ total: want.total, facets: want.facets });
    expect(index.pageOf(q, undefined, candidates, 'ids').map((p) => index.ids[p])).toEqual(
      want.page,
    );
  });
});

describe('compareCodePoints', () => {
  it('orders as UTF-8 bytes do, astral characters after the last BMP ones', () => {
    const words = ['b', 'a', 'ab', '\uffff', '😀', 'é', 'Z', ''];
    const bytes = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...words].sort(compareCodePoints)).toEqual(bytes);
    // Ranks follow the same order, with or without such characters among the texts.
    for (const texts of [words, ['b', 'a', 'b', 'Z']]) {
      const ranks = denseRanks(texts);
      const byBytes = [...new Set(texts)].sort((x, y) =>
        Buffer.compare(Buffer.from(x), Buffer.from(y)),
      );
      expect(Array.from(ranks)).toEqual(texts.map((t) => byBytes.indexOf(t)));
    }
  });
});
