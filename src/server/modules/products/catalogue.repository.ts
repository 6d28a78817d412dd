import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  MISSING_BRAND,
  MISSING_CATEGORY,
  type CatalogueQuery,
  type FacetCount,
} from '#shared/catalogue-query.js';
import { searchPlan, type SearchPlan } from '#shared/search-synonyms.js';
import type { Database } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { PRODUCT_COLUMNS } from './product.repository.js';
import type { IndexRow } from './catalogue-index.js';

type ProductRow = Database['products'];

// The catalogue's filtered, sorted and paged reads. Each facet counts under the search and the
// other filters but not its own, so a shopper who picked 'Cement' still sees how many products
// the other categories hold.

/** Must stay the expression of the GIN index (migration 2026-11-23T1220) so the index is used. */
const PG_SEARCH_VECTOR = sql.raw(
  `(setweight(to_tsvector('english'::regconfig, coalesce(name, '') || ' ' || coalesce(sku, '')), 'A') || ` +
    `setweight(to_tsvector('english'::regconfig, coalesce(brand, '') || ' ' || coalesce(category, '')), 'B') || ` +
    `setweight(to_tsvector('english'::regconfig, coalesce(tags, '')), 'C'))`,
);

/** Words reach the engines only as letters and digits (searchWords), so quoting is safe. */
export function ftsMatchExpression(plan: SearchPlan): string {
  return plan
    .map(
      (group) =>
        `(${group.map((alt) => `(${alt.map((w) => `"${w}"*`).join(' AND ')})`).join(' OR ')})`,
    )
    .join(' AND ');
}

export function tsQueryExpression(plan: SearchPlan): string {
  return plan
    .map(
      (group) => `(${group.map((alt) => `(${alt.map((w) => `${w}:*`).join(' & ')})`).join(' | ')})`,
    )
    .join(' & ');
}

const COLUMNS = PRODUCT_COLUMNS;

type Facet = 'category' | 'brand' | 'location';

interface Search {
  /** The products table, joined to the matches where the engine needs it. */
  from: RawBuilder<unknown>;
  /** Restricts the rows to the matches. */
  where: RawBuilder<SqlBool>[];
  /** Orders by relevance, best first. */
  order: RawBuilder<unknown>;
}

const PLAIN: Search = { from: sql`products`, where: [], order: sql`created_at desc, id` };

function search(db: Kysely<Database>, q: string | undefined): Search | 'nothing' {
  if (!q) return PLAIN;
  const plan = searchPlan(q);
  if (plan.length === 0) return 'nothing';
  if (isPostgres(db)) {
    const query = sql`to_tsquery('english', ${tsQueryExpression(plan)})`;
    return {
      from: sql`products`,
      where: [sql<SqlBool>`${PG_SEARCH_VECTOR} @@ ${query}`],
      order: sql`ts_rank(${PG_SEARCH_VECTOR}, ${query}) desc`,
    };
  }
  // bm25 is lowest for the best match; the weights put name and SKU above brand and category.
  const match = ftsMatchExpression(plan);
  return {
    from: sql`products join (select rowid as fts_rowid, bm25(products_fts, 10.0, 8.0, 4.0, 4.0, 2.0) as score
      from products_fts where products_fts match ${match}) found on found.fts_rowid = products.rowid`,
    where: [],
    order: sql`found.score asc`,
  };
}

function filterConditions(query: CatalogueQuery, except?: Facet): RawBuilder<SqlBool>[] {
  const where: RawBuilder<SqlBool>[] = [];
  if (query.category && except !== 'category') {
    where.push(
      query.category === MISSING_CATEGORY
        ? sql<SqlBool>`(category is null or category = ${MISSING_CATEGORY})`
        : sql<SqlBool>`category = ${query.category}`,
    );
  }
  if (query.brand && except !== 'brand') {
    where.push(
      query.brand === MISSING_BRAND
        ? sql<SqlBool>`(brand is null or brand = ${MISSING_BRAND})`
        : sql<SqlBool>`brand = ${query.brand}`,
    );
  }
  if (query.location && except !== 'location')
    where.push(sql<SqlBool>`location = ${query.location}`);
  if (query.maxPrice !== undefined) where.push(sql<SqlBool>`price <= ${query.maxPrice}`);
  if (query.ids) where.push(sql<SqlBool>`products.id in (${sql.join(query.ids)})`);
  return where;
}

function orderBy(db: Kysely<Database>, query: CatalogueQuery, found: Search): RawBuilder<unknown> {
  // Text compared in code point order on both databases, as the in-memory index does: SQLite
  // always does; PostgreSQL would otherwise use the database's locale.
  const c = isPostgres(db) ? sql` collate "C"` : sql``;
  switch (query.sort) {
    case 'relevance':
      return sql`${found.order}, created_at${c} desc, id${c}`;
    case 'price-asc':
      return sql`(price is null), price asc, id${c}`;
    case 'price-desc':
      return sql`(price is null), price desc, id${c}`;
    case 'name':
      return sql`lower(name)${c}, id${c}`;
    case 'newest':
    default:
      return sql`created_at${c} desc, id${c}`;
  }
}

