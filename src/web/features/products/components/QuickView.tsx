import { Link } from 'react-router';
import type { PublicProduct } from '#shared/product.schema.js';
import { canReserve } from '#shared/pricing.js';
import { brandOf, categoryOf, paymentPlanOf } from '../catalogue';
import { Modal } from '../../../components/ui/Modal';
import { PriceTag } from './PriceTag';
import { reserve } from './reserve';
import { Rotator } from './Rotator';
import { Button } from '../../../components/ui/Button';
import styles from '../products.module.css';

export function QuickView({ product, onClose }: { product: PublicProduct; onClose: () => void }) {
  return (
    <Modal title={product.name} onClose={onClose}>
      <div className={styles.quickViewGrid}>
        <Rotator images={product.images} alt={product.name} />
        <div>
          <p className={styles.productCardMeta}>
            {categoryOf(product)} · {brandOf(product)}
          </p>
          <dl className={styles.facts}>
            <dt>Size</dt>
            <dd>{product.size || '-'}</dd>
            <dt>Price</dt>
            <dd className={styles.factsPrice}>
              {product.price === null ? (
                'Price on request'
              ) : (
                <PriceTag price={product.price} discount={product.discount} />
              )}
            </dd>
            <dt>Location</dt>
            <dd>{product.location || '-'}</dd>
            <dt>Payment plan</dt>
            <dd>{paymentPlanOf(product)}</dd>
            <dt>Status</dt>
            <dd>{product.status}</dd>
          </dl>
          {product.amenities.length > 0 && (
            <>
              <h3 className={styles.quickViewSub}>Amenities</h3>
              <ul className={styles.chips}>
                {product.amenities.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </>
          )}
          {product.description && (
            <p className={styles.quickViewDescription}>{product.description}</p>
          )}
          <p>
            <Link to={`/products/${encodeURIComponent(product._id)}`} onClick={onClose}>
              Full details and photos
            </Link>
          </p>
          {canReserve(product) && (
            <Button type="button" variant="primary" onClick={() => reserve(product)}>
              Reserve
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
