import { Link } from 'react-router';
import { KENYA_COUNTIES } from '#shared/kenya.js';
import { ORDER, ORDER_TEXTS } from '#shared/order-limits.js';
import { formatMoney } from '#shared/pricing.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SelectField, TextareaField, TextField } from '../../../components/ui/Field';
import { LOCATION_NOT_DETECTED } from '../../../lib/whatsapp-message';
import type { CartLine } from '../cart-view';
import type { LocationState } from '../use-location';
import { useOrderForm, type OrderDraft } from '../use-order-form';
import styles from '../cart.module.css';

/** The order's details, its sums and the button that saves it and opens the chat. */
export function OrderPanel({
  lines,
  location,
  onDetect,
}: {
  lines: CartLine[];
  location: LocationState;
  onDetect: () => void;
}) {
  const form = useOrderForm(lines, location.status === 'found' ? location.link : null);
  const { draft } = form;

  return (
    <form
      className={`card ${styles.cartPanel}`}
      onSubmit={(e) => void form.send(e)}
      noValidate
      aria-label="Order details"
    >
      <h2>Your Details</h2>
      <TextField
        id="order-name"
        label="Full Name"
        value={draft.name}
        onChange={(e) => form.edit('name', e.target.value)}
        autoComplete="name"
        maxLength={ORDER.nameMax}
      />
      <TextField
        id="order-phone"
        label="Phone Number"
        type="tel"
        value={draft.phone}
        onChange={(e) => form.edit('phone', e.target.value)}
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
            checked={draft.method === 'pickup'}
            onChange={() => form.edit('method', 'pickup')}
          />
          Pickup at the shop (free)
        </label>
        <label className={styles.cartPanelChoice}>
          <input
            type="radio"
            name="delivery-method"
            value="delivery"
            checked={draft.method === 'delivery'}
            onChange={() => form.edit('method', 'delivery')}
          />
          Delivery
        </label>
        {draft.method === 'delivery' && (
          <>
            <SelectField
              id="order-county"
              label="County"
              value={draft.county}
              onChange={(e) => form.edit('county', e.target.value)}
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
              value={draft.area}
              onChange={(e) => form.edit('area', e.target.value)}
              maxLength={ORDER.areaMax}
              placeholder="e.g. Greenpark, next to the mall"
            />
            {form.noZone && (
              <p className={styles.cartPanelWarn}>{ORDER_TEXTS.noDeliveryZone(draft.county)}</p>
            )}
          </>
        )}
      </fieldset>
      <TextareaField
        id="order-note"
        label="Note for the shop (optional)"
        rows={2}
        value={draft.note}
        onChange={(e) => form.edit('note', e.target.value)}
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
          <dd>{formatMoney(form.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd data-testid="cart-fee">{feeText(draft, form.fee, form.zonesFailed)}</dd>
        </div>
      </dl>
      <p className={styles.cartPanelTotal} data-testid="cart-total">
        <span>Total</span>
        <strong>{formatMoney(form.total)}</strong>
      </p>
      {form.problem && (
        <p className={styles.cartPanelProblem} role="alert" data-testid="cart-problem">
          {form.problem}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        className={styles.cartPanelSend}
        disabled={form.sending}
      >
        {form.sending ? 'Saving your order...' : 'Send Order via WhatsApp'}
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

function feeText({ method, county }: OrderDraft, fee: number | null, zonesFailed: boolean) {
  if (method === '') return 'Choose delivery or pickup';
  if (method === 'pickup') return 'Free';
  if (!county) return 'Choose your county';
  if (fee !== null) return formatMoney(fee);
  return zonesFailed ? 'Confirmed by the shop' : 'Not available';
}
