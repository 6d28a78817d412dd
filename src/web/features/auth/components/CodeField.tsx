import { ACCOUNT } from '#shared/constants.js';
import { FieldError } from '../../../components/ui/Field';
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.codeInput}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={ACCOUNT.codeLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className={`${styles.fieldHint} muted`}>
        The code expires in {ACCOUNT.codeExpiryMinutes} minutes.
      </p>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
