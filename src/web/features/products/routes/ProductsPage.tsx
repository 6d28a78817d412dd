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
import { productsHref } from '../catalogue';
import { ProductCard } from '../components/ProductCard';
import { QuickView } from '../components/QuickView';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLinks } from '../../../components/ui/PageLinks';
import { formatCount } from '../../../lib/format';
import { Button } from '../../../components/ui/Button';
import { Later } from '../../../components/ui/Later';
import styles from '../products.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../i18n';
import { useFormat } from '../../../i18n/format';

// The catalogue is searched, filtered, sorted and paged by the server; this page keeps the
// choices in its address (the same parameter names as the API), so a filtered view can be shared,
// reloaded and left with the back button.

function FacetSelect({
  id,
  label,
  value,
  counts,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  counts: FacetCount[] | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { products: t } = useI18n().m;
  const options = counts ?? [];
  const missing = value && !options.some((o) => o.value === value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{t.all}</option>
        {missing && <option value={value}>{value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {`${o.value} (${formatCount(o.count)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The slider moves freely; the search follows once it rests, not on every step. It follows the
 * address (back button, links) except while the visitor's own move is still waiting to be sent.
 */
function PriceFilter({ value, onCommit }: { value: number; onCommit: (value: number) => void }) {
  const { products: t } = useI18n().m;
  const format = useFormat();
  const maxPriceLabel = (price: number) =>
    price >= PRICE_FILTER.max ? t.anyPrice : format.cardPrice(price);
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
    <div className={`field ${styles.filtersPrice}`}>
      <label htmlFor="filter-price">
        {t.maxPrice} <output htmlFor="filter-price">{maxPriceLabel(shown)}</output>
      </label>
      <input
        id="filter-price"
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
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const { products: t } = useI18n().m;
  return (
    <form
      role="search"
      className={styles.productsSearch}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="products-q">{t.search}</label>
      <div className={styles.productsSearchRow}>
        <input
          id="products-q"
          className="input"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          placeholder={t.searchPlaceholder}
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t.search}
        </Button>
      </div>
    </form>
  );
}

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const { products: t } = useI18n().m;
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
      <h1 id="products-title">{t.title}</h1>
      <p className="muted">
        {t.introBefore} <Link to="/quote">{t.introLink}</Link> {t.introAfter}
      </p>

      {!parsed.ok && (
        <FormError>
          {t.unreadable} {parsed.message} <Link to="/products">{t.showAll}</Link>
        </FormError>
      )}

      <div className={`${styles.filters} card`}>
        <SearchBox key={query.q ?? ''} value={query.q ?? ''} onSearch={(q) => choose({ q })} />
        <form
          className={styles.filtersFields}
          aria-label={t.filter}
          onSubmit={(e) => e.preventDefault()}
        >
          <FacetSelect
            id="filter-category"
            label={t.category}
            value={query.category}
            counts={data?.facets.category}
            onChange={(category) => choose({ category })}
          />
          <FacetSelect
            id="filter-brand"
            label={t.brand}
            value={query.brand}
            counts={data?.facets.brand}
            onChange={(brand) => choose({ brand })}
          />
          <FacetSelect
            id="filter-location"
            label={t.location}
            value={query.location}
            counts={data?.facets.location}
            onChange={(location) => choose({ location })}
          />
          <div className="field">
            <label htmlFor="filter-sort">{t.sortBy}</label>
            <select
              id="filter-sort"
              value={query.sort}
              onChange={(e) => choose({ sort: e.target.value as CatalogueSort })}
            >
              {(Object.keys(t.sort) as CatalogueSort[])
                .filter((s) => s !== 'relevance' || query.q)
                .map((s) => (
                  <option key={s} value={s}>
                    {t.sort[s]}
                  </option>
                ))}
            </select>
          </div>
          <PriceFilter
            value={query.maxPrice ?? PRICE_FILTER.max}
            onCommit={(maxPrice) => choose({ maxPrice })}
          />
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
            {t.loadingList}
          </p>
        ) : catalogue.isError ? (
          <LoadError
            what={t.theProducts}
            error={catalogue.error}
            onRetry={() => catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        ) : items.length === 0 ? (
          <p className="page-status">{t.none}</p>
        ) : (
          <>
            {/* The heading of the results, so each card's name (h3) sits under an h2. */}
            <h2 className={styles.productsCount} aria-live="polite">
              {t.count(formatCount(data!.total), data!.total === 1)}
              {query.q ? t.countFor(query.q) : ''}
            </h2>
            <ul
              className={styles.productGrid}
              aria-label={t.list}
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
              label={t.pages}
            />
          </>
        )}
      </div>

      {open && <QuickView product={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
