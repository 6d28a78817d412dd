import { z } from './zod.js';
import { PublicProduct } from './product.schema.js';

// One query language for the catalogue: the API's parameters and the /products page address use
// the same names and the same parser, so a shared link, a reload and a server turning a page
// address into an API call all read a filter the same way. The names, limits and the writing of
// a query, and its parser, are in catalogue-params.ts (no schema library, so the /products page
// reads its address without loading one); this file adds the API's answer schemas.

export {
  CATALOGUE_PARAMS,
  catalogueQueryKey,
  catalogueQueryParams,
  hasCatalogueParams,
  IDS_MAX,
  MISSING_BRAND,
  MISSING_CATEGORY,
  parseCatalogueQuery,
  type CatalogueQuery,
  type CatalogueSort,
} from './catalogue-params.js';

export const FacetCount = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;

export const CataloguePage = z.object({
  items: z.array(PublicProduct),
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
