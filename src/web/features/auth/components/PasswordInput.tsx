import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/Field';
import { useI18n } from '../../../lib/i18n';
import styles from '../auth.module.css';

/** A password field with a show/hide toggle. */
export function PasswordInput({
  label,
  noun = label.toLowerCase(),
  id,
  error,
  ...props
}: {
  label: string;
  /** What the toggle names ('Show <noun>'); the label in lower case unless given. */
  noun?: string;
  id: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const { auth: t } = useI18n().m;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <div className={styles.passwordInput}>
          <input {...props} {...control} type={visible ? 'text' : 'password'} />
          <button
            type="button"
            className={styles.passwordInputToggle}
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t.hidePassword(noun) : t.showPassword(noun)}
            aria-pressed={visible}
          >
            {visible ? (
              <EyeOff size={18} aria-hidden="true" />
            ) : (
              <Eye size={18} aria-hidden="true" />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
