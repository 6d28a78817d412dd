import { ACCOUNT } from '#shared/constants.js';
import { TextField } from '../../../components/ui/Field';
import { useI18n } from '../../../lib/i18n';
import styles from '../auth.module.css';

/** The 6-digit e-mailed code, with its expiry note (registration and reset alike). */
export function CodeField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  /** Called with the typed value; the page stores it and clears the error. */
  onChange: (value: string) => void;
}) {
  const { auth: t } = useI18n().m;
  return (
    <TextField
      id={id}
      label={label}
      error={error}
      hint={t.codeExpires(ACCOUNT.codeExpiryMinutes)}
      hintClassName={`${styles.fieldHint} muted`}
      className={styles.codeInput}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ACCOUNT.codeLength}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
