import { describe, expect, it } from 'vitest';
import {
  catalogueQueryKey,
  catalogueQueryParams,
  hasCatalogueParams,
  IDS_MAX,
  parseCatalogueQuery,
} from './catalogue-query';
import { searchPlan } from './search-synonyms';

const ok = (input: URLSearchParams | Record<string, string>) => {
  const result = parseCatalogueQuery(input);
  if (!result.ok) throw new Error(result.message);
  return result.query;
};

describe('parseCatalogueQuery', () => {
  it('fills the defaults: page 1 of 24, newest first, relevance when searching', () => {
    expect(ok(new URLSearchParams(''))).toEqual({ sort: 'newest', page: 1, pageSize: 24 });
    expect(ok({ q: '  mabati ' })).toEqual({
      q: 'mabati',
      sort: 'relevance',
      page: 1,
      pageSize: 24,
    });
    expect(ok({ sort: 'relevance' }).sort).toBe('newest');
    expect(ok({ q: 'x', sort: 'price-asc' }).sort).toBe('price-asc');
  });

  it('reads page addresses and API queries alike', () => {
    const fromUrl = ok(new URLSearchParams('q=mabati&category=Roofing&page=2&maxPrice=20000'));
    const fromObject = ok({ q: 'mabati', category: 'Roofing', page: '2', maxPrice: '20000' });
    expect(fromUrl).toEqual(fromObject);
    expect(fromUrl).toMatchObject({ category: 'Roofing', page: 2, maxPrice: 20000 });
  });

  it("treats the slider's top as no price limit and empty values as absent", () => {
    expect(ok({ maxPrice: '500000' }).maxPrice).toBeUndefined();
    expect(ok({ maxPrice: '499000' }).maxPrice).toBe(499000);
    expect(ok({ category: '', brand: ' ', q: '' })).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: 24,
    });
  });

  it('refuses bad values with a message naming the parameter', () => {
    for (const [input, param] of [
      [{ page: '0' }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ pageSize: '49' }, 'pageSize'],
      [{ sort: 'cheap' }, 'sort'],
      [{ maxPrice: '-1' }, 'maxPrice'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ] as const) {
      const result = parseCatalogueQuery(input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.param).toBe(param);
        expect(result.message).toMatch(/\w+ \w+/);
      }
    }
    const twice = parseCatalogueQuery(new URLSearchParams('q=a&q=b'));
    expect(twice).toMatchObject({ ok: false, param: 'q' });
  });

  it('writes a query back as the shortest address, and reads it back unchanged', () => {
    const query = ok({ q: 'rangi', brand: 'Crown', sort: 'price-desc', page: '3' });
    const params = catalogueQueryParams(query);
    expect(params.toString()).toBe('q=rangi&brand=Crown&sort=price-desc&page=3');
    expect(ok(params)).toEqual(query);
    expect(catalogueQueryParams(ok({})).toString()).toBe('');
    expect(catalogueQueryParams(ok({ q: 'x', sort: 'relevance' })).toString()).toBe('q=x');
  });

  it('gives equal queries equal keys whatever the order of the address', () => {
    const a = ok(new URLSearchParams('category=Cement&q=saruji'));
    const b = ok(new URLSearchParams('q=saruji&category=Cement&page=1&pageSize=24'));
    expect(catalogueQueryKey(a)).toBe(catalogueQueryKey(b));
    expect(catalogueQueryKey(a)).not.toBe(catalogueQueryKey({ ...a, page: 2 }));
  });

  it('reads ids as a distinct, sorted list of at most one page, refusing anything else', () => {
    const query = ok({ ids: 'b2, a1,b2', pageSize: '48' });
    expect(query.ids).toEqual(['a1', 'b2']);
    expect(catalogueQueryKey(query)).toBe(catalogueQueryKey(ok({ ids: 'a1,b2', pageSize: '48' })));
    expect(ok(catalogueQueryParams(query))).toEqual(query);
    expect(ok({ ids: '' }).ids).toBeUndefined();
    const many = Array.from({ length: IDS_MAX + 1 }, (_, i) => `id${i}`);
    expect(ok({ ids: many.slice(0, IDS_MAX).join(',') }).ids).toHaveLength(IDS_MAX);
    for (const ids of [many.join(','), 'a,,b', 'a b', 'a;b', 'x'.repeat(65), 'ü']) {
      expect(parseCatalogueQuery({ ids })).toMatchObject({ ok: false, param: 'ids' });
    }
  });

  it('knows when an address asks for a page', () => {
    expect(hasCatalogueParams(new URLSearchParams('utm_source=x'))).toBe(false);
    expect(hasCatalogueParams(new URLSearchParams('page=1'))).toBe(true);
    expect(hasCatalogueParams({ q: '' })).toBe(true);
  });
});

describe('searchPlan', () => {
  it('expands Swahili words to the English phrases and keeps every word as a group', () => {
    expect(searchPlan('Mabati 30')).toEqual([
      [['mabati'], ['iron', 'sheet'], ['roofing', 'sheet']],
      [['30']],
    ]);
    expect(searchPlan('saruji')).toEqual([[['saruji'], ['cement']]]);
  });

  it('keeps only letters and digits, so no search syntax reaches the databases', () => {
    expect(searchPlan('"cem-50" OR *:( NEAR')).toEqual([[['cem']], [['50']], [['or']], [['near']]]);
    expect(searchPlan('  ')).toEqual([]);
  });
});
