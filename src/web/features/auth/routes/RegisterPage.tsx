import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/account-rules.js';
import { ACCOUNT } from '#shared/constants.js';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { REGISTRATION_UI } from '../../../lib/ui-constants';
import { CodeField } from '../components/CodeField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { ResendRow, StepProgress } from '../components/ResendCountdown';
import { StepButtons } from '../components/StepButtons';
import { returnPathOf, withNext } from '../return-to';
import { useRegistration } from '../use-registration';
import styles from '../auth.module.css';

// Register: three steps with a step/3 progress bar; use-registration.ts holds what they do.

export default function RegisterPage() {
  const { auth: t } = useI18n().m;
  // The page login goes back to, carried from /login and on to it after the last step.
  const next = returnPathOf(useSearchParams()[0]);
  const form = useRegistration(withNext('/login', next));
  const { userExists, checkFailed } = form;
  const { step, values, errors, failure, notice, busy, attemptsLeft } = form.state;

  const errorBox = failure && <FormError className={styles.formMessage} refusal={failure} />;

  return (
    <section className={`page container ${styles.authPage}`}>
      <div className={`${styles.authCard} card`}>
        <h1>{t.register}</h1>
        <p className={`${styles.lead} muted`}>
          {t.haveAccount} <Link to={withNext('/login', next)}>{t.login}</Link>
        </p>
        <StepProgress step={step} total={REGISTRATION_UI.steps} />

        {step === 1 && (
          <form onSubmit={form.next1} onFocus={form.prepareRules} noValidate>
            {errorBox}
            <TextField
              id="register-email"
              label={t.email}
              liveError
              error={
                errors.email ??
                (userExists
                  ? ACCOUNT_MESSAGES.userExists
                  : checkFailed && ACCOUNT_MESSAGES.checkFailed)
              }
              invalid={Boolean(errors.email || userExists)}
              type="email"
              autoComplete="email"
              value={values.email}
              maxLength={ACCOUNT.emailMax}
              onChange={(e) => form.edit('email', e.target.value)}
            />
            <TextField
              id="register-name"
              label={t.name}
              error={errors.name}
              autoComplete="username"
              value={values.name}
              maxLength={ACCOUNT.nameMax}
              onChange={(e) => form.edit('name', e.target.value)}
            />
            <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
              {busy && <span className={styles.spinner} aria-hidden="true" />}
              {t.next}
            </Button>
          </form>
        )}

        {step === 2 && (
          <form onSubmit={form.next2} noValidate>
            {errorBox}
            <NewPasswordFields
              idPrefix="register"
              passwordLabel={t.password}
              password={values.password}
              confirmPassword={values.confirmPassword}
              errors={errors}
              onChange={form.edit}
            />
            <StepButtons busy={busy} onBack={form.back}>
              <Button
                type="submit"
                variant="primary"
                className={styles.stepButton}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && <span className={styles.spinner} role="status" aria-label={t.working} />}
                {t.next}
              </Button>
            </StepButtons>
          </form>
        )}

        {step === 3 && (
          <form onSubmit={form.verify} noValidate>
            {errorBox}
            {notice && !failure && (
              <FormError success className={styles.formMessage}>
                {notice} {t.sentTo(values.email.trim())}
              </FormError>
            )}
            <CodeField
              id="register-code"
              label={t.verificationCode}
              value={values.code}
              error={errors.code}
              onChange={(value) => form.edit('code', value)}
            />
            <ResendRow
              secondsLeft={form.secondsLeft}
              attemptsLeft={attemptsLeft}
              busy={busy}
              onResend={form.resend}
            />
            <StepButtons busy={busy} onBack={form.back}>
              <Button type="submit" variant="primary" className={styles.stepButton} disabled={busy}>
                {t.verify}
              </Button>
            </StepButtons>
          </form>
        )}
      </div>
    </section>
  );
}
