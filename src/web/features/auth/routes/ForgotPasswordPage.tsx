import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT } from '#shared/constants.js';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api';
import { serverRefusal } from '../server-message';
import { CodeField } from '../components/CodeField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { StepButtons } from '../components/StepButtons';
import { ResendRow, useCountdown } from '../components/ResendCountdown';
import type { Step2Errors } from '../registration';
import { formRulesOr, loadFormRules } from '../form-rules';
import { returnPathOf, withNext } from '../return-to';
import { useI18n } from '../../../lib/i18n';
import { useErrorText, type Refusal } from '../../../lib/i18n/error-text';
import { useOnDemand } from '../../../lib/use-on-demand';
import { TextField } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import styles from '../auth.module.css';
import { FormError } from '../../../components/ui/FormError';

// Forgot password (docs/decisions/070-forgot-password.md): a 6-digit code by e-mail with the
// registration's expiry and attempt rules, then a new password that follows the password rule.

export default function ForgotPasswordPage() {
  const { auth: t } = useI18n().m;
  const errorText = useErrorText();
  const navigate = useNavigate();
  // The page login goes back to, carried from /login and back to it.
  const next = returnPathOf(useSearchParams()[0]);
  const login = withNext('/login', next);
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Step2Errors>({});
  const [failure, setFailure] = useState<Refusal>('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [attemptsLeft, setAttemptsLeft] = useState<number>(ACCOUNT.resendAttempts);
  // The field rules arrive when the form is first used (they need the validation library).
  const rules = useOnDemand(loadFormRules);

  async function sendCode(): Promise<boolean> {
    setFailure('');
    setNotice('');
    setBusy(true);
    try {
      const sent = await authApi.forgotPassword(email);
      setNotice(sent.message);
      setSecondsLeft(sent.resendAfterSeconds ?? ACCOUNT.resendCooldownSeconds);
      if (typeof sent.resendsLeft === 'number') setAttemptsLeft(sent.resendsLeft);
      return true;
    } catch (err) {
      setFailure(serverRefusal(err, t.sendFailed));
      if (err instanceof ApiError && err.code === 'RESEND_COOLDOWN' && err.retryAfterSeconds)
        setSecondsLeft(err.retryAfterSeconds);
      if (err instanceof ApiError && err.code === 'RESEND_LIMIT') setAttemptsLeft(0);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitEmail(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const r = await formRulesOr(rules.get, setFailure);
    if (!r) return;
    const problem = r.validateEmail(email);
    setEmailError(problem);
    if (problem) return;
    if (await sendCode()) setStep(2);
  }

  async function submitReset(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const r = await formRulesOr(rules.get, setFailure);
    if (!r) return;
    const badCode = r.validateCode(code);
    const problems = r.validatePasswords(password, confirmPassword);
    setCodeError(badCode);
    setErrors(problems);
    if (badCode || problems.password || problems.confirmPassword) return;
    setFailure('');
    setBusy(true);
    try {
      const answer = await authApi.resetPassword(email, code, password);
      window.alert(errorText(answer.message ?? '') || t.passwordChanged);
      void navigate(login, { replace: true });
    } catch (err) {
      setFailure(serverRefusal(err, t.resetFailed));
      setBusy(false);
    }
  }

  return (
    <section className={`page container ${styles.authPage}`}>
      <div className={`${styles.authCard} card`}>
        <h1>{t.forgotTitle}</h1>
        {step === 1 ? (
          <>
            <p className={`${styles.lead} muted`}>{t.forgotLead}</p>
            <form
              onSubmit={(e) => void submitEmail(e)}
              onFocus={() => void rules.get().catch(() => undefined)}
              noValidate
            >
              {failure && <FormError className={styles.formMessage} refusal={failure} />}
              <TextField
                id="forgot-email"
                label={t.email}
                error={emailError}
                type="email"
                autoComplete="email"
                value={email}
                maxLength={ACCOUNT.emailMax}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(undefined);
                }}
              />
              <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
                {busy && <span className={styles.spinner} aria-hidden="true" />}
                {t.sendCode}
              </Button>
            </form>
          </>
        ) : (
          <form onSubmit={(e) => void submitReset(e)} noValidate>
            {failure && <FormError className={styles.formMessage} refusal={failure} />}
            {notice && !failure && (
              <FormError success className={styles.formMessage}>
                {notice}
              </FormError>
            )}
            <CodeField
              id="forgot-code"
              label={t.resetCode}
              value={code}
              error={codeError}
              onChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
            />
            <ResendRow
              secondsLeft={secondsLeft}
              attemptsLeft={attemptsLeft}
              busy={busy}
              onResend={() => void sendCode()}
            />
            <NewPasswordFields
              idPrefix="forgot"
              passwordLabel={t.newPassword}
              password={password}
              confirmPassword={confirmPassword}
              errors={errors}
              onChange={(field, value) => {
                (field === 'password' ? setPassword : setConfirmPassword)(value);
                setErrors((x) => ({ ...x, [field]: undefined }));
              }}
            />
            <StepButtons
              busy={busy}
              onBack={() => {
                setFailure('');
                setStep(1);
              }}
            >
              <Button type="submit" variant="primary" className={styles.stepButton} disabled={busy}>
                {busy && <span className={styles.spinner} aria-hidden="true" />}
                {t.resetPassword}
              </Button>
            </StepButtons>
          </form>
        )}
        <div className={styles.authLinks}>
          <Link to={login}>{t.backToLogin}</Link>
          <Link to={withNext('/register', next)}>{t.register}</Link>
        </div>
      </div>
    </section>
  );
}
