import type { Kysely } from 'kysely';
import type { CatalogueQuery, CataloguePage } from '../../../shared/catalogue-query.js';
import type { Database } from '../../db/database.js';
import { mediaUrlsByOwner } from '../media/media.service.js';
import { catalogueCounts, cataloguePageRows } from './catalogue.repository.js';
import { PRODUCT_MEDIA_KIND, toProduct } from './product.service.js';

export type CatalogueCounts = Pick<CataloguePage, 'total' | 'facets'>;

/** The filters of a query without its order and page: what the total and the facets depend on. */
export function countsKey(query: CatalogueQuery): string {
  return JSON.stringify([
    query.q ?? '',
    query.category,
    query.brand,
    query.location,
    query.maxPrice,
  ]);
}

export async function cataloguePage(
  db: Kysely<Database>,
  query: CatalogueQuery,
  counts: (query: CatalogueQuery) => Promise<CatalogueCounts> = (q) => catalogueCounts(db, q),
): Promise<CataloguePage> {
  const [rows, { total, facets }] = await Promise.all([
    cataloguePageRows(db, query),
    counts(query),
  ]);
  const images = await mediaUrlsByOwner(
    db,
    PRODUCT_MEDIA_KIND,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => toProduct(row, images.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}
