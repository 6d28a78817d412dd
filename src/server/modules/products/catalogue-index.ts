import {
  MISSING_BRAND,
  MISSING_CATEGORY,
  type CatalogueQuery,
  type CatalogueSort,
  type FacetCount,
} from '#shared/catalogue-query.js';

// A compact picture of the catalogue in memory, made from the database (the source of truth)
// and thrown away on every catalogue change (docs/decisions/046-catalogue-index.md). It holds what filtering, counting and
// ordering need for each product, as typed arrays indexed by a product's position:
// price, category, brand and location (as numbers), and each sort order worked out once.
// Counting facets and choosing a page's products then take microseconds instead of a scan and a
// sort in SQL; the database still finds the matches of a search and loads the page's products.
//
// The orders are the SQL orders of the catalogue query (catalogue.repository.ts), tie-breaks
// included, compared in code point order as SQLite does (and PostgreSQL under "C"):
// newest: created_at desc, id; price: unpriced last, price, id; name: lower(name), id;
// relevance: the engine's score, then newest.

export type Facet = 'category' | 'brand' | 'location';
const FACETS: readonly Facet[] = ['category', 'brand', 'location'];
type PlainSort = Exclude<CatalogueSort, 'relevance'>;

/** The columns of one product the index is made from. */
export interface IndexRow {
  id: string;
  /** SQLite's rowid, which the search table uses; absent on PostgreSQL. */
  rowid?: number | null;
  created_at: string;
  price: number | null;
  category: string | null;
  brand: string | null;
  location: string | null;
  name: string;
}

export interface FacetCounts {
  total: number;
  facets: Record<Facet, FacetCount[]>;
}

/** The products a search found, best first, with a quick membership test. */
export interface SearchMatches {
  /** Positions, best match first. */
  order: Int32Array;
  /** 1 at the position of every match. */
  member: Uint8Array;
}

/**
 * Code point order, as SQLite compares text (bytes of UTF-8) and PostgreSQL does under the "C"
 * collation. Plain `<` compares UTF-16 units, which differs only for characters above U+FFFF
 * against those in U+E000..U+FFFF; the usual fix-up moves surrogates above both.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x >= 0xe000 ? -0x800 : 0x2000;
      y += y >= 0xe000 ? -0x800 : 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/**
 * The rank of each text among the distinct texts, in code point order (equal texts share one).
 * Texts without surrogates sort the same by UTF-16 units, so the native sort serves them.
 */
export function denseRanks(texts: readonly string[]): Int32Array {
  const distinct = [...new Set(texts)];
  if (distinct.some((t) => /[\uD800-\uDFFF]/.test(t))) distinct.sort(compareCodePoints);
  else distinct.sort();
  const rank = new Map(distinct.map((t, i) => [t, i] as const));
  return Int32Array.from(texts, (t) => rank.get(t)!);
}

/** Index of the first value above `limit` in an ascending array: how many are <= limit. */
function countAtMost(sorted: Float64Array, limit: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

class Values {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();

  idOf(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(name);
      this.ids.set(name, id);
    }
    return id;
  }

  find(name: string): number | undefined {
    return this.ids.get(name);
  }

  /** Ids in the order the facet lists show them (as the SQL path sorted them). */
  displayOrder(): Int32Array {
    return Int32Array.from(this.names.keys()).sort((a, b) =>
      this.names[a]!.localeCompare(this.names[b]!),
    );
  }
}

/** Products sharing a category, brand and location, with their prices sorted. */
interface Group {
  category: number;
  brand: number;
  location: number;
  prices: Float64Array;
  /** Unpriced products; they pass only when there is no price limit. */
  unpriced: number;
}

/** A query's filters as ids; NOTHING when the asked value exists nowhere in the catalogue. */
const VIEWS_KEPT = 64;
const ANY = -1;
const NOTHING = -2;
interface Filter {
  maxPrice: number | undefined;
  category: number;
  brand: number;
  location: number;
}

