import { parseCatalogueQuery, type CatalogueQuery } from '#shared/catalogue-params.js';

// Reading a /products or /gallery address with the shared parser (the API's own), apart from the
// queries in api.ts so that pages which only ask for products (a product's page, the cart) do not
// load the schema library.

const DEFAULT_PAGE_QUERY: CatalogueQuery = { sort: 'newest', page: 1, pageSize: 24 };

/**
 * The catalogue page a /products address asks for (the first page when the address cannot be
 * read). The page and the server's render derive it alike, so the server's data is the page's.
 */
export function catalogueQueryFromAddress(params: URLSearchParams): CatalogueQuery {
  const parsed = parseCatalogueQuery(params);
  return parsed.ok ? parsed.query : DEFAULT_PAGE_QUERY;
}

/** Which page of the gallery an address asks for (the first when it cannot be read). */
export function galleryPageOf(params: URLSearchParams): number {
  const parsed = parseCatalogueQuery({ page: params.get('page') ?? undefined });
  return parsed.ok ? parsed.query.page : 1;
}
