import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSite } from '../../site';
import { LoadError } from '../../../components/ui/LoadError';
import { useProduct } from '../api';
import { canReserve } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import type { Variant } from '#shared/variant.schema.js';
import { UNITS, unitOf } from '#shared/units.js';
import { brandOf, categoryOf, paymentPlanIn } from '../catalogue';
import { AddToCart } from '../components/AddToCart';
import { PriceTag } from '../components/PriceTag';
import { reserve } from '../components/reserve';
import { Rotator } from '../components/Rotator';
import { VariantChooser } from '../components/VariantChooser';
import {
  chosenVariant,
  defaultSellUnit,
  picturesOf,
  perUnitText,
  stockWording,
} from '../components/variant-choice';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ServerHtml } from '../../../components/ui/ServerHtml';
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

  return <ProductView product={product.data} />;
}

/** The variant on show's price per its sell unit ('KES 780 / bar'), or 'Price on request'. */
function VariantPrice({ variant, unitId }: { variant: Variant; unitId: string | null }) {
  const { lang, m } = useI18n();
  const unit = variant.sellUnits.find((u) => u._id === unitId) ?? defaultSellUnit(variant);
  if (!unit || unit.price === null) return <>{m.products.priceOnRequest}</>;
  return (
    <>
      <PriceTag price={unit.price} discount={unit.discount ?? variant.discount} />{' '}
      <span className={styles.perUnit}>{perUnitText(unit.unit, lang)}</span>
    </>
  );
}

function StockLine({ variant, status }: { variant: Variant; status: string }) {
  const { products: t } = useI18n().m;
  const wording = stockWording(variant, status);
  return (
    <p className={styles.stockLine} data-stock={wording.kind}>
      {wording.kind === 'in'
        ? t.stockIn
        : wording.kind === 'low'
          ? t.stockFew(wording.amount)
          : t.stockOut}
    </p>
  );
}

function ProductView({ product: p }: { product: PublicProduct }) {
  const { lang, m } = useI18n();
  const t = m.products;
  // The variant on show is the address's (?v=...), so the server draws it and a link opens on it.
  const [params] = useSearchParams();
  const variants = p.variants ?? [];
  const shown = chosenVariant(variants, params.get('v'));
  // A sell unit chosen in the form is the variant's own; another variant starts at its default.
  const [unitChoice, setUnitChoice] = useState<{ variant: string; unit: string } | null>(null);
  const unitId = shown && unitChoice?.variant === shown._id ? unitChoice.unit : null;
  const sellable =
    shown !== undefined && canReserve({ ...p, stock: null }) && shown.stock.status !== 'out';
  // The facts and the description only show: kept as the server drew them at take-over until
  // the product, the variant on show or the language changes (components/ui/ServerHtml).
  const details = useMemo(() => ({ p, shown, lang }), [p, shown, lang]);

  return (
    <section className="page container">
      <nav aria-label={t.breadcrumb} className={styles.productPageCrumbs}>
        <Link to="/products">{t.list}</Link> <span aria-hidden="true">/</span>{' '}
        <span>{categoryOf(p)}</span>
      </nav>
      <div className={styles.quickViewGrid}>
        <Rotator key={shown?._id} images={picturesOf(p.images, shown)} alt={p.name} priority />
        <div>
          <p className={styles.productCardMeta}>
            {categoryOf(p)} · {brandOf(p)}
          </p>
          <h1 className={styles.productPageName}>{p.name}</h1>
          {shown?.title && <p className={styles.variantTitle}>{shown.title}</p>}
          <p className={`${styles.factsPrice} ${styles.productPagePrice}`}>
            {shown ? (
              <VariantPrice variant={shown} unitId={unitId} />
            ) : p.price === null ? (
              t.priceOnRequest
            ) : (
              <PriceTag price={p.price} discount={p.discount} />
            )}
          </p>
          {shown && <StockLine variant={shown} status={p.status} />}
          {shown && p.options && p.options.length > 0 && (
            <VariantChooser options={p.options} variants={variants} shown={shown} />
          )}
          {shown
            ? sellable && (
                <AddToCart
                  key={shown._id}
                  product={p}
                  variant={shown}
                  unitId={unitId}
                  onUnit={(unit) => setUnitChoice({ variant: shown._id, unit })}
                />
              )
            : canReserve(p) && (
                <Button type="button" variant="primary" onClick={() => reserve(p, t)}>
                  {t.reserve}
                </Button>
              )}
          <ServerHtml name="product-details" version={details}>
            <dl className={styles.facts}>
              <dt>{t.size}</dt>
              <dd>{p.size || '-'}</dd>
              <dt>{t.unit}</dt>
              <dd>{shown ? UNITS[unitOf(shown.stock.unit)][lang].one : p.unit}</dd>
              <dt>{t.location}</dt>
              <dd>{p.location || '-'}</dd>
              <dt>{t.paymentPlan}</dt>
              <dd>{paymentPlanIn(p, t.flexible)}</dd>
              <dt>{t.status}</dt>
              <dd>{t.statuses[p.status]}</dd>
              <dt>{t.sku}</dt>
              <dd>{shown?.sku ?? p.sku}</dd>
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
          </ServerHtml>
        </div>
      </div>
    </section>
  );
}
