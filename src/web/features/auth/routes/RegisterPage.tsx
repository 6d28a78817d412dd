import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/account-rules.js';
import { ACCOUNT } from '#shared/constants.js';
import { ApiError } from '../../../lib/api-client';
import { REGISTRATION_UI } from '../../../lib/ui-constants';
import { authApi } from '../api';
import { serverMessage } from '../server-message';
import { CodeField } from '../components/CodeField';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { StepButtons } from '../components/StepButtons';
import { ResendRow, StepProgress, useCountdown } from '../components/ResendCountdown';
import type { Step1Errors, Step2Errors } from '../registration';
import { formRulesOr, loadFormRules } from '../form-rules';
import { useOnDemand } from '../../../lib/use-on-demand';
import { TextField } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import styles from '../auth.module.css';
import { FormError } from '../../../components/ui/FormError';

// Register: three steps with a step/3 progress bar. Step 2 -> 3 calls register, then send-code.
// A verified account can log in (unverified ones cannot: docs/decisions/006-unverified-login.md),
// so the last step sends the person to /login.

type Step = 1 | 2 | 3;
type CheckState = 'exists' | 'free' | 'unknown';
type Exists = { key: string; state: CheckState };

export default function RegisterPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors1, setErrors1] = useState<Step1Errors>({});
  const [errors2, setErrors2] = useState<Step2Errors>({});
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [attemptsLeft, setAttemptsLeft] = useState<number>(ACCOUNT.resendAttempts);
  const [existence, setExistence] = useState<Exists | null>(null);
  const checkKey = `${email.trim().toLowerCase()}\n${name.trim().toLowerCase()}`;
  const lastCheck = useRef<AbortController | null>(null);
  // The field rules arrive when the form is first used (they need the validation library).
  const rules = useOnDemand(loadFormRules);
  const prepareRules = () => void rules.get().catch(() => undefined);

  async function checkExists(key: string, signal?: AbortSignal): Promise<CheckState> {
    try {
      const { exists } = await authApi.checkUser(email, name, signal);
      const state = exists === true ? 'exists' : 'free';
      setExistence({ key, state });
      return state;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      // A throttled or failed check says so: people behind one shared address must not be told
      // their new e-mail is taken.
      setExistence({ key, state: 'unknown' });
      return 'unknown';
    }
  }

  // The user-exists check, 500 ms after the e-mail or name changes (only once both look valid).
  useEffect(() => {
    if (step !== 1 || (!email.trim() && !name.trim())) return;
    // Typing may have begun before the page ran, so before any focus was seen.
    if (!rules.value) return prepareRules();
    const problems = rules.value.validateStep1(email, name);
    if (problems.email || problems.name) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      lastCheck.current?.abort();
      lastCheck.current = controller;
      checkExists(checkKey, controller.signal).catch(() => undefined);
    }, REGISTRATION_UI.existenceCheckDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the check runs on e-mail/name changes only
  }, [checkKey, step, rules.value]);

  const checkState = existence?.key === checkKey ? existence.state : undefined;
  const userExists = checkState === 'exists';
  const checkFailed = checkState === 'unknown';

  async function next1(event: FormEvent) {
    event.preventDefault();
    const r = await formRulesOr(rules.get, setFailure);
    if (!r) return;
    const problems = r.validateStep1(email, name);
    setErrors1(problems);
    if (problems.email || problems.name) return;
    let state = checkState;
    if (state === undefined || state === 'unknown') {
      setBusy(true);
      state = await checkExists(checkKey).catch((): CheckState => 'unknown');
      setBusy(false);
    }
    // A check that could not be made does not block Next: registering checks again on the server.
    if (state === 'exists') return;
    setFailure('');
    setStep(2);
  }

  /** Register, then send the code (also used by Resend Code, as the spec says). */
  async function registerAndSend(): Promise<boolean> {
    try {
      await authApi.register(email, name, password);
    } catch (err) {
      setFailure(serverMessage(err, 'Registration failed.'));
      return false;
    }
    try {
      const sent = await authApi.sendCode(email);
      setCodeSent(true);
      setSecondsLeft(sent.resendAfterSeconds ?? ACCOUNT.resendCooldownSeconds);
      if (typeof sent.resendsLeft === 'number') setAttemptsLeft(sent.resendsLeft);
      setNotice(sent.message || 'Verification code sent. Check your e-mail.');
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.code === 'RESEND_COOLDOWN' && codeSent && step === 2) {
        // Back from step 3 and on again: the code already sent still works, so carry on with it.
        if (err.retryAfterSeconds) setSecondsLeft(err.retryAfterSeconds);
        setNotice('Use the code we already sent.');
        return true;
      }
      setFailure(serverMessage(err, 'Failed to send code.'));
      if (err instanceof ApiError && err.retryAfterSeconds && err.code === 'RESEND_COOLDOWN')
        setSecondsLeft(err.retryAfterSeconds);
      if (err instanceof ApiError && err.code === 'RESEND_LIMIT') setAttemptsLeft(0);
      return false;
    }
  }

  async function next2(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const r = await formRulesOr(rules.get, setFailure);
    if (!r) return;
    const problems = r.validatePasswords(password, confirmPassword);
    setErrors2(problems);
    if (problems.password || problems.confirmPassword) return;
    setFailure('');
    setNotice('');
    setBusy(true);
    const ok = await registerAndSend();
    setBusy(false);
    if (ok) setStep(3);
  }

  async function resend() {
    if (busy || secondsLeft > 0 || attemptsLeft <= 0) return;
    setFailure('');
    setNotice('');
    setBusy(true);
    await registerAndSend();
    setBusy(false);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const r = await formRulesOr(rules.get, setFailure);
    if (!r) return;
    const problem = codeSent ? r.validateCode(code) : undefined;
    setCodeError(problem);
    if (problem) return;
    setFailure('');
    setBusy(true);
    try {
      const answer = await authApi.verifyEmail(email, code);
      window.alert(answer.message || 'Email verified successfully! You can now log in.');
      void navigate('/login');
    } catch (err) {
      setFailure(serverMessage(err, 'Verification failed.'));
      setBusy(false);
    }
  }

  function back() {
    setFailure('');
    setNotice('');
    setStep((s) => (s > 1 ? ((s - 1) as Step) : s));
  }

  const errorBox = failure && <FormError className={styles.formMessage}>{failure}</FormError>;

  return (
    <section className={`page container ${styles.authPage}`}>
      <div className={`${styles.authCard} card`}>
        <h1>Register</h1>
        <p className={`${styles.lead} muted`}>
          Already have an account? <Link to="/login">Login</Link>
        </p>
        <StepProgress step={step} total={REGISTRATION_UI.steps} />

        {step === 1 && (
          <form onSubmit={(e) => void next1(e)} onFocus={prepareRules} noValidate>
            {errorBox}
            <TextField
              id="register-email"
              label="Email"
              liveError
              error={
                errors1.email ??
                (userExists
                  ? ACCOUNT_MESSAGES.userExists
                  : checkFailed && ACCOUNT_MESSAGES.checkFailed)
              }
              invalid={Boolean(errors1.email || userExists)}
              type="email"
              autoComplete="email"
              value={email}
              maxLength={ACCOUNT.emailMax}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors1((x) => ({ ...x, email: undefined }));
              }}
            />
            <TextField
              id="register-name"
              label="Name"
              error={errors1.name}
              autoComplete="username"
              value={name}
              maxLength={ACCOUNT.nameMax}
              onChange={(e) => {
                setName(e.target.value);
                setErrors1((x) => ({ ...x, name: undefined }));
              }}
            />
            <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
              {busy && <span className={styles.spinner} aria-hidden="true" />}
              Next
            </Button>
          </form>
        )}

        {step === 2 && (
          <form onSubmit={(e) => void next2(e)} noValidate>
            {errorBox}
            <NewPasswordFields
              idPrefix="register"
              passwordLabel="Password"
              password={password}
              confirmPassword={confirmPassword}
              errors={errors2}
              onChange={(field, value) => {
                (field === 'password' ? setPassword : setConfirmPassword)(value);
                setErrors2((x) => ({ ...x, [field]: undefined }));
              }}
            />
            <StepButtons busy={busy} onBack={back}>
              <Button
                type="submit"
                variant="primary"
                className={styles.stepButton}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && <span className={styles.spinner} role="status" aria-label="Working" />}
                Next
              </Button>
            </StepButtons>
          </form>
        )}

        {step === 3 && (
          <form onSubmit={(e) => void verify(e)} noValidate>
            {errorBox}
            {notice && !failure && (
              <FormError success className={styles.formMessage}>
                {notice} We sent it to {email.trim()}.
              </FormError>
            )}
            <CodeField
              id="register-code"
              label="Verification Code"
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
              onResend={() => void resend()}
            />
            <StepButtons busy={busy} onBack={back}>
              <Button type="submit" variant="primary" className={styles.stepButton} disabled={busy}>
                Verify
              </Button>
            </StepButtons>
          </form>
        )}
      </div>
    </section>
  );
}
