import { useEffect, useState, type FormEvent } from 'react';
import type { CounterSale } from '#shared/counter.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { errorMessage } from '../../../lib/api-client';
import {
  promptOut,
  useCounterCancel,
  useCounterCash,
  useCounterPromptAgain,
  useCounterSaleStatus,
} from '../api';
import { promptWords } from '../prompt-words';
import styles from './counter.module.css';

/**
 * A counter sale waiting for its M-Pesa prompt (decision 172): followed until the money settles,
 * then `onSold` shows the receipt. A cancelled, failed or unanswered prompt sold nothing: the
 * cashier sends it again, takes cash instead, or cancels the sale.
 */
export function CounterWaiting({
  first,
  phone: firstPhone,
  onSold,
  onCancelled,
}: {
  first: CounterSale;
  phone: string;
  onSold: (sale: CounterSale, paidBy: 'mpesa' | 'cash') => void;
  onCancelled: () => void;
}) {
  const reference = first.reference;
  const status = useCounterSaleStatus(reference, first);
  const again = useCounterPromptAgain(reference);
  const cash = useCounterCash(reference);
  const cancel = useCounterCancel(reference);
  const [phone, setPhone] = useState(firstPhone);
  const [given, setGiven] = useState('');
  const sale = status.data;
  const waiting = promptOut(sale);

  useEffect(() => {
    if (sale.status === 'Collected') onSold(sale, 'mpesa');
  }, [sale, onSold]);

  const amount = given.trim() === '' ? NaN : Number(given);
  const change = amount - sale.total;

  function promptAgain(event: FormEvent) {
    event.preventDefault();
    again.mutate({ phone });
  }

  function takeCash(event: FormEvent) {
    event.preventDefault();
    cash.mutate({ given: amount }, { onSuccess: (answer) => onSold(answer, 'cash') });
  }

  return (
    <section className={`card ${styles.counterSale}`} aria-labelledby="counter-waiting-title">
      <h2 id="counter-waiting-title">
        Sale {reference}: {formatMoney(sale.total)} by M-Pesa
      </h2>
      <p role="status" aria-live="polite" data-testid="counter-prompt-status">
        {promptWords(sale)}
      </p>
      {sale.demo && <p className="muted">Demo payment: no money moves.</p>}
      {waiting ? (
        <p className="muted">
          The sale is made when the money arrives; nothing leaves stock until then.
        </p>
      ) : (
        <>
          <form onSubmit={promptAgain} aria-label="Send the prompt again">
            <TextField
              id="counter-waiting-phone"
              label="M-Pesa phone number"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            {again.isError && <FormError>{errorMessage(again.error)}</FormError>}
            <Button type="submit" variant="primary" disabled={!phone.trim() || again.isPending}>
              Send M-Pesa prompt again
            </Button>
          </form>
          <form onSubmit={takeCash} aria-label="Take cash instead">
            <TextField
              id="counter-waiting-given"
              label="Cash given (KSh)"
              inputMode="numeric"
              value={given}
              onChange={(e) => setGiven(e.target.value)}
            />
            <p aria-live="polite" className={styles.counterTotal}>
              {Number.isFinite(change) && change >= 0 ? `Change ${formatMoney(change)}` : ''}
              {Number.isFinite(change) && change < 0 ? `Short by ${formatMoney(-change)}` : ''}
            </p>
            {cash.isError && <FormError>{errorMessage(cash.error)}</FormError>}
            <Button type="submit" variant="outline" disabled={!(change >= 0) || cash.isPending}>
              Take cash instead
            </Button>
          </form>
          {cancel.isError && <FormError>{errorMessage(cancel.error)}</FormError>}
          <Button
            type="button"
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
          >
            Cancel sale
          </Button>
        </>
      )}
    </section>
  );
}
