import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes } from 'react';
import { Field } from '../../../components/ui/Field';
import styles from '../auth.module.css';

/** A password field with a show/hide toggle. */
export function PasswordInput({
  label,
  id,
  error,
  ...props
}: { label: string; id: string; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id'
>) {
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
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
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
