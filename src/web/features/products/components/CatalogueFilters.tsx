import { useEffect, useRef, useState } from 'react';
import { useHref } from 'react-router';
import { PRICE_FILTER } from '#shared/constants.js';
import {
  catalogueQueryParams,
  type CatalogueQuery,
  type CatalogueSort,
} from '#shared/catalogue-params.js';
import type { CataloguePage, FacetCount } from '#shared/catalogue-query.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { formatCount } from '../../../lib/format';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import styles from '../products.module.css';

// The catalogue's search box and filters. Each is also a plain form the server answers when the
// script has not run (decision 103), so each keeps the address's other choices as hidden fields.

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
  const { products: t } = useI18n().m;
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
      <option value="">{t.all}</option>
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
    <TextField
      id="filter-price"
      label={
        <>
          {t.maxPrice} <output htmlFor="filter-price">{maxPriceLabel(shown)}</output>
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
  const { products: t } = useI18n().m;
  return (
    // Without the script the browser sends it to /products and the server answers (decision 103).
    <form
      role="search"
      action={useHref('/products')}
      method="get"
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
      <KeptChoices query={query} except="q" />
    </form>
  );
}

/** The search box, then the filters and sort; `choose` applies a choice (page 1 again). */
export function CatalogueFilters({
  query,
  facets,
  choose,
}: {
  query: CatalogueQuery;
  facets: CataloguePage['facets'] | undefined;
  choose: (patch: Partial<CatalogueQuery>) => void;
}) {
  const { products: t } = useI18n().m;
  const action = useHref('/products');
  return (
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
        aria-label={t.filter}
        action={action}
        method="get"
        onSubmit={(e) => e.preventDefault()}
      >
        <KeptChoices query={query} except="filters" />
        <FacetSelect
          id="filter-category"
          name="category"
          label={t.category}
          value={query.category}
          counts={facets?.category}
          onChange={(category) => choose({ category })}
        />
        <FacetSelect
          id="filter-brand"
          name="brand"
          label={t.brand}
          value={query.brand}
          counts={facets?.brand}
          onChange={(brand) => choose({ brand })}
        />
        <FacetSelect
          id="filter-location"
          name="location"
          label={t.location}
          value={query.location}
          counts={facets?.location}
          onChange={(location) => choose({ location })}
        />
        <SelectField
          id="filter-sort"
          label={t.sortBy}
          name="sort"
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
        </SelectField>
        <PriceFilter
          value={query.maxPrice ?? PRICE_FILTER.max}
          onCommit={(maxPrice) => choose({ maxPrice })}
        />
        <noscript>
          <Button type="submit" variant="primary">
            {t.applyFilters}
          </Button>
        </noscript>
      </form>
    </div>
  );
}
