import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { useTakenOver } from '../../../lib/use-taken-over';
import { useProductIndex } from '../api';
import { useCartItems } from '../cart-store';
import { cartLines } from '../cart-view';
import { CartTable } from '../components/CartTable';
import { OrderPanel } from '../components/OrderPanel';
import { useCustomerLocation } from '../use-location';
import styles from '../cart.module.css';

export default function CartPage() {
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
        <h1>Your Cart</h1>
        <p className="page-status" role="status">
          Opening your cart...
        </p>
      </section>
    );
  }

  if (!hasItems) {
    return (
      <section className="page container narrow center">
        <h1>Your Cart</h1>
        <p className={styles.cartEmptyTitle}>Your toolbox is empty</p>
        <p className="muted">
          Add cement, steel, paint or tools from the shop and send your order on WhatsApp.
        </p>
        <ButtonLink to="/products" variant="primary">
          Browse Products
        </ButtonLink>
        <p>
          Buying for a site? <Link to="/quote">Get a Quote</Link> from your materials list.
        </p>
      </section>
    );
  }

  const lines = cartLines(items, products);
  return (
    <section className="page container">
      <h1>Your Cart</h1>
      <div className={styles.cartLayout}>
        <CartTable lines={lines} />
        <OrderPanel lines={lines} location={location} onDetect={detect} />
      </div>
    </section>
  );
}
