import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRICE_FILTER } from '#shared/constants.js';
import {
  catalogueQueryParams,
  parseCatalogueQuery,
  type CatalogueQuery,
  type CatalogueSort,
} from '#shared/catalogue-params.js';
import type { FacetCount } from '#shared/catalogue-query.js';
import { catalogueQueryFromAddress } from '../address';
import { catalogueQuery, useCatalogue } from '../api';
import { maxPriceLabel, productsHref } from '../catalogue';
import { ProductCard } from '../components/ProductCard';
import { QuickView } from '../components/QuickView';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLinks } from '../../../components/ui/PageLinks';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { Later } from '../../../components/ui/Later';
import styles from '../products.module.css';
import { FormError } from '../../../components/ui/FormError';

// The catalogue is searched, filtered, sorted and paged by the server; this page keeps the
// choices in its address (the same parameter names as the API), so a filtered view can be shared,
// reloaded and left with the back button.

const SORT_LABELS: Record<CatalogueSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name A-Z',
};

function FacetSelect({
  id,
  name,
  label,
  value,
  counts,
  onChange,
}: {
  id: string;
  /** The address's parameter, for the form sent without the script. */
  name: string;
  label: string;
  value: string | undefined;
  counts: FacetCount[] | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const options = counts ?? [];
  const missing = value && !options.some((o) => o.value === value);
  return (
    <SelectField
      id={id}
      label={label}
      name={name}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">All</option>
      {missing && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {`${o.value} (${formatCount(o.count)})`}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The slider moves freely; the search follows once it rests, not on every step. It follows the
 * address (back button, links) except while the visitor's own move is still waiting to be sent.
 */
function PriceFilter({ value, onCommit }: { value: number; onCommit: (value: number) => void }) {
  const [shown, setShown] = useState(value);
  const [pending, setPending] = useState(false);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    if (!pending) setShown(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      id="filter-price"
      label={
        <>
          Max Price: <output htmlFor="filter-price">{maxPriceLabel(shown)}</output>
        </>
      }
      fieldClassName={styles.filtersPrice}
      name="maxPrice"
      type="range"
      min={PRICE_FILTER.min}
      max={PRICE_FILTER.max}
      step={PRICE_FILTER.step}
      value={shown}
      aria-valuetext={maxPriceLabel(shown)}
      onChange={(e) => {
        const next = Number(e.target.value);
        setShown(next);
        setPending(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setPending(false);
          onCommit(next);
        }, 250);
      }}
    />
  );
}

/**
 * The address's other choices as hidden fields, so a form sent without the script (a GET to
 * /products, decision 103) keeps them, as the app does.
 */
function KeptChoices({ query, except }: { query: CatalogueQuery; except: 'q' | 'filters' }) {
  const kept = catalogueQueryParams(
    except === 'q'
      ? { ...query, q: undefined, page: 1 }
      : { q: query.q, sort: query.q ? 'relevance' : 'newest', page: 1 },
  );
  return [...kept].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

function SearchBox({
  value,
  query,
  onSearch,
}: {
  value: string;
  query: CatalogueQuery;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  return (
    // Without the script the browser sends it to /products and the server answers (decision 103).
    <form
      role="search"
      action="/products"
      method="get"
      className={styles.productsSearch}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="products-q">Search</label>
      <div className={styles.productsSearchRow}>
        <input
          id="products-q"
          className="input"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder="Cement, mabati, rangi, SKU..."
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </div>
      <KeptChoices query={query} except="q" />
    </form>
  );
}

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseCatalogueQuery(params), [params]);
  const query = useMemo(() => catalogueQueryFromAddress(params), [params]);
  const catalogue = useCatalogue(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const data = catalogue.data;
  const items = data?.items ?? [];
  const open = openId ? items.find((p) => p._id === openId) : undefined;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const queryClient = useQueryClient();
  /**
   * A new choice starts again at page 1 and is one step of the browser's history. Its results
   * are asked for at once, while the page re-renders for the new address.
   */
  const choose = (patch: Partial<CatalogueQuery>) => {
    const next = catalogueQueryParams({ ...query, page: 1, ...patch });
    void queryClient.prefetchQuery(catalogueQuery(catalogueQueryFromAddress(next)));
    setParams(next);
  };
  const toResults = () => top.current?.scrollIntoView({ block: 'start' });

  return (
    <section className={`page container ${styles.productsPage}`} aria-labelledby="products-title">
      <h1 id="products-title">Hardware Inventory</h1>
      <p className="muted">
        Building materials, tools and hardware essentials in stock at our Athi River yard. Buying
        for a site? <Link to="/quote">Get a Quote</Link> from your materials list.
      </p>

      {!parsed.ok && (
        <FormError>
          Part of this address could not be read: {parsed.message}{' '}
          <Link to="/products">Show all products</Link>
        </FormError>
      )}

      <div className={`${styles.filters} card`}>
        <SearchBox
          key={query.q ?? ''}
          value={query.q ?? ''}
          query={query}
          onSearch={(q) => choose({ q })}
        />
        {/* A choice applies at once in the app; without the script, 'Apply filters' sends the
            form to /products and the server answers (decision 103). A choice made before the
            app takes the page over is applied when it does (public/page-capture.js). */}
        <form
          className={styles.filtersFields}
          aria-label="Filter products"
          action="/products"
          method="get"
          onSubmit={(e) => e.preventDefault()}
        >
          <KeptChoices query={query} except="filters" />
          <FacetSelect
            id="filter-category"
            name="category"
            label="Category"
            value={query.category}
            counts={data?.facets.category}
            onChange={(category) => choose({ category })}
          />
          <FacetSelect
            id="filter-brand"
            name="brand"
            label="Brand"
            value={query.brand}
            counts={data?.facets.brand}
            onChange={(brand) => choose({ brand })}
          />
          <FacetSelect
            id="filter-location"
            name="location"
            label="Location"
            value={query.location}
            counts={data?.facets.location}
            onChange={(location) => choose({ location })}
          />
          <SelectField
            id="filter-sort"
            label="Sort by"
            name="sort"
            value={query.sort}
            onChange={(e) => choose({ sort: e.target.value as CatalogueSort })}
          >
            {(Object.keys(SORT_LABELS) as CatalogueSort[])
              .filter((s) => s !== 'relevance' || query.q)
              .map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
          </SelectField>
          <PriceFilter
            value={query.maxPrice ?? PRICE_FILTER.max}
            onCommit={(maxPrice) => choose({ maxPrice })}
          />
          <noscript>
            <Button type="submit" variant="primary">
              Apply filters
            </Button>
          </noscript>
        </form>
      </div>

      <div
        ref={top}
        className="products-results"
        // Which address the results on screen belong to (the bench and tests wait on it).
        data-shown={catalogue.isPending || catalogue.isPlaceholderData ? '' : params.toString()}
      >
        {catalogue.isPending ? (
          <p className="page-status" role="status">
            Loading hardware items...
          </p>
        ) : catalogue.isError ? (
          <LoadError
            what="the products"
            error={catalogue.error}
            onRetry={() => catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        ) : items.length === 0 ? (
          <p className="page-status">No products found.</p>
        ) : (
          <>
            {/* The heading of the results, so each card's name (h3) sits under an h2. */}
            <h2 className={styles.productsCount} aria-live="polite">
              {formatCount(data!.total)} {data!.total === 1 ? 'product' : 'products'}
              {query.q ? ` for '${query.q}'` : ''}
            </h2>
            <ul
              className={styles.productGrid}
              aria-label="Products"
              aria-busy={catalogue.isPlaceholderData}
              data-stale={catalogue.isPlaceholderData || undefined}
            >
              {/* Each card is taken over as a piece of its own (components/ui/Later). */}
              {items.map((p, i) => (
                <Later key={p._id}>
                  <ProductCard
                    product={p}
                    onQuickView={setOpenId}
                    position={i}
                    main={i === items.findIndex((item) => item.image)}
                  />
                </Later>
              ))}
            </ul>
            <PageLinks
              page={query.page}
              pageCount={pageCount}
              to={(page) => productsHref({ ...query, page })}
              onNavigate={toResults}
              label="Product pages"
            />
          </>
        )}
      </div>

      {open && <QuickView product={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
