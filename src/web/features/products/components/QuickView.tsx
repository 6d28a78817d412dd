import { Link } from 'react-router';
import type { PublicProduct } from '#shared/product.schema.js';
import { canReserve } from '#shared/pricing.js';
import { brandOf, categoryOf, paymentPlanIn } from '../catalogue';
import { Modal } from '../../../components/ui/Modal';
import { CardPrice } from './PriceTag';
import { reserve } from './reserve';
import { Rotator } from './Rotator';
import { Button } from '../../../components/ui/Button';
import styles from '../products.module.css';
import { useI18n } from '../../../lib/i18n';

export function QuickView({ product, onClose }: { product: PublicProduct; onClose: () => void }) {
  const { products: t } = useI18n().m;
  return (
    <Modal title={product.name} onClose={onClose}>
      <div className={styles.quickViewGrid}>
        <Rotator images={product.images} alt={product.name} />
        <div>
          <p className={styles.productCardMeta}>
            {categoryOf(product)} · {brandOf(product)}
          </p>
          <dl className={styles.facts}>
            <dt>{t.size}</dt>
            <dd>{product.size || '-'}</dd>
            <dt>{t.price}</dt>
            <dd className={styles.factsPrice}>
              <CardPrice product={product} />
            </dd>
            <dt>{t.location}</dt>
            <dd>{product.location || '-'}</dd>
            <dt>{t.paymentPlan}</dt>
            <dd>{paymentPlanIn(product, t.flexible)}</dd>
            <dt>{t.status}</dt>
            <dd>{t.statuses[product.status]}</dd>
          </dl>
          {product.amenities.length > 0 && (
            <>
              <h3 className={styles.quickViewSub}>{t.amenities}</h3>
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
              {t.details}
            </Link>
          </p>
          {canReserve(product) && (
            <Button type="button" variant="primary" onClick={() => reserve(product, t)}>
              {t.reserve}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
