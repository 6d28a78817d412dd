import { z } from './zod.js';
import { PRICE_FILTER } from './constants.js';
import { Product } from './product.schema.js';

// One query language for the catalogue: the API's parameters and the /products page address use
// the same names and the same parser, so a shared link, a reload and a server turning a page
// address into an API call all read a filter the same way.

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
export type CatalogueParam = (typeof CATALOGUE_PARAMS)[number];

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

const text = (label: string) =>
  z
    .string()
    .trim()
    .max(
      CATALOGUE_LIMITS.valueMax,
      `${label} must be at most ${CATALOGUE_LIMITS.valueMax} characters.`,
    )
    .optional()
    .transform((v) => (v ? v : undefined));

const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      if (!/^\d{1,9}$/.test(v.trim())) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number.` });
        return z.NEVER;
      }
      const n = Number(v);
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between ${min} and ${max}.` });
        return z.NEVER;
      }
      return n;
    });

const RawCatalogueQuery = z.object({
  q: z
    .string()
    .trim()
    .max(CATALOGUE_LIMITS.qMax, `Search must be at most ${CATALOGUE_LIMITS.qMax} characters.`)
    .optional(),
  category: text('Category'),
  brand: text('Brand'),
  location: text('Location'),
  maxPrice: whole('Max price', 0, 100_000_000),
  sort: z
    .enum(CATALOGUE_SORTS, {
      message: `Sort must be one of: ${CATALOGUE_SORTS.join(', ')}.`,
    })
    .optional(),
  page: whole('Page', 1, CATALOGUE_LIMITS.pageMax),
  pageSize: whole('Page size', PAGE_SIZE.min, PAGE_SIZE.max),
  ids: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const ids = v.split(',', IDS_MAX + 1).map((id) => id.trim());
      if (ids.length > IDS_MAX) {
        ctx.addIssue({ code: 'custom', message: `Ask for at most ${IDS_MAX} ids at a time.` });
        return z.NEVER;
      }
      if (!ids.every((id) => ID_PATTERN.test(id))) {
        ctx.addIssue({ code: 'custom', message: 'Ids must be product ids separated by commas.' });
        return z.NEVER;
      }
      return [...new Set(ids)].sort();
    }),
});

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

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function pick(input: QueryInput): { values: Record<string, string>; repeated?: string } {
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

/**
 * Reads the catalogue parameters of an API call or a page address. Unknown parameters are
 * ignored; a known one given twice or out of range is an error. Sort defaults to relevance when
 * there is a search and to newest otherwise (relevance without a search means newest).
 */
export function parseCatalogueQuery(input: QueryInput): CatalogueQueryResult {
  const { values, repeated } = pick(input);
  if (repeated) return { ok: false, message: `Give ${repeated} only once.`, param: repeated };
  const parsed = RawCatalogueQuery.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: issue?.message ?? 'The catalogue query is invalid.',
      param: String(issue?.path[0] ?? ''),
    };
  }
  const raw = parsed.data;
  const q = raw.q ? raw.q : undefined;
  const sort =
    !raw.sort || (raw.sort === 'relevance' && !q) ? (q ? 'relevance' : 'newest') : raw.sort;
  return {
    ok: true,
    query: {
      ...(q ? { q } : {}),
      ...(raw.category ? { category: raw.category } : {}),
      ...(raw.brand ? { brand: raw.brand } : {}),
      ...(raw.location ? { location: raw.location } : {}),
      ...(raw.maxPrice !== undefined && raw.maxPrice < PRICE_FILTER.max
        ? { maxPrice: raw.maxPrice }
        : {}),
      ...(raw.ids ? { ids: raw.ids } : {}),
      sort,
      page: raw.page ?? 1,
      pageSize: raw.pageSize ?? PAGE_SIZE.default,
    },
  };
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

export const FacetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;

export const CataloguePage = z.object({
  items: z.array(Product),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    category: z.array(FacetCount),
    brand: z.array(FacetCount),
    location: z.array(FacetCount),
  }),
});
export type CataloguePage = z.infer<typeof CataloguePage>;
