import { ACCOUNT } from '#shared/constants.js';
import { useI18n } from '../../../lib/i18n';
import { PasswordInput } from './PasswordInput';

export type PasswordField = 'password' | 'confirmPassword';

/** A new password and its confirmation, each with show/hide (registration and reset alike). */
export function NewPasswordFields({
  idPrefix,
  passwordLabel,
  password,
  confirmPassword,
  errors,
  onChange,
}: {
  idPrefix: string;
  passwordLabel: string;
  password: string;
  confirmPassword: string;
  errors: Partial<Record<PasswordField, string>>;
  /** Called with the edited field; the page stores the value and clears that field's error. */
  onChange: (field: PasswordField, value: string) => void;
}) {
  const { auth: t } = useI18n().m;
  return (
    <>
      <PasswordInput
        id={`${idPrefix}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        maxLength={ACCOUNT.passwordMax + 1}
        onChange={(e) => onChange('password', e.target.value)}
        error={errors.password}
      />
      <PasswordInput
        id={`${idPrefix}-confirm`}
        label={t.confirmPassword}
        noun={t.confirmPasswordNoun}
        autoComplete="new-password"
        value={confirmPassword}
        maxLength={ACCOUNT.passwordMax + 1}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
      />
    </>
  );
}