export class CatalogueIndex {
  readonly size: number;
  readonly ids: readonly string[];
  private readonly positions = new Map<string, number>();
  private readonly rowids = new Map<number, number>();
  private readonly price: Float64Array;
  private readonly facet: Record<Facet, Uint16Array>;
  private readonly values: Record<Facet, Values>;
  private readonly display: Record<Facet, Int32Array>;
  private readonly orders: Record<PlainSort, Int32Array>;
  /** A product's place in each order, by position. */
  private readonly ranks: Record<PlainSort, Int32Array>;
  private readonly groups: Group[];
  /** Searches already run against this picture of the catalogue, by their plan. */
  readonly searches = new Map<string, Promise<SearchMatches>>();
  /** Counts already made (the total and the facets' JSON), by the filters they depend on. */
  readonly counts = new Map<string, { total: number; facets: Buffer }>();
  /** The whole ordered list of a filtered view, for its later pages. */
  private readonly views = new Map<string, Int32Array>();
  /** Each product's answer as JSON, made the first time a page shows it. */
  readonly products = new Map<number, Buffer>();

  constructor(
    rows: readonly IndexRow[],
    /** The products with several active variants: those whose price can read 'from'. */
    readonly severalVariants: ReadonlySet<string> = new Set(),
  ) {
    const n = rows.length;
    this.size = n;
    this.ids = rows.map((r) => r.id);
    this.price = new Float64Array(n);
    this.facet = {
      category: new Uint16Array(n),
      brand: new Uint16Array(n),
      location: new Uint16Array(n),
    };
    this.values = { category: new Values(), brand: new Values(), location: new Values() };
    // Location 0 is 'none': counted nowhere and matched by no filter.
    this.values.location.idOf('\u0000none');
    const groups = new Map<number, { key: Group; prices: number[] }>();
    for (let p = 0; p < n; p += 1) {
      const row = rows[p]!;
      this.positions.set(row.id, p);
      if (row.rowid !== undefined && row.rowid !== null) this.rowids.set(Number(row.rowid), p);
      this.price[p] = row.price === null ? NaN : Number(row.price);
      const category = this.values.category.idOf(row.category ?? MISSING_CATEGORY);
      const brand = this.values.brand.idOf(row.brand ?? MISSING_BRAND);
      const location = row.location === null ? 0 : this.values.location.idOf(row.location);
      this.facet.category[p] = category;
      this.facet.brand[p] = brand;
      this.facet.location[p] = location;
      const key = (category * 65536 + brand) * 65536 + location;
      let group = groups.get(key);
      if (!group) {
        group = {
          key: { category, brand, location, prices: new Float64Array(0), unpriced: 0 },
          prices: [],
        };
        groups.set(key, group);
      }
      if (row.price === null) group.key.unpriced += 1;
      else group.prices.push(Number(row.price));
    }
    if (Math.max(...FACETS.map((f) => this.values[f].names.length)) > 65535)
      throw new Error('More than 65535 distinct values in one facet.');
    this.groups = [...groups.values()].map(({ key, prices }) => ({
      ...key,
      prices: Float64Array.from(prices).sort(),
    }));
    this.display = {
      category: this.values.category.displayOrder(),
      brand: this.values.brand.displayOrder(),
      location: this.values.location.displayOrder().filter((id) => id !== 0),
    };

    // Each order sorts one number per product: the rank of its key, then the rank of its id
    // (ids are unique, so the number is too and names its product). Numbers sort natively, far
    // faster than comparing strings in a comparator.
    const idRank = denseRanks(this.ids);
    const byIdRank = new Int32Array(n);
    idRank.forEach((rank, p) => (byIdRank[rank] = p));
    const orderBy = (key: ArrayLike<number>) => {
      const keys = new Float64Array(n);
      for (let p = 0; p < n; p += 1) keys[p] = key[p]! * n + idRank[p]!;
      keys.sort();
      const order = new Int32Array(n);
      for (let i = 0; i < n; i += 1) order[i] = byIdRank[keys[i]! % n]!;
      return order;
    };
    const created = denseRanks(rows.map((r) => r.created_at));
    const names = denseRanks(rows.map((r) => r.name.toLowerCase()));
    const priced = [...new Set(rows.flatMap((r) => (r.price === null ? [] : [Number(r.price)])))];
    const priceRank = new Map<number, number>();
    Float64Array.from(priced)
      .sort()
      .forEach((v, i) => priceRank.set(v, i));
    // Unpriced products come last both ways.
    const up = new Int32Array(n);
    const down = new Int32Array(n);
    for (let p = 0; p < n; p += 1) {
      const rank = priceRank.get(this.price[p]!);
      up[p] = rank ?? priced.length;
      down[p] = rank === undefined ? priced.length : priced.length - 1 - rank;
    }
    this.orders = {
      newest: orderBy(created.map((rank) => n - rank)),
      'price-asc': orderBy(up),
      'price-desc': orderBy(down),
      name: orderBy(names),
    };
    const rankOf = (order: Int32Array) => {
      const rank = new Int32Array(n);
      order.forEach((p, i) => (rank[p] = i));
      return rank;
    };
    this.ranks = {
      newest: rankOf(this.orders.newest),
      'price-asc': rankOf(this.orders['price-asc']),
      'price-desc': rankOf(this.orders['price-desc']),
      name: rankOf(this.orders.name),
    };
  }

