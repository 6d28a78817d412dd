import { ImageOff } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/product.schema';
import { canReserve } from '../../../../shared/pricing';
import { brandOf, categoryOf } from '../catalogue';
import { MediaImage } from '../../../components/ui/MediaImage';
import { PriceTag } from './PriceTag';
import { reserve } from './reserve';

/** Cards in the first row of the widest grid. */
const FIRST_SCREEN = 4;

/**
 * One product of the grid. Memoised: while the next filter's results load, the grid re-renders
 * with the same products and the cards are left as they are.
 */
export const ProductCard = memo(function ProductCard({
  product,
  onQuickView,
  position = Number.POSITIVE_INFINITY,
  main = false,
}: {
  product: Product;
  /** Called with the product's id. */
  onQuickView: (id: string) => void;
  /** Where the card sits in its list: the first row is on the first screen (see MediaImage). */
  position?: number;
  /**
   * Whether this card's picture is the page's main one (the first card that has a picture): it
   * is asked for first, before the page is laid out.
   */
  main?: boolean;
}) {
  return (
    <li className="card product-card">
      {product.image ? (
        <MediaImage
          url={product.image}
          alt={product.name}
          className="product-card__image"
          priority={main}
          loading={position < FIRST_SCREEN ? 'eager' : 'lazy'}
          width={400}
          height={200}
        />
      ) : (
        <div
          className="product-card__image product-card__image--none"
          role="img"
          aria-label={`${product.name}: no image`}
        >
          <ImageOff aria-hidden="true" size={32} />
        </div>
      )}
      <div className="product-card__body">
        <p className="product-card__meta">
          {categoryOf(product)} · {brandOf(product)}
        </p>
        <h3 className="product-card__name">
          <Link to={`/products/${encodeURIComponent(product._id)}`}>{product.name}</Link>
        </h3>
        {product.size && <p className="product-card__size">{product.size}</p>}
        <p className="product-card__price">
          {product.price === null ? (
            <span className="muted">Price on request</span>
          ) : (
            <PriceTag price={product.price} discount={product.discount} />
          )}
        </p>
        {product.status !== 'In Stock' && <p className="product-card__status">{product.status}</p>}
        <div className="product-card__actions">
          <button
            type="button"
            className="btn btn-dark btn-sm"
            onClick={() => onQuickView(product._id)}
            aria-label={`Quick View: ${product.name}`}
          >
            Quick View
          </button>
          {canReserve(product) && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => reserve(product)}
              aria-label={`Reserve ${product.name}`}
            >
              Reserve
            </button>
          )}
        </div>
      </div>
    </li>
  );
});
