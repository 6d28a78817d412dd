import { useEffect, useState, type FormEvent } from 'react';
import type { TradeAccount } from '#shared/trade.schema.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/error-text';
import { usePayBalance } from '../api';
import styles from '../statement.module.css';

/** How long the statement is asked again after a prompt, waiting for the money. */
const WAIT_MS = 3 * 60_000;

/**
 * 'Pay my balance' (issue 45): an M-Pesa prompt to the holder's phone for what they owe (or less);
 * the statement is asked again every two seconds until the payment shows or three minutes pass.
 */
export function PayBalance({
  account,
  onWaiting,
}: {
  account: TradeAccount;
  onWaiting: (waiting: boolean) => void;
}) {
  const t = useI18n().m.statement;
  const errorText = useErrorText();
  const pay = usePayBalance();
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState(String(account.owed));
  const [owedWhenSent, setOwedWhenSent] = useState<number | null>(null);
  const arrived = owedWhenSent !== null && account.owed < owedWhenSent;

  useEffect(() => {
    if (owedWhenSent === null || arrived) {
      onWaiting(false);
      return;
    }
    onWaiting(true);
    const timer = setTimeout(() => onWaiting(false), WAIT_MS);
    return () => clearTimeout(timer);
  }, [owedWhenSent, arrived, onWaiting]);

  if (account.owed <= 0 && !arrived) return null;

  function send(event: FormEvent) {
    event.preventDefault();
    pay.mutate(
      { phone, amount: Number(amount) },
      { onSuccess: () => setOwedWhenSent(account.owed) },
    );
  }

  return (
    <form className={`card ${styles.statementPay}`} onSubmit={send} data-testid="pay-balance">
      <h2>{t.payTitle}</h2>
      <p className="muted">{t.payLead(account.number)}</p>
      <TextField
        id="pay-phone"
        label={t.payPhone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        placeholder="0712 345 678"
        maxLength={30}
      />
      <TextField
        id="pay-amount"
        label={t.payAmount}
        inputMode="numeric"
        value={amount}
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
        maxLength={9}
      />
      <Button type="submit" variant="primary" disabled={pay.isPending}>
        {pay.isPending ? t.paySending : t.payButton}
      </Button>
      <FormError>{pay.error ? errorText(pay.error) : undefined}</FormError>
      {owedWhenSent !== null && (
        <p role="status" data-testid="pay-balance-status">
          {arrived ? t.payArrived : t.payPrompted}
        </p>
      )}
    </form>
  );
}
