import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { useI18n } from '../../../lib/i18n';
import { useTakenOver } from '../../../lib/use-taken-over';
import { ApiError } from '../../../lib/api-client';
import { SaveListForm } from '../../account';
import { useSession } from '../../auth';
import { useCartPricing, useProductDetails, useProductIndex } from '../api';
import { useCartItems } from '../cart-store';
import { cartLines, pricingByKey, pricingRequest } from '../cart-view';
import { CartTable } from '../components/CartTable';
import { OrderPanel } from '../components/OrderPanel';
import { useCustomerLocation } from '../use-location';
import styles from '../cart.module.css';

export default function CartPage() {
  const { cart: t } = useI18n().m;
  const items = useCartItems();
  const hasItems = items.length > 0;
  const ids = items.map((item) => item.id);
  const products = useProductIndex(ids);
  const details = useProductDetails(ids);
  // The shop prices the lines it can (decision 42): first without its answer, to know what to ask.
  const request = pricingRequest(cartLines(items, products, details));
  const pricing = useCartPricing(request);
  const lines = cartLines(items, products, details, pricingByKey(request, pricing.data));
  const pricingProblem =
    pricing.error instanceof ApiError && pricing.error.status === 400
      ? pricing.error.message
      : null;
  // Lines whose typed quantity the unit refuses: the order waits until they are corrected.
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const onValidity = useCallback((key: string, ok: boolean) => {
    setRefused((now) => {
      if (ok !== now.has(key)) return now;
      const next = new Set(now);
      if (ok) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const { location, detect } = useCustomerLocation(hasItems);
  // The cart lives in this browser: the server cannot know it, so until the app has taken the
  // page over it says it is opening the cart rather than that the cart is empty (decision 102).
  const takenOver = useTakenOver();
  const signedIn = useSession().session.status === 'authenticated';

  if (!takenOver) {
    return (
      <section className="page container narrow center">
        <h1>{t.title}</h1>
        <p className="page-status" role="status">
          {t.opening}
        </p>
      </section>
    );
  }

  if (!hasItems) {
    return (
      <section className="page container narrow center">
        <h1>{t.title}</h1>
        <p className={styles.cartEmptyTitle}>{t.emptyTitle}</p>
        <p className="muted">{t.emptyText}</p>
        <ButtonLink to="/products" variant="primary">
          {t.browse}
        </ButtonLink>
        <p>
          {t.quoteBefore} <Link to="/quote">{t.quoteLink}</Link> {t.quoteAfter}
        </p>
      </section>
    );
  }

  const blocked = lines.some((l) => refused.has(l.key));
  return (
    <section className="page container">
      <h1>{t.title}</h1>
      <div className={styles.cartLayout}>
        <div className={styles.cartMain}>
          <CartTable lines={lines} onValidity={onValidity} />
          {signedIn && (
            // A contractor keeps this cart for the next site (decision 55).
            <SaveListForm
              id="cart-list"
              source={() => ({
                items: items.map((i) => ({
                  productId: i.id,
                  ...(i.variantId ? { variantId: i.variantId } : {}),
                  ...(i.unit ? { unit: i.unit } : {}),
                  quantity: i.quantity,
                })),
              })}
            />
          )}
        </div>
        <OrderPanel
          lines={lines}
          location={location}
          onDetect={detect}
          blocked={blocked}
          pricingProblem={pricingProblem}
        />
      </div>
    </section>
  );
}
