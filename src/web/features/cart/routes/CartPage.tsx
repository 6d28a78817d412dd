import { Package } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { mediaVariantUrl } from '../../../../shared/media';
import { chatLink, formatKsh, LOCATION_NOT_DETECTED, orderMessage } from '../../../lib/chat-link';
import { useSite } from '../../site/use-site';
import { useProductIndex } from '../api';
import { cartActions, useCartItems } from '../cart-store';
import { cartLines, linesTotal, type CartLine } from '../cart-view';
import { QuantityInput } from '../components/QuantityInput';
import { useCustomerLocation, type LocationState } from '../use-location';
import '../cart.css';

export const MISSING_DETAILS = 'Please enter your name and phone number before placing your order.';
const POPUP_BLOCKED =
  'WhatsApp could not be opened: your browser blocked the new tab. Allow pop-ups for this site and try again.';

export default function CartPage() {
  const items = useCartItems();
  const hasItems = items.length > 0;
  const products = useProductIndex(hasItems);
  const { location, detect } = useCustomerLocation(hasItems);

  if (!hasItems) {
    return (
      <section className="page container narrow center cart-empty">
        <h1>Your Cart</h1>
        <p className="cart-empty__title">Your toolbox is empty</p>
        <p className="muted">
          Add cement, steel, paint or tools from the shop and send your order on WhatsApp.
        </p>
        <Link to="/products" className="btn btn-primary">
          Browse Products
        </Link>
      </section>
    );
  }

  const lines = cartLines(items, products);
  return (
    <section className="page container cart">
      <h1>Your Cart</h1>
      <div className="cart__layout">
        <CartTable lines={lines} />
        <OrderPanel lines={lines} location={location} onDetect={detect} />
      </div>
    </section>
  );
}

function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <div className="card cart-items">
      <table className="cart-table">
        <caption className="cart-sr-only">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
            <th scope="col">
              <span className="cart-sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                <div className="cart-table__product">
                  {line.image ? (
                    <img
                      src={mediaVariantUrl(line.image, 'card')}
                      alt=""
                      width="64"
                      height="64"
                      loading="lazy"
                    />
                  ) : (
                    <span className="cart-table__noimage" aria-hidden="true">
                      <Package size={28} strokeWidth={1.5} />
                    </span>
                  )}
                  <span>{line.name}</span>
                </div>
              </td>
              <td data-label="Quantity">
                <QuantityInput
                  id={`qty-${line.id}`}
                  label={`Quantity of ${line.name}`}
                  qty={line.qty}
                  onChange={(qty) => cartActions.setQuantity(line.id, qty)}
                />
              </td>
              <td data-label="Price" className="cart-table__price">
                {formatKsh(line.price)}
              </td>
              <td data-label="Subtotal" className="cart-table__subtotal">
                {formatKsh(line.subtotal)}
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => cartActions.remove(line.id)}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderPanel({
  lines,
  location,
  onDetect,
}: {
  lines: CartLine[];
  location: LocationState;
  onDetect: () => void;
}) {
  const site = useSite();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const total = linesTotal(lines);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !phone.trim()) {
      window.alert(MISSING_DETAILS);
      return;
    }
    const text = orderMessage({
      customerName: name,
      phone,
      lines,
      locationLink: location.status === 'found' ? location.link : null,
    });
    // Without 'noopener' in the features, a blocked pop-up is seen (null) and the cart is kept, so
    // no order is lost; the opener link is cut by hand instead.
    const chat = window.open(chatLink(site.phone, text), '_blank');
    if (!chat) {
      toast.error(POPUP_BLOCKED);
      return;
    }
    chat.opener = null;
    cartActions.clear();
    toast.success('Your order is ready in WhatsApp. Send it there to reach the shop.');
  }

  return (
    <form className="card cart-panel" onSubmit={send} noValidate aria-label="Order details">
      <h2>Your Details</h2>
      <div className="field">
        <label htmlFor="order-name">Full Name</label>
        <input
          id="order-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={100}
        />
      </div>
      <div className="field">
        <label htmlFor="order-phone">Phone Number</label>
        <input
          id="order-phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
        />
      </div>
      <div className="cart-panel__location" aria-live="polite">
        <span className="cart-panel__label">Delivery location</span>
        {location.status === 'found' ? (
          <a href={location.link} target="_blank" rel="noopener noreferrer">
            View my location on the map
          </a>
        ) : location.status === 'failed' ? (
          <span>
            {LOCATION_NOT_DETECTED}{' '}
            <button type="button" className="btn btn-sm btn-outline" onClick={onDetect}>
              Try again
            </button>
          </span>
        ) : (
          <span className="muted">Detecting your location...</span>
        )}
      </div>
      <p className="cart-panel__total">
        <span>Total</span>
        <strong>{formatKsh(total)}</strong>
      </p>
      <button type="submit" className="btn btn-primary cart-panel__send">
        Send Order via WhatsApp
      </button>
      <Link to="/products" className="btn btn-outline cart-panel__continue">
        Continue Shopping
      </Link>
    </form>
  );
}
