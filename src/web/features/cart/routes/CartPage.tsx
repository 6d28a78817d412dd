import { Package } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { isKenyaCounty, KENYA_COUNTIES, normalizeKenyanPhone } from '#shared/kenya.js';
import { mediaVariantUrl } from '#shared/media.js';
import { ORDER } from '#shared/order-limits.js';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '#shared/pricing.js';
import { chatLink } from '../../../lib/whatsapp-link';
import { LOCATION_NOT_DETECTED } from '../../../lib/whatsapp-message';
import { useSite } from '../../site';
import { placeOrder, useDeliveryZones, useProductIndex } from '../api';
import { cartActions, useCartItems } from '../cart-store';
import { cartLines, linesTotal, type CartLine } from '../cart-view';
import { QuantityInput } from '../components/QuantityInput';
import { fallbackOrderMessage, placedOrderMessage, type DeliveryChoice } from '../order-message';
import { useCustomerLocation, type LocationState } from '../use-location';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SelectField, TextareaField, TextField } from '../../../components/ui/Field';
import { useTakenOver } from '../../../lib/use-taken-over';
import styles from '../cart.module.css';

export const MISSING_DETAILS = 'Please enter your name and phone number before placing your order.';
const BAD_PHONE = 'Please enter a Kenyan mobile number, e.g. 0712 345 678.';
/** Past this the shop counts as unreachable and the plain message goes instead. */
const SAVE_TIMEOUT_MS = 10_000;

/** 4xx answers other than throttling mean the order itself needs a change. */
const isRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;
const POPUP_BLOCKED =
  'WhatsApp could not be opened: your browser blocked the new tab. Allow pop-ups for this site and try again.';

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
      <section className="page container narrow center cart-empty">
        <h1>Your Cart</h1>
        <p className="page-status" role="status">
          Opening your cart...
        </p>
      </section>
    );
  }

  if (!hasItems) {
    return (
      <section className="page container narrow center cart-empty">
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
    <section className="page container cart">
      <h1>Your Cart</h1>
      <div className={styles.cartLayout}>
        <CartTable lines={lines} />
        <OrderPanel lines={lines} location={location} onDetect={detect} />
      </div>
    </section>
  );
}

