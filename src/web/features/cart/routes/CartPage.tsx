import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { useI18n } from '../../../lib/i18n';
import { useTakenOver } from '../../../lib/use-taken-over';
import { useProductIndex } from '../api';
import { useCartItems } from '../cart-store';
import { cartLines } from '../cart-view';
import { CartTable } from '../components/CartTable';
import { OrderPanel } from '../components/OrderPanel';
import { useCustomerLocation } from '../use-location';
import styles from '../cart.module.css';

export default function CartPage() {
  const { cart: t } = useI18n().m;
  const items = useCartItems();
  const hasItems = items.length > 0;
  const products = useProductIndex(items.map((item) => item.id));
  const { location, detect } = useCustomerLocation(hasItems);
  // The cart lives in this browser: the server cannot know it, so until the app has taken the
  // page over it says it is opening the cart rather than that the cart is empty (decision 102).
  const takenOver = useTakenOver();

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

  const lines = cartLines(items, products);
  return (
    <section className="page container">
      <h1>{t.title}</h1>
      <div className={styles.cartLayout}>
        <CartTable lines={lines} />
        <OrderPanel lines={lines} location={location} onDetect={detect} />
      </div>
    </section>
  );
}
