import { formatMoney } from '#shared/pricing.js';
import type { TradeAccount } from '#shared/trade.schema.js';
import { useI18n } from '../../../lib/i18n';
import styles from '../cart.module.css';

/**
 * 'How to pay', shown only to a holder of a trade account (issue 45): pay now as any shopper, or
 * 'Pay on account', which says beforehand when the order will wait for the shop's approval.
 */
export function PayOnAccount({
  account,
  onAccount,
  choose,
  total,
}: {
  account: TradeAccount;
  onAccount: boolean;
  choose: (onAccount: boolean) => void;
  total: number;
}) {
  const { cart: t } = useI18n().m;
  return (
    <fieldset className={styles.cartPanelDelivery} data-testid="pay-on-account">
      <legend>{t.howToPay}</legend>
      <label className={styles.cartPanelChoice}>
        <input
          type="radio"
          name="pay-how"
          value="now"
          checked={!onAccount}
          onChange={() => choose(false)}
        />
        {t.payNow}
      </label>
      <label className={styles.cartPanelChoice}>
        <input
          type="radio"
          name="pay-how"
          value="account"
          checked={onAccount}
          disabled={account.onHold}
          onChange={() => choose(true)}
        />
        {t.payOnAccount(account.number)}
      </label>
      {account.onHold ? (
        <p className={styles.cartPanelWarn}>{t.onAccountHold}</p>
      ) : (
        <p className="muted">{t.onAccountAvailable(formatMoney(account.available))}</p>
      )}
      {onAccount && total > account.available && (
        <p className={styles.cartPanelWarn} data-testid="on-account-over">
          {t.onAccountOver}
        </p>
      )}
    </fieldset>
  );
}
