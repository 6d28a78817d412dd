import { PRICE_FILTER } from './constants.js';

// The catalogue's query names, limits, the writing of a query as an address or a cache key, and
// its reading (parseCatalogueQuery), without the schema library: every page that writes or reads
// a catalogue address loads this alone. The API's answer schemas are in catalogue-query.ts.

export const CATALOGUE_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_PARAMS = [
  'q',
  'category',
  'brand',
  'location',
  'maxPrice',
  'sort',
  'page',
  'pageSize',
  'ids',
] as const;

export const PAGE_SIZE = { min: 1, max: 48, default: 24 } as const;
export const CATALOGUE_LIMITS = { qMax: 100, valueMax: 160, pageMax: 10_000 } as const;
/** `ids` names at most one page of products, so one answer holds every one asked for. */
export const IDS_MAX = PAGE_SIZE.max;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** True for a text the `ids` parameter accepts (every id the server makes is one). */
export function isProductId(id: string): boolean {
  return ID_PATTERN.test(id);
}

/** Shown for a product without a category or brand, and accepted as a filter value for them. */
export const MISSING_CATEGORY = 'Misc';
export const MISSING_BRAND = 'Generic';

/** A parsed catalogue query with its defaults filled in. */
export interface CatalogueQuery {
  q?: string;
  category?: string;
  brand?: string;
  location?: string;
  /** Left out at the slider's top ('Any'): then unpriced and dearer products pass too. */
  maxPrice?: number;
  /** Only these products (distinct, sorted): the cart asks for the few it holds. */
  ids?: string[];
  sort: CatalogueSort;
  page: number;
  pageSize: number;
}

export type CatalogueQueryResult =
  { ok: true; query: CatalogueQuery } | { ok: false; message: string; param: string };

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export function pick(input: QueryInput): { values: Record<string, string>; repeated?: string } {
  const values: Record<string, string> = {};
  for (const name of CATALOGUE_PARAMS) {
    const all =
      input instanceof URLSearchParams
        ? input.getAll(name)
        : ([input[name]].flat().filter((v) => v !== undefined) as string[]);
    if (all.length > 1) return { values, repeated: name };
    if (all.length === 1) values[name] = all[0]!;
  }
  return { values };
}

/** True when the input names any catalogue parameter (then the API answers a page). */
export function hasCatalogueParams(input: QueryInput): boolean {
  return CATALOGUE_PARAMS.some((name) =>
    input instanceof URLSearchParams ? input.has(name) : input[name] !== undefined,
  );
}

/** The query with its defaults left out; defaults are what a missing parameter means. */
export function catalogueQueryParams(query: Partial<CatalogueQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.brand) params.set('brand', query.brand);
  if (query.location) params.set('location', query.location);
  if (query.maxPrice !== undefined && query.maxPrice < PRICE_FILTER.max)
    params.set('maxPrice', String(query.maxPrice));
  if (query.ids && query.ids.length > 0)
    params.set('ids', [...new Set(query.ids)].sort().join(','));
  const defaultSort = query.q ? 'relevance' : 'newest';
  if (query.sort && query.sort !== defaultSort && !(query.sort === 'relevance' && !query.q))
    params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== PAGE_SIZE.default)
    params.set('pageSize', String(query.pageSize));
  return params;
}

/** A stable text for one query: equal queries give equal keys (caches, query keys). */
export function catalogueQueryKey(query: CatalogueQuery): string {
  const params = catalogueQueryParams(query);
  // Always present so that a page request never shares a key with the parameterless full list.
  params.set('page', String(query.page));
  params.sort();
  return params.toString();
}

type Read<T> = { ok: true; value: T | undefined } | { ok: false; message: string };

/** Trimmed text of at most `max` characters; empty is left out. */
function readText(value: string | undefined, max: number, tooLong: string): Read<string> {
  const text = value?.trim();
  if (text !== undefined && text.length > max) return { ok: false, message: tooLong };
  return { ok: true, value: text ? text : undefined };
}