  positionOf(id: string): number | undefined {
    return this.positions.get(id);
  }

  positionOfRowid(rowid: number): number | undefined {
    return this.rowids.get(rowid);
  }

  /**
   * Search matches from the engine (position and score, lower score = better), ordered best
   * first with newest as the tie-break.
   */
  matches(found: readonly { position: number; score: number }[]): SearchMatches {
    const rank = this.ranks.newest;
    const order = Int32Array.from(
      [...found]
        .sort((a, b) => a.score - b.score || rank[a.position]! - rank[b.position]!)
        .map((m) => m.position),
    );
    const member = new Uint8Array(this.size);
    for (const p of order) member[p] = 1;
    return { order, member };
  }

  private filterOf(query: CatalogueQuery): Filter {
    const id = (facet: Facet, value: string | undefined) => {
      if (value === undefined) return ANY;
      const found = this.values[facet].find(value);
      // Location 0 is 'none', which no filter value names.
      return found === undefined || (facet === 'location' && found === 0) ? NOTHING : found;
    };
    return {
      maxPrice: query.maxPrice,
      category: id('category', query.category),
      brand: id('brand', query.brand),
      location: id('location', query.location),
    };
  }

  /**
   * The products a query may show before its own filters: every product, or those a search
   * found and/or the ids asked for, in relevance order when searching.
   */
  candidates(query: CatalogueQuery, search: SearchMatches | undefined): Int32Array | undefined {
    if (!query.ids) return search?.order;
    const asked = query.ids
      .map((id) => this.positions.get(id))
      .filter((p): p is number => p !== undefined && (!search || search.member[p] === 1));
    if (search) {
      const rank = new Map(Array.from(search.order, (p, i) => [p, i]));
      asked.sort((a, b) => rank.get(a)! - rank.get(b)!);
    }
    return Int32Array.from(asked);
  }

  /**
   * The total and the facet counts. Each facet counts under the search and the other filters
   * but not its own. Without a candidate list the counts come from the groups: one binary
   * search over each group's sorted prices.
   */
  countsOf(query: CatalogueQuery, candidates: Int32Array | undefined): FacetCounts {
    const filter = this.filterOf(query);
    const sums: Record<Facet, Int32Array> = {
      category: new Int32Array(this.values.category.names.length),
      brand: new Int32Array(this.values.brand.names.length),
      location: new Int32Array(this.values.location.names.length),
    };
    let total = 0;
    const add = (category: number, brand: number, location: number, count: number) => {
      if (count === 0) return;
      const okCategory = filter.category === ANY || filter.category === category;
      const okBrand = filter.brand === ANY || filter.brand === brand;
      const okLocation = filter.location === ANY || filter.location === location;
      if (okBrand && okLocation) sums.category[category]! += count;
      if (okCategory && okLocation) sums.brand[brand]! += count;
      if (okCategory && okBrand) {
        sums.location[location]! += count;
        if (okLocation) total += count;
      }
    };
    if (candidates) {
      const limit = filter.maxPrice;
      for (const p of candidates) {
        if (limit !== undefined && !(this.price[p]! <= limit)) continue;
        add(this.facet.category[p]!, this.facet.brand[p]!, this.facet.location[p]!, 1);
      }
    } else {
      for (const g of this.groups) {
        const count =
          filter.maxPrice === undefined
            ? g.prices.length + g.unpriced
            : countAtMost(g.prices, filter.maxPrice);
        add(g.category, g.brand, g.location, count);
      }
    }
    const listed = (facet: Facet): FacetCount[] => {
      const out: FacetCount[] = [];
      for (const id of this.display[facet]) {
        const count = sums[facet][id]!;
        if (count > 0) out.push({ value: this.values[facet].names[id]!, count });
      }
      return out;
    };
    return {
      total,
      facets: {
        category: listed('category'),
        brand: listed('brand'),
        location: listed('location'),
      },
    };
  }

