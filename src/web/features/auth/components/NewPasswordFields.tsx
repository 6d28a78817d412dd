import { ACCOUNT } from '#shared/constants.js';
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
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        maxLength={ACCOUNT.passwordMax + 1}
        onChange={(e) => onChange('confirmPassword', e.target.value)}
        error={errors.confirmPassword}
      />
    </>
  );
}
