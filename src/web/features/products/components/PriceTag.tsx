import { finalPrice, isDiscounted } from '#shared/pricing.js';
import { formatCardPrice } from '../catalogue';
import styles from '../products.module.css';

/** What the shopper pays, with the list price struck through beside it while a discount runs. */
export function PriceTag({ price, discount }: { price: number; discount: number | null }) {
  const pays = finalPrice(price, discount);
  if (!isDiscounted(price, discount)) return <>{formatCardPrice(pays)}</>;
  return (
    <>
      <span>{formatCardPrice(pays)}</span>{' '}
      <s className={styles.priceTagList} aria-label={`was ${formatCardPrice(price)}`}>
        {formatCardPrice(price)}
      </s>{' '}
      <span className={styles.productCardDiscount}>-{discount}%</span>
    </>
  );
}
