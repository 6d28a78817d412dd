import type { Kysely } from 'kysely';
import type { CatalogueQuery, CataloguePage } from '#shared/catalogue-query.js';
import { finalPrice } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import { searchPlan } from '#shared/search-synonyms.js';
import type { Database } from '../../db/database.js';
import { JsonText } from '../../lib/prepared-response.js';
import { mediaUrlsByOwner } from '../media/media.service.js';
import { CatalogueIndex, type SearchMatches } from './catalogue-index.js';
import {
  catalogueCounts,
  catalogueIndexRows,
  cataloguePageRows,
  productRowsByIds,
  searchMatches,
} from './catalogue.repository.js';
import { PRODUCT_MEDIA_KIND, toPublicProduct } from './product.service.js';
import { defaultUnitPriceRows, productsWithSeveralVariants } from './variant.repository.js';

/** The filters of a query without its order and page: what the total and the facets depend on. */
export function countsKey(query: CatalogueQuery): string {
  return JSON.stringify([
    query.q ?? '',
    query.category,
    query.brand,
    query.location,
    query.maxPrice,
    query.ids ?? [],
  ]);
}

type PriceFrom = NonNullable<PublicProduct['priceFrom']>;

/**
 * Each product's 'from' price (decision 44): the lowest final price of one default sell unit
 * among its active variants, with that unit, for the products whose variants differ in price. A
 * product with one price (one variant, or all alike) has none and its card reads as before.
 */
async function pricesFrom(
  db: Kysely<Database>,
  productIds: string[],
): Promise<Map<string, PriceFrom>> {
  const byProduct = new Map<string, PriceFrom[]>();
  for (const row of await defaultUnitPriceRows(db, productIds)) {
    if (row.price === null) continue;
    const price = finalPrice(row.price, row.discount ?? row.variantDiscount);
    byProduct.set(row.productId, [
      ...(byProduct.get(row.productId) ?? []),
      { price, unit: row.unit },
    ]);
  }
  const from = new Map<string, PriceFrom>();
  for (const [id, offers] of byProduct) {
    const cheapest = offers.reduce((low, o) => (o.price < low.price ? o : low));
    if (offers.some((o) => o.price !== cheapest.price)) from.set(id, cheapest);
  }
  return from;
}

/** A catalogue item: the public product, with its 'from' price when it has one. */
function catalogueItem(product: PublicProduct, from: PriceFrom | undefined): PublicProduct {
  return from ? { ...product, priceFrom: from } : product;
}

/**
 * A page straight from the database: filtered, counted, sorted and paged in SQL. Used while a
 * server cannot hear the other servers' changes (then nothing may be kept in memory), and by the
 * tests that check the in-memory path gives the same answers.
 */