function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <div className={`card ${styles.cartItems}`}>
      <table className={styles.cartTable}>
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                <div className={styles.cartTableProduct}>
                  {line.image ? (
                    <img
                      src={mediaVariantUrl(line.image, 'card')}
                      alt=""
                      width="64"
                      height="64"
                      loading="lazy"
                    />
                  ) : (
                    <span className={styles.cartTableNoimage} aria-hidden="true">
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
              <td data-label="Price" className={styles.cartTablePrice}>
                {formatMoney(line.price)}
              </td>
              <td data-label="Subtotal" className={styles.cartTableSubtotal}>
                {formatMoney(line.subtotal)}
              </td>
              <td>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => cartActions.remove(line.id)}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Method = '' | 'pickup' | 'delivery';

/** A saved order whose chat window was blocked: the same message is offered again, not re-sent. */
interface Pending {
  text: string;
  reference: string | null;
  signature: string;
}

const NO_ZONE = (county: string) =>
  `We do not deliver to ${county} yet. Please choose pickup, or call the shop to arrange delivery.`;

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
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [method, setMethod] = useState<Method>('');
  const [county, setCounty] = useState('');
  const [area, setArea] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const zones = useDeliveryZones(true);

  const subtotal = linesTotal(lines);
  const zone =
    method === 'delivery' && county
      ? (zones.data?.find((z) => z.counties.includes(county)) ?? null)
      : null;
  const fee = method === 'pickup' ? 0 : zone ? zone.fee : null;
  const total = subtotal + (fee ?? 0);
  const locationLink = location.status === 'found' ? location.link : null;
  const signature = JSON.stringify([lines, name, phone, method, county, area, note]);

  function deliveryChoice(): DeliveryChoice | string {
    if (method === '') return 'Please choose delivery or pickup.';
    if (method === 'pickup') return { method: 'pickup' };
    if (!isKenyaCounty(county)) return 'Please choose your county for delivery.';
    if (!area.trim()) return 'Please enter an area or landmark for delivery.';
    if (zones.data && !zone) return NO_ZONE(county);
    return { method: 'delivery', county, area: area.trim() };
  }

  function openChat(next: Pending) {
    // Without 'noopener' in the features, a blocked pop-up is seen (null) and the cart is kept, so
    // no order is lost; the opener link is cut by hand instead.
    const chat = window.open(chatLink(site.phone, next.text), '_blank');
    if (!chat) {
      setPending(next);
      toast.error(POPUP_BLOCKED);
      return;
    }
    chat.opener = null;
    setPending(null);
    cartActions.clear();
    toast.success('Your order is ready in WhatsApp. Send it there to reach the shop.');
    if (next.reference) void navigate(`/orders/${next.reference}`, { state: { phone } });
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!name.trim() || !phone.trim()) {
      window.alert(MISSING_DETAILS);
      return;
    }
    if (!normalizeKenyanPhone(phone)) {
      setProblem(BAD_PHONE);
      return;
    }
    const delivery = deliveryChoice();
    if (typeof delivery === 'string') {
      setProblem(delivery);
      return;
    }
    setProblem(null);
    if (pending && pending.signature === signature) {
      openChat(pending);
      return;
    }
    setSending(true);
    let next: Pending;
    try {
      const order = await placeOrder(
        {
          customerName: name,
          phone,
          items: lines.map((l) => ({ productId: l.id, qty: l.qty, name: l.name })),
          delivery,
          locationLink,
          note: note.trim() || null,
        },
        // Older phone browsers lack AbortSignal.timeout; they wait for the network instead.
        typeof AbortSignal.timeout === 'function'
          ? AbortSignal.timeout(SAVE_TIMEOUT_MS)
          : undefined,
      );
      next = {
        text: placedOrderMessage({ order, customerName: name, phone, delivery, locationLink }),
        reference: order.reference,
        signature,
      };
    } catch (err) {
      if (err instanceof ApiError && isRefusal(err.status)) {
        // The shop refused the order as asked (an item gone, a bad detail): say why and keep the
        // cart so the visitor can fix it.
        setProblem(err.message);
        return;
      }
      // The shop could not be reached or failed: the chat message still carries the order.
      next = {
        text: fallbackOrderMessage({ customerName: name, phone, lines, delivery, locationLink }),
        reference: null,
        signature,
      };
    } finally {
      setSending(false);
    }
    openChat(next);
  }

  return (
    <form
      className={`card ${styles.cartPanel}`}
      onSubmit={send}
      noValidate
      aria-label="Order details"
    >
      <h2>Your Details</h2>
      <TextField
        id="order-name"
        label="Full Name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        maxLength={ORDER.nameMax}
      />
      <TextField
        id="order-phone"
        label="Phone Number"
        type="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        placeholder="0712 345 678"
      />
      <fieldset className={styles.cartPanelDelivery}>
        <legend>Delivery or pickup</legend>
        <label className={styles.cartPanelChoice}>
          <input
            type="radio"
            name="delivery-method"
            value="pickup"
            checked={method === 'pickup'}
            onChange={() => setMethod('pickup')}
          />
          Pickup at the shop (free)
        </label>
        <label className={styles.cartPanelChoice}>
          <input
            type="radio"
            name="delivery-method"
            value="delivery"
            checked={method === 'delivery'}
            onChange={() => setMethod('delivery')}
          />
          Delivery
        </label>
        {method === 'delivery' && (
          <>
            <SelectField
              id="order-county"
              label="County"
              value={county}
              onChange={(e) => setCounty(e.target.value)}
            >
              <option value="">Choose your county</option>
              {KENYA_COUNTIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField
              id="order-area"
              label="Area or landmark"
              value={area}
              onChange={(e) => setArea(e.target.value)}
              maxLength={ORDER.areaMax}
              placeholder="e.g. Greenpark, next to the mall"
            />
            {county && zones.data && !zone && (
              <p className={styles.cartPanelWarn}>{NO_ZONE(county)}</p>
            )}
          </>
        )}
      </fieldset>
      <TextareaField
        id="order-note"
        label="Note for the shop (optional)"
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={ORDER.noteMax}
      />
      <div className={styles.cartPanelLocation} aria-live="polite">
        <span className={styles.cartPanelLabel}>Delivery location</span>
        {location.status === 'found' ? (
          <a href={location.link} target="_blank" rel="noopener noreferrer">
            View my location on the map
          </a>
        ) : location.status === 'failed' ? (
          <span>
            {LOCATION_NOT_DETECTED}{' '}
            <Button type="button" variant="outline" size="sm" onClick={onDetect}>
              Try again
            </Button>
          </span>
        ) : (
          <span className="muted">Detecting your location...</span>
        )}
      </div>
      <dl className={styles.cartPanelSums}>
        <div>
          <dt>Subtotal</dt>
          <dd className="cart-panel__subtotal">{formatMoney(subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd className="cart-panel__fee" data-testid="cart-fee">
            {feeText(method, county, fee, zones.isError)}
          </dd>
        </div>
      </dl>
      <p className={styles.cartPanelTotal} data-testid="cart-total">
        <span>Total</span>
        <strong>{formatMoney(total)}</strong>
      </p>
      {problem && (
        <p className={styles.cartPanelProblem} role="alert" data-testid="cart-problem">
          {problem}
        </p>
      )}
      <Button type="submit" variant="primary" className={styles.cartPanelSend} disabled={sending}>
        {sending ? 'Saving your order...' : 'Send Order via WhatsApp'}
      </Button>
      <ButtonLink to="/products" variant="outline" className={styles.cartPanelContinue}>
        Continue Shopping
      </ButtonLink>
      <p className="muted">
        Buying for a site? <Link to="/quote">Get a Quote</Link> from your materials list.
      </p>
    </form>
  );
}

function feeText(method: Method, county: string, fee: number | null, zonesFailed: boolean) {
  if (method === '') return 'Choose delivery or pickup';
  if (method === 'pickup') return 'Free';
  if (!county) return 'Choose your county';
  if (fee !== null) return formatMoney(fee);
  return zonesFailed ? 'Confirmed by the shop' : 'Not available';
}
