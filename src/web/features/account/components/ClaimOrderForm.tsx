import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useClaimOrder } from '../api';
import styles from '../account.module.css';

/** Claims an order placed without logging in, by its reference and its phone (decision 54). */
export function ClaimOrderForm() {
  const t = useI18n().m.account;
  const claim = useClaimOrder();
  const [reference, setReference] = useState('');
  const [phone, setPhone] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    claim.mutate(
      { reference: reference.trim(), phone: phone.trim() },
      {
        onSuccess: () => {
          setReference('');
          setPhone('');
        },
      },
    );
  };
  const error = claim.error;
  const message =
    error instanceof ApiError && error.status === 404 ? t.claimNotFound : (error?.message ?? null);

  return (
    <form className={`card ${styles.accountPageClaim}`} onSubmit={submit} noValidate>
      <h2>{t.claimTitle}</h2>
      <p className="muted">{t.claimHint}</p>
      <TextField
        id="claim-reference"
        label={t.reference}
        value={reference}
        autoComplete="off"
        placeholder="ARH-7K3Q-9XF2"
        required
        onChange={(e) => setReference(e.target.value)}
      />
      <TextField
        id="claim-phone"
        label={t.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        value={phone}
        required
        onChange={(e) => setPhone(e.target.value)}
      />
      <FormError>{message}</FormError>
      {claim.isSuccess && <FormError success>{t.claimed(claim.data.reference)}</FormError>}
      <Button type="submit" variant="primary" disabled={claim.isPending}>
        {claim.isPending ? t.claiming : t.claim}
      </Button>
    </form>
  );
}