  /**
   * The positions of the products on the query's page, in order. A first page walks the order
   * until it has enough; a later page reads from the view's whole list in that order, made once
   * and kept under `viewKey` (the filters and the sort), so page 500 costs what page 2 does.
   */
  pageOf(
    query: CatalogueQuery,
    search: SearchMatches | undefined,
    candidates: Int32Array | undefined,
    viewKey: string,
  ): number[] {
    const filter = this.filterOf(query);
    if (filter.category === NOTHING || filter.brand === NOTHING || filter.location === NOTHING)
      return [];
    const skip = (query.page - 1) * query.pageSize;
    const unfiltered =
      filter.maxPrice === undefined &&
      filter.category === ANY &&
      filter.brand === ANY &&
      filter.location === ANY;
    if (!candidates && unfiltered && query.sort !== 'relevance')
      return Array.from(this.orders[query.sort].subarray(skip, skip + query.pageSize));

    const { order, member } = this.walkOf(query, search, candidates);
    if (query.page === 1) return this.walk(filter, order, member, query.pageSize);
    const key = `${viewKey} ${query.sort}`;
    let view = this.views.get(key);
    if (!view) {
      view = Int32Array.from(this.walk(filter, order, member, Infinity));
      if (this.views.size >= VIEWS_KEPT) this.views.delete(this.views.keys().next().value!);
      this.views.set(key, view);
    }
    return Array.from(view.subarray(skip, skip + query.pageSize));
  }

  /** The order to walk for a query, and the members of it that may be shown. */
  private walkOf(
    query: CatalogueQuery,
    search: SearchMatches | undefined,
    candidates: Int32Array | undefined,
  ): { order: ArrayLike<number>; member?: Uint8Array } {
    if (query.sort === 'relevance') return { order: candidates ?? this.orders.newest };
    if (!candidates) return { order: this.orders[query.sort] };
    if (query.ids) {
      // A few asked-for products: sort just those.
      const rank = this.ranks[query.sort];
      return { order: [...candidates].sort((a, b) => rank[a]! - rank[b]!) };
    }
    // A search in another order: walk that order and keep the matches.
    return { order: this.orders[query.sort], member: search?.member };
  }

  /** The first `limit` products of `order` that pass the filter (and are members, if given). */
  private walk(
    filter: Filter,
    order: ArrayLike<number>,
    member: Uint8Array | undefined,
    limit: number,
  ): number[] {
    const { price } = this;
    const { category, brand, location } = this.facet;
    const { maxPrice } = filter;
    const out: number[] = [];
    for (let i = 0; i < order.length && out.length < limit; i += 1) {
      const p = order[i]!;
      if (member !== undefined && member[p] !== 1) continue;
      if (maxPrice !== undefined && !(price[p]! <= maxPrice)) continue;
      if (filter.category !== ANY && category[p] !== filter.category) continue;
      if (filter.brand !== ANY && brand[p] !== filter.brand) continue;
      if (filter.location !== ANY && location[p] !== filter.location) continue;
      out.push(p);
    }
    return out;
  }
}
