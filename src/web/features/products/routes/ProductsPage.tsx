import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  catalogueQueryParams,
  parseCatalogueQuery,
  type CatalogueQuery,
} from '#shared/catalogue-params.js';
import { catalogueQueryFromAddress } from '../address';
import { catalogueQuery, useCatalogue } from '../api';
import { productsHref } from '../catalogue';
import { ProductCard } from '../components/ProductCard';
import { QuickView } from '../components/QuickView';
import { CatalogueFilters } from '../components/CatalogueFilters';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLinks } from '../../../components/ui/PageLinks';
import { formatCount } from '../../../lib/format';
import { Later } from '../../../components/ui/Later';
import styles from '../products.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';

// The catalogue is searched, filtered, sorted and paged by the server; this page keeps the
// choices in its address (the same parameter names as the API), so a filtered view can be shared,
// reloaded and left with the back button.

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

      <CatalogueFilters query={query} facets={data?.facets} choose={choose} />

      <div
        ref={top}
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
