import { finalPrice, isDiscounted } from '#shared/pricing.js';
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
