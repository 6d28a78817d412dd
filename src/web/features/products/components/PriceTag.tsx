import { finalPrice, isDiscounted } from '#shared/pricing.js';
import type { PublicProduct } from '#shared/product.schema.js';
import { perUnitText } from './variant-choice';
import styles from '../products.module.css';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';

/** What the shopper pays, with the list price struck through beside it while a discount runs. */
export function PriceTag({ price, discount }: { price: number; discount: number | null }) {
  const { products } = useI18n().m;
  const formatCardPrice = useFormat().cardPrice;
  const pays = finalPrice(price, discount);
  if (!isDiscounted(price, discount)) return <>{formatCardPrice(pays)}</>;
  return (
    <>
      <span>{formatCardPrice(pays)}</span>{' '}
      <s className={styles.priceTagList} aria-label={products.was(formatCardPrice(price))}>
        {formatCardPrice(price)}
      </s>{' '}
      <span className={styles.productCardDiscount}>-{discount}%</span>
    </>
  );
}

/**
 * A card's price (catalogue, Quick View): 'from KES 780 / bar' when the product's variants differ
 * in price (decision 44; KES as every card's price, the spec's word on cards), else the one price as before, or 'Price on request'.
 */
export function CardPrice({ product }: { product: PublicProduct }) {
  const { lang, m } = useI18n();
  const formatCardPrice = useFormat().cardPrice;
  const from = product.priceFrom;
  if (from)
    return (
      <>
        <span>{m.products.from(formatCardPrice(from.price))}</span>{' '}
        <span className={styles.cardPerUnit}>{perUnitText(from.unit, lang)}</span>
      </>
    );
  if (product.price === null) return <span className="muted">{m.products.priceOnRequest}</span>;
  return <PriceTag price={product.price} discount={product.discount} />;
}