export interface CatalogueRows {
  rows: ProductRow[];
  total: number;
  facets: Record<Facet, FacetCount[]>;
}

function whereAll(conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  return conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/**
 * The facet counts and the total for a query; they do not depend on sort or page. One scan:
 * the rows matching the search and the price are grouped by (category, brand, location), and
 * the total and each facet (which ignores its own filter) are summed from those groups.
 */
export async function catalogueCounts(
  db: Kysely<Database>,
  query: CatalogueQuery,
): Promise<Omit<CatalogueRows, 'rows'>> {
  const found = search(db, query.q);
  if (found === 'nothing') return { total: 0, facets: { category: [], brand: [], location: [] } };
  const priceOnly = filterConditions({
    ...query,
    category: undefined,
    brand: undefined,
    location: undefined,
  });
  // Raw columns, so the grouping can walk the facets index; missing values are named below.
  const rows = await sql<{
    category: string | null;
    brand: string | null;
    location: string | null;
    count: number | string;
  }>`
    select category, brand, location, count(*) as count
    from ${found.from}
    where ${whereAll([...found.where, ...priceOnly])}
    group by category, brand, location`.execute(db);
  const groups = {
    rows: rows.rows.map((r) => ({
      category: r.category ?? MISSING_CATEGORY,
      brand: r.brand ?? MISSING_BRAND,
      location: r.location,
      count: r.count,
    })),
  };

  const passes = (facet: Facet, value: string | null) => {
    const wanted = query[facet];
    return wanted === undefined || value === wanted;
  };
  const sums: Record<Facet, Map<string, number>> = {
    category: new Map(),
    brand: new Map(),
    location: new Map(),
  };
  let total = 0;
  for (const group of groups.rows) {
    const count = Number(group.count);
    const ok = {
      category: passes('category', group.category),
      brand: passes('brand', group.brand),
      location: passes('location', group.location),
    };
    if (ok.category && ok.brand && ok.location) total += count;
    for (const facet of ['category', 'brand', 'location'] as const) {
      const value = group[facet];
      const others = (['category', 'brand', 'location'] as const).every(
        (other) => other === facet || ok[other],
      );
      if (value && others) sums[facet].set(value, (sums[facet].get(value) ?? 0) + count);
    }
  }
  const listed = (facet: Facet): FacetCount[] =>
    [...sums[facet]]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value));
  return {
    total,
    facets: { category: listed('category'), brand: listed('brand'), location: listed('location') },
  };
}

/** One page of product rows for a query. */
export async function cataloguePageRows(
  db: Kysely<Database>,
  query: CatalogueQuery,
): Promise<ProductRow[]> {
  const found = search(db, query.q);
  if (found === 'nothing') return [];
  const conditions = [...found.where, ...filterConditions(query)];
  const result = await sql<ProductRow>`
    select ${sql.join(COLUMNS.map((c) => sql.ref(`products.${c}`)))} from ${found.from}
    where ${whereAll(conditions)}
    order by ${orderBy(db, query, found)}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`.execute(db);
  return result.rows;
}

/* ---------- for the catalogue kept in memory (catalogue-index.ts) ---------- */

/** The columns the in-memory index is made of, for every product (SQLite adds its rowid). */
export async function catalogueIndexRows(db: Kysely<Database>): Promise<IndexRow[]> {
  const postgres = isPostgres(db);
  const result = await sql<IndexRow>`
    select ${postgres ? sql`` : sql`rowid as rowid, `}id, created_at, price, category, brand,
      location, name
    from products`.execute(db);
  return result.rows;
}

/**
 * What the engine finds for a search: each match's id (PostgreSQL) or rowid (SQLite) and a
 * score where lower is better (bm25 as it is, ts_rank negated).
 */
export async function searchMatches(
  db: Kysely<Database>,
  q: string,
): Promise<{ id?: string; rowid?: number; score: number }[]> {
  const plan = searchPlan(q);
  if (plan.length === 0) return [];
  if (isPostgres(db)) {
    const query = sql`to_tsquery('english', ${tsQueryExpression(plan)})`;
    const result = await sql<{ id: string; score: number }>`
      select id, -ts_rank(${PG_SEARCH_VECTOR}, ${query}) as score
      from products where ${PG_SEARCH_VECTOR} @@ ${query}`.execute(db);
    return result.rows.map((r) => ({ id: r.id, score: Number(r.score) }));
  }
  const result = await sql<{ rowid: number; score: number }>`
    select rowid as rowid, bm25(products_fts, 10.0, 8.0, 4.0, 4.0, 2.0) as score
    from products_fts where products_fts match ${ftsMatchExpression(plan)}`.execute(db);
  return result.rows;
}

/** Whole product rows by id, in no particular order; ids that are gone are left out. */
export async function productRowsByIds(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
