import { finalPrice, isDiscounted } from '../../../../shared/pricing';
import { formatCardPrice } from '../catalogue';

/** What the shopper pays, with the list price struck through beside it while a discount runs. */
export function PriceTag({ price, discount }: { price: number; discount: number | null }) {
  const pays = finalPrice(price, discount);
  if (!isDiscounted(price, discount)) return <>{formatCardPrice(pays)}</>;
  return (
    <>
      <span className="price-tag__final">{formatCardPrice(pays)}</span>{' '}
      <s className="price-tag__list" aria-label={`was ${formatCardPrice(price)}`}>
        {formatCardPrice(price)}
      </s>{' '}
      <span className="product-card__discount">-{discount}%</span>
    </>
  );
}
