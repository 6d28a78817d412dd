import { Link } from 'react-router';
import { KENYA_COUNTIES } from '#shared/kenya.js';
import { ORDER } from '#shared/order-limits.js';
import { formatMoney } from '#shared/pricing.js';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { SelectField, TextareaField, TextField } from '../../../components/ui/Field';
import { useI18n, type Messages } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/error-text';
import type { CartLine } from '../cart-view';
import type { LocationState } from '../use-location';
import { useOrderForm, type OrderDraft } from '../use-order-form';
import { PayOnAccount } from './PayOnAccount';
import { SavedSites } from './SavedSites';
import { useSession } from '../../auth';
import { useTradeAccount } from '../api';
import styles from '../cart.module.css';

/** The order's details, its sums and the button that saves it and opens the chat. */
export function OrderPanel({
  lines,
  location,
  onDetect,
  blocked = false,
  pricingProblem = null,
}: {
  lines: CartLine[];
  location: LocationState;
  onDetect: () => void;
  /** A line's typed quantity is refused: the order waits until it is corrected. */
  blocked?: boolean;
  /** The shop refused to price the cart (an item it no longer sells), in its words. */
  pricingProblem?: string | null;
}) {
  // 'Pay on account' is offered when the signed-in customer holds a trade account (issue 45).
  const signedIn = useSession().session.status === 'authenticated';
  const account = useTradeAccount(signedIn).data ?? null;
  const form = useOrderForm(
    lines,
    location.status === 'found' ? location.link : null,
    blocked,
    account,
  );
  const { draft } = form;
  const { cart: t } = useI18n().m;
  const errorText = useErrorText();

  return (
    <form
      className={`card ${styles.cartPanel}`}
      onSubmit={(e) => void form.send(e)}
      noValidate
      aria-label={t.form}
    >
      <h2>{t.yourDetails}</h2>
      <TextField
        id="order-name"
        label={t.fullName}
        value={draft.name}
        onChange={(e) => form.edit('name', e.target.value)}
        autoComplete="name"
        maxLength={ORDER.nameMax}
      />
      <TextField
        id="order-phone"
        label={t.phone}
        type="tel"
        value={draft.phone}
        onChange={(e) => form.edit('phone', e.target.value)}
        autoComplete="tel"
        inputMode="tel"
        maxLength={30}
        placeholder="0712 345 678"
      />
      <fieldset className={styles.cartPanelDelivery}>
        <legend>{t.deliveryOrPickup}</legend>
        <label className={styles.cartPanelChoice}>
          <input
            type="radio"
            name="delivery-method"
            value="pickup"
            checked={draft.method === 'pickup'}
            onChange={() => form.edit('method', 'pickup')}
          />
          {t.pickup}
        </label>
        <label className={styles.cartPanelChoice}>
          <input
            type="radio"
            name="delivery-method"
            value="delivery"
            checked={draft.method === 'delivery'}
            onChange={() => form.edit('method', 'delivery')}
          />
          {t.delivery}
        </label>
        {draft.method === 'delivery' && (
          <>
            <SelectField
              id="order-county"
              label={t.county}
              value={draft.county}
              onChange={(e) => form.edit('county', e.target.value)}
            >
              <option value="">{t.chooseCounty}</option>
              {KENYA_COUNTIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField
              id="order-area"
              label={t.area}
              value={draft.area}
              onChange={(e) => form.edit('area', e.target.value)}
              maxLength={ORDER.areaMax}
              placeholder={t.areaPlaceholder}
            />
            {form.noZone && (
              <p className={styles.cartPanelWarn}>{t.noDeliveryZone(draft.county)}</p>
            )}
          </>
        )}
      </fieldset>
      {signedIn && <SavedSites draft={draft} edit={form.edit} />}
      <TextareaField
        id="order-note"
        label={t.note}
        rows={2}
        value={draft.note}
        onChange={(e) => form.edit('note', e.target.value)}
        maxLength={ORDER.noteMax}
      />
      <TextField
        id="order-buyer-pin"
        label={t.buyerPin}
        hint={t.buyerPinHint}
        value={draft.buyerPin}
        onChange={(e) => form.edit('buyerPin', e.target.value)}
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <div className={styles.cartPanelLocation} aria-live="polite">
        <span className={styles.cartPanelLabel}>{t.location}</span>
        {location.status === 'found' ? (
          <a href={location.link} target="_blank" rel="noopener noreferrer">
            {t.viewLocation}
          </a>
        ) : location.status === 'failed' ? (
          <span>
            {t.locationNotDetected}{' '}
            <Button type="button" variant="outline" size="sm" onClick={onDetect}>
              {t.tryAgain}
            </Button>
          </span>
        ) : (
          <span className="muted">{t.detecting}</span>
        )}
      </div>
      <dl className={styles.cartPanelSums}>
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{formatMoney(form.subtotal)}</dd>
        </div>
        <div>
          <dt>{t.deliveryFee}</dt>
          <dd data-testid="cart-fee">{feeText(t.fee, draft, form.fee, form.zonesFailed)}</dd>
        </div>
      </dl>
      <p className={styles.cartPanelTotal} data-testid="cart-total">
        <span>{t.total}</span>
        <strong>{formatMoney(form.total)}</strong>
      </p>
      {form.account && (
        <PayOnAccount
          account={form.account}
          onAccount={form.onAccount}
          choose={form.setOnAccount}
          total={form.total}
        />
      )}
      {(form.problem ?? pricingProblem) && (
        <p className={styles.cartPanelProblem} role="alert" data-testid="cart-problem">
          {errorText((form.problem ?? pricingProblem)!)}
        </p>
      )}
      <Button
        type="submit"
        variant="primary"
        className={styles.cartPanelSend}
        disabled={form.sending}
      >
        {form.sending ? t.saving : form.onAccount ? t.sendOnAccount : t.send}
      </Button>
      <ButtonLink to="/products" variant="outline" className={styles.cartPanelContinue}>
        {t.continueShopping}
      </ButtonLink>
      <p className="muted">
        {t.quoteBefore} <Link to="/quote">{t.quoteLink}</Link> {t.quoteAfter}
      </p>
    </form>
  );
}

function feeText(
  t: Messages['cart']['fee'],
  { method, county }: OrderDraft,
  fee: number | null,
  zonesFailed: boolean,
) {
  if (method === '') return t.chooseMethod;
  if (method === 'pickup') return t.free;
  if (!county) return t.chooseCounty;
  if (fee !== null) return formatMoney(fee);
  return zonesFailed ? t.byShop : t.notAvailable;
}