/** A whole number from min to max; empty is left out. */
function readWhole(
  value: string | undefined,
  label: string,
  min: number,
  max: number,
): Read<number> {
  if (value === undefined || value.trim() === '') return { ok: true, value: undefined };
  if (!/^\d{1,9}$/.test(value.trim()))
    return { ok: false, message: `${label} must be a whole number.` };
  const n = Number(value);
  if (n < min || n > max)
    return { ok: false, message: `${label} must be between ${min} and ${max}.` };
  return { ok: true, value: n };
}

function readIds(value: string | undefined): Read<string[]> {
  if (value === undefined || value.trim() === '') return { ok: true, value: undefined };
  const ids = value.split(',', IDS_MAX + 1).map((id) => id.trim());
  if (ids.length > IDS_MAX)
    return { ok: false, message: `Ask for at most ${IDS_MAX} ids at a time.` };
  if (!ids.every(isProductId))
    return { ok: false, message: 'Ids must be product ids separated by commas.' };
  return { ok: true, value: [...new Set(ids)].sort() };
}

function readSort(value: string | undefined): Read<CatalogueSort> {
  if (value === undefined) return { ok: true, value: undefined };
  const sort = CATALOGUE_SORTS.find((s) => s === value);
  return sort
    ? { ok: true, value: sort }
    : { ok: false, message: `Sort must be one of: ${CATALOGUE_SORTS.join(', ')}.` };
}

/**
 * Reads the catalogue parameters of an API call or a page address. Unknown parameters are
 * ignored; a known one given twice or out of range is an error (the first, in the order of
 * CATALOGUE_PARAMS' reading below). Sort defaults to relevance when there is a search and to
 * newest otherwise (relevance without a search means newest).
 */
export function parseCatalogueQuery(input: QueryInput): CatalogueQueryResult {
  const { values, repeated } = pick(input);
  if (repeated) return { ok: false, message: `Give ${repeated} only once.`, param: repeated };
  const { valueMax, qMax, pageMax } = CATALOGUE_LIMITS;
  const textOf = (name: 'category' | 'brand' | 'location', label: string) =>
    readText(values[name], valueMax, `${label} must be at most ${valueMax} characters.`);
  const read = {
    q: readText(values.q, qMax, `Search must be at most ${qMax} characters.`),
    category: textOf('category', 'Category'),
    brand: textOf('brand', 'Brand'),
    location: textOf('location', 'Location'),
    maxPrice: readWhole(values.maxPrice, 'Max price', 0, 100_000_000),
    sort: readSort(values.sort),
    page: readWhole(values.page, 'Page', 1, pageMax),
    pageSize: readWhole(values.pageSize, 'Page size', PAGE_SIZE.min, PAGE_SIZE.max),
    ids: readIds(values.ids),
  };
  for (const [param, result] of Object.entries(read))
    if (!result.ok) return { ok: false, message: result.message, param };
  const value = <T>(r: Read<T>) => (r.ok ? r.value : undefined);
  const q = value(read.q);
  const category = value(read.category);
  const brand = value(read.brand);
  const location = value(read.location);
  const maxPrice = value(read.maxPrice);
  const ids = value(read.ids);
  const asked = value(read.sort);
  const sort: CatalogueSort =
    !asked || (asked === 'relevance' && !q) ? (q ? 'relevance' : 'newest') : asked;
  return {
    ok: true,
    query: {
      ...(q ? { q } : {}),
      ...(category ? { category } : {}),
      ...(brand ? { brand } : {}),
      ...(location ? { location } : {}),
      ...(maxPrice !== undefined && maxPrice < PRICE_FILTER.max ? { maxPrice } : {}),
      ...(ids ? { ids } : {}),
      sort,
      page: value(read.page) ?? 1,
      pageSize: value(read.pageSize) ?? PAGE_SIZE.default,
    },
  };
}
