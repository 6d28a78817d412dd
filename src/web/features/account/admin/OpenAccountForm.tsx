import { useState, type FormEvent } from 'react';
import { formatMoney } from '#shared/pricing.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { useOpenAccount } from '../admin-api';
import styles from '../account.module.css';

/** The owner opens a customer's trade account (decision 56), naming them by their e-mail. */
export function OpenAccountForm() {
  const open = useOpenAccount();
  const [email, setEmail] = useState('');
  const [limit, setLimit] = useState('');
  const [terms, setTerms] = useState('30');
  const [overrun, setOverrun] = useState('0');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({
      email: email.trim(),
      creditLimit: Number(limit),
      termsDays: Number(terms),
      overrunPct: Number(overrun),
    });
  };
  return (
    <form className={`card ${styles.accountPageClaim}`} onSubmit={submit} noValidate>
      <h2>Open a trade account</h2>
      <TextField
        id="open-email"
        label="Customer's e-mail (as registered)"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="open-limit"
        label="Credit limit (KSh)"
        inputMode="numeric"
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
      />
      <TextField
        id="open-terms"
        label="Terms (days)"
        inputMode="numeric"
        value={terms}
        onChange={(e) => setTerms(e.target.value)}
      />
      <TextField
        id="open-overrun"
        label="Allowed overrun (%)"
        inputMode="numeric"
        value={overrun}
        onChange={(e) => setOverrun(e.target.value)}
      />
      <FormError>{open.error?.message}</FormError>
      {open.data && (
        <FormError success>
          Account {open.data.number} opened with a limit of {formatMoney(open.data.creditLimit)}.
          The customer pays by paybill to account number {open.data.number}.
        </FormError>
      )}
      <Button type="submit" variant="primary" disabled={open.isPending}>
        Open account
      </Button>
    </form>
  );
}
