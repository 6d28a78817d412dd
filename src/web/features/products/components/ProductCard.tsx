import { ImageOff } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { PublicProduct } from '#shared/product.schema.js';
import { canReserve } from '#shared/pricing.js';
import { brandOf, categoryOf } from '../catalogue';
import { MediaImage } from '../../../components/ui/MediaImage';
import { CardPrice } from './PriceTag';
import { reserve } from './reserve';
import { Button } from '../../../components/ui/Button';
import { ServerHtml } from '../../../components/ui/ServerHtml';
import styles from '../products.module.css';
import { useI18n } from '../../../lib/i18n';

/**
 * Cards whose pictures are asked for with the page. On a phone only the first card is on the first
 * screen; the others' pictures wait for the layout (lazy: the browser still fetches those near
 * the screen, and those in a wide grid's first row, right after it), so the main picture and
 * then the scripts have the link to themselves (docs/decisions/104-take-over-window.md).
 */
const FIRST_SCREEN = 1;

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
  product: PublicProduct;
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
  const { products: t } = useI18n().m;
  return (
    <li className={`card ${styles.productCard}`}>
      {product.image ? (
        <MediaImage
          url={product.image}
          alt={product.name}
          className={styles.productCardImage}
          priority={main}
          loading={position < FIRST_SCREEN ? 'eager' : 'lazy'}
          width={400}
          height={200}
        />
      ) : (
        <div
          className={`${styles.productCardImage} ${styles.productCardImageNone}`}
          role="img"
          aria-label={t.noImage(product.name)}
        >
          <ImageOff aria-hidden="true" size={32} />
        </div>
      )}
      <div className={styles.productCardBody}>
        {/* The facts only show: kept as the server drew them at take-over, until the card shows
            another product or the product changes (components/ui/ServerHtml). */}
        <ServerHtml name={`card-facts-${product._id}`} version={product}>
          <p className={styles.productCardMeta}>
            {categoryOf(product)} · {brandOf(product)}
          </p>
          <h3 className={styles.productCardName}>
            <Link to={`/products/${encodeURIComponent(product._id)}`}>{product.name}</Link>
          </h3>
          {product.size && <p className={styles.productCardSize}>{product.size}</p>}
          <p className={styles.productCardPrice}>
            <CardPrice product={product} />
          </p>
          {product.status !== 'In Stock' && (
            <p className={styles.productCardStatus}>{t.statuses[product.status]}</p>
          )}
        </ServerHtml>
        <div className={styles.productCardActions}>
          <Button
            type="button"
            variant="dark"
            size="sm"
            onClick={() => onQuickView(product._id)}
            aria-label={t.quickViewOf(product.name)}
          >
            {t.quickView}
          </Button>
          {canReserve(product) && (
            <Button
              type="button"
              variant="primary"
              size="sm"
              onClick={() => reserve(product, t)}
              aria-label={t.reserveOf(product.name)}
            >
              {t.reserve}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
});
