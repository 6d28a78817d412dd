import { z } from './zod.js';
import {
  CATALOGUE_LIMITS,
  CATALOGUE_SORTS,
  IDS_MAX,
  isProductId,
  PAGE_SIZE,
  pick,
  type CatalogueQueryResult,
  type QueryInput,
} from './catalogue-params.js';
import { PRICE_FILTER } from './constants.js';
import { Product } from './product.schema.js';

// One query language for the catalogue: the API's parameters and the /products page address use
// the same names and the same parser, so a shared link, a reload and a server turning a page
// address into an API call all read a filter the same way. The names, limits and the writing of
// a query are in catalogue-params.ts (no schema library, for pages that only write queries).

export {
  CATALOGUE_LIMITS,
  CATALOGUE_PARAMS,
  CATALOGUE_SORTS,
  catalogueQueryKey,
  catalogueQueryParams,
  hasCatalogueParams,
  IDS_MAX,
  isProductId,
  MISSING_BRAND,
  MISSING_CATEGORY,
  PAGE_SIZE,
  type CatalogueParam,
  type CatalogueQuery,
  type CatalogueQueryResult,
  type CatalogueSort,
} from './catalogue-params.js';

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
      if (!ids.every(isProductId)) {
        ctx.addIssue({ code: 'custom', message: 'Ids must be product ids separated by commas.' });
        return z.NEVER;
      }
      return [...new Set(ids)].sort();
    }),
});

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
