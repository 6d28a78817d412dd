import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSite } from '../../site';
import { LoadError } from '../../../components/ui/LoadError';
import { useProduct } from '../api';
import { canReserve } from '#shared/pricing.js';
import { brandOf, categoryOf, paymentPlanIn } from '../catalogue';
import { PriceTag } from '../components/PriceTag';
import { reserve } from '../components/reserve';
import { Rotator } from '../components/Rotator';
import { Button, ButtonLink } from '../../../components/ui/Button';
import styles from '../products.module.css';
import { useI18n } from '../../../lib/i18n';

// One product at its own address, so a link shared on WhatsApp opens this product (the server
// gives the same address its title, preview picture and Product data).

export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const site = useSite();
  const { products: t } = useI18n().m;
  useDocumentTitle(product.data ? `${product.data.name} | ${site.name}` : null);

  if (product.isPending) {
    return (
      <section className="page container">
        <p className="muted">{t.loadingOne}</p>
      </section>
    );
  }
  if (product.isError || product.data === null) {
    return (
      <section className="page container">
        {product.data === null ? (
          <h1 className={styles.productPageMissing}>{t.notFound}</h1>
        ) : (
          <LoadError
            what={t.thisProduct}
            error={product.error}
            onRetry={() => product.refetch()}
            retrying={product.isFetching}
          />
        )}
        <ButtonLink to="/products" variant="outline">
          {t.back}
        </ButtonLink>
      </section>
    );
  }

  const p = product.data;
  return (
    <section className="page container">
      <nav aria-label={t.breadcrumb} className={styles.productPageCrumbs}>
        <Link to="/products">{t.list}</Link> <span aria-hidden="true">/</span>{' '}
        <span>{categoryOf(p)}</span>
      </nav>
      <div className={styles.quickViewGrid}>
        <Rotator images={p.images} alt={p.name} priority />
        <div>
          <p className={styles.productCardMeta}>
            {categoryOf(p)} · {brandOf(p)}
          </p>
          <h1 className={styles.productPageName}>{p.name}</h1>
          <p className={`${styles.factsPrice} ${styles.productPagePrice}`}>
            {p.price === null ? (
              t.priceOnRequest
            ) : (
              <PriceTag price={p.price} discount={p.discount} />
            )}
          </p>
          <dl className={styles.facts}>
            <dt>{t.size}</dt>
            <dd>{p.size || '-'}</dd>
            <dt>{t.unit}</dt>
            <dd>{p.unit}</dd>
            <dt>{t.location}</dt>
            <dd>{p.location || '-'}</dd>
            <dt>{t.paymentPlan}</dt>
            <dd>{paymentPlanIn(p, t.flexible)}</dd>
            <dt>{t.status}</dt>
            <dd>{t.statuses[p.status]}</dd>
            <dt>{t.sku}</dt>
            <dd>{p.sku}</dd>
          </dl>
          {p.amenities.length > 0 && (
            <>
              <h2 className={styles.quickViewSub}>{t.amenities}</h2>
              <ul className={styles.chips}>
                {p.amenities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          {p.description && <p className={styles.quickViewDescription}>{p.description}</p>}
          {canReserve(p) && (
            <Button type="button" variant="primary" onClick={() => reserve(p, t)}>
              {t.reserve}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