export async function cataloguePage(
  db: Kysely<Database>,
  query: CatalogueQuery,
): Promise<CataloguePage> {
  const [rows, { total, facets }] = await Promise.all([
    cataloguePageRows(db, query),
    catalogueCounts(db, query),
  ]);
  const ids = rows.map((r) => r.id);
  const [images, from] = await Promise.all([
    mediaUrlsByOwner(db, PRODUCT_MEDIA_KIND, ids),
    pricesFrom(db, ids),
  ]);
  return {
    items: rows.map((row) =>
      catalogueItem(toPublicProduct(row, images.get(row.id) ?? []), from.get(row.id)),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

const ITEMS_OPEN = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');

/** Counts as a page uses them: the total, and the facets already as JSON. */
interface KeptCounts {
  total: number;
  facets: Buffer;
}

const SEARCHES_KEPT = 100;
const COUNTS_KEPT = 500;

/**
 * The catalogue held in memory for one app server (docs/decisions/046-catalogue-index.md): an index made from the
 * database on first use after each catalogue change, the searches and counts made against it,
 * and each product's JSON once a page has shown it. `changed` drops all of it; an index that
 * was being made while the catalogue changed serves the requests that already waited for it but
 * is not kept, and what those requests add to it goes with it.
 */
export class CatalogueMemory {
  private index: Promise<CatalogueIndex> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** After a change, the next request makes a new index; one still being made is not kept. */
  changed(): void {
    this.index = null;
  }

  current(): Promise<CatalogueIndex> {
    if (this.index) return this.index;
    const made = Promise.all([
      catalogueIndexRows(this.db),
      productsWithSeveralVariants(this.db),
    ]).then(([rows, several]) => new CatalogueIndex(rows, new Set(several)));
    this.index = made;
    // A failed attempt is tried again by the next request.
    made.catch(() => {
      if (this.index === made) this.index = null;
    });
    return made;
  }

  private search(index: CatalogueIndex, q: string): Promise<SearchMatches> {
    const key = JSON.stringify(searchPlan(q));
    const known = index.searches.get(key);
    if (known) return known;
    const work = searchMatches(this.db, q).then((found) =>
      index.matches(
        found.flatMap((m) => {
          const position =
            m.id !== undefined ? index.positionOf(m.id) : index.positionOfRowid(Number(m.rowid));
          // A product written after the index was made is not in it until it is made again.
          return position === undefined ? [] : [{ position, score: m.score }];
        }),
      ),
    );
    if (index.searches.size >= SEARCHES_KEPT)
      index.searches.delete(index.searches.keys().next().value!);
    index.searches.set(key, work);
    work.catch(() => index.searches.delete(key));
    return work;
  }

  /** The total and the facets' JSON of a query's filters. */
  private counts(
    index: CatalogueIndex,
    key: string,
    query: CatalogueQuery,
    candidates: Int32Array | undefined,
  ): KeptCounts {
    const known = index.counts.get(key);
    if (known) return known;
    const { total, facets } = index.countsOf(query, candidates);
    const made = { total, facets: Buffer.from(JSON.stringify(facets)) };
    if (index.counts.size >= COUNTS_KEPT) index.counts.delete(index.counts.keys().next().value!);
    index.counts.set(key, made);
    return made;
  }

  /** The JSON of the products at these positions, loading from the database those not yet known. */
  private async products(index: CatalogueIndex, positions: number[]): Promise<Buffer[]> {
    const missing = positions.filter((p) => !index.products.has(p)).map((p) => index.ids[p]!);
    if (missing.length > 0) {
      const [rows, images, from] = await Promise.all([
        productRowsByIds(this.db, missing),
        mediaUrlsByOwner(this.db, PRODUCT_MEDIA_KIND, missing),
        // Only a product with several variants can have a 'from' price: most pages ask nothing.
        pricesFrom(
          this.db,
          missing.filter((id) => index.severalVariants.has(id)),
        ),
      ]);
      for (const row of rows) {
        const position = index.positionOf(row.id);
        if (position !== undefined)
          index.products.set(
            position,
            Buffer.from(
              JSON.stringify(
                catalogueItem(toPublicProduct(row, images.get(row.id) ?? []), from.get(row.id)),
              ),
            ),
          );
      }
    }
    // A product deleted since the index was made is left out of the page.
    return positions.flatMap((p) => {
      const json = index.products.get(p);
      return json === undefined ? [] : [json];
    });
  }

  /** One catalogue page as the JSON of a CataloguePage, put together from the kept pieces. */
  async page(query: CatalogueQuery): Promise<JsonText> {
    const index = await this.current();
    const search = query.q === undefined ? undefined : await this.search(index, query.q);
    const candidates = index.candidates(query, search);
    const view = countsKey(query);
    const { total, facets } = this.counts(index, view, query, candidates);
    const items = await this.products(index, index.pageOf(query, search, candidates, view));
    const parts: Buffer[] = [ITEMS_OPEN];
    for (const [i, item] of items.entries()) parts.push(...(i > 0 ? [COMMA] : []), item);
    parts.push(
      Buffer.from(`],"total":${total},"page":${query.page},"pageSize":${query.pageSize},"facets":`),
      facets,
      CLOSE,
    );
    return new JsonText(Buffer.concat(parts));
  }
}
