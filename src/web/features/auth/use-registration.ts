import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT } from '#shared/constants.js';
import { ApiError } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';
import { useErrorText, type Refusal } from '../../lib/i18n/error-text';
import { useOnDemand } from '../../lib/use-on-demand';
import { REGISTRATION_UI } from '../../lib/ui-constants';
import { authApi } from './api';
import { useCountdown } from './components/ResendCountdown';
import { formRulesOr, loadFormRules } from './form-rules';
import {
  checkKeyOf,
  checkStateOf,
  initialRegistration,
  registrationReducer,
  type CheckState,
  type RegisterField,
} from './registration-state';
import { serverRefusal } from './server-message';

// Register: three steps. Step 2 -> 3 calls register, then send-code. A verified account can log
// in (unverified ones cannot: docs/decisions/006-unverified-login.md), so the last step sends the
// person to /login. The state and its changes are registration-state.ts; this runs the requests.

/** `login`: the login page's address the last step goes to (with the page to go back to). */
export function useRegistration(login = '/login') {
  const { auth: t } = useI18n().m;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(registrationReducer, initialRegistration);
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const { step, values, busy, codeSent, attemptsLeft } = state;
  const { email, name } = values;
  const checkKey = checkKeyOf(state);
  const lastCheck = useRef<AbortController | null>(null);
  // The field rules arrive when the form is first used (they need the validation library).
  const rules = useOnDemand(loadFormRules);
  const prepareRules = () => void rules.get().catch(() => undefined);
  const fail = (message: Refusal) => dispatch({ type: 'failed', message });

  async function checkExists(key: string, signal?: AbortSignal): Promise<CheckState> {
    try {
      const { exists } = await authApi.checkUser(email, name, signal);
      const answer = exists === true ? 'exists' : 'free';
      dispatch({ type: 'checked', key, state: answer });
      return answer;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      // A throttled or failed check says so: people behind one shared address must not be told
      // their new e-mail is taken.
      dispatch({ type: 'checked', key, state: 'unknown' });
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

  const checkState = checkStateOf(state);

  async function next1(event: FormEvent) {
    event.preventDefault();
    const r = await formRulesOr(rules.get, fail);
    if (!r) return;
    const problems = r.validateStep1(email, name);
    dispatch({ type: 'validated', errors: { email: problems.email, name: problems.name } });
    if (problems.email || problems.name) return;
    let answer = checkState;
    if (answer === undefined || answer === 'unknown') {
      dispatch({ type: 'busy', busy: true });
      answer = await checkExists(checkKey).catch((): CheckState => 'unknown');
      dispatch({ type: 'busy', busy: false });
    }
    // A check that could not be made does not block Next: registering checks again on the server.
    if (answer === 'exists') return;
    dispatch({ type: 'next' });
  }

  /** Register, then send the code (also used by Resend Code, as the spec says). */
  async function registerAndSend(): Promise<boolean> {
    try {
      await authApi.register(email, name, values.password);
    } catch (err) {
      fail(serverRefusal(err, t.registrationFailed));
      return false;
    }
    try {
      const sent = await authApi.sendCode(email);
      setSecondsLeft(sent.resendAfterSeconds ?? ACCOUNT.resendCooldownSeconds);
      dispatch({
        type: 'codeSent',
        notice: sent.message || t.codeSent,
        attemptsLeft: typeof sent.resendsLeft === 'number' ? sent.resendsLeft : undefined,
      });
      return true;
    } catch (err) {
      const cooldown = err instanceof ApiError && err.code === 'RESEND_COOLDOWN';
      if (cooldown && codeSent && step === 2) {
        // Back from step 3 and on again: the code already sent still works, so carry on with it.
        if (err.retryAfterSeconds) setSecondsLeft(err.retryAfterSeconds);
        dispatch({ type: 'codeSent', notice: t.useSentCode });
        return true;
      }
      if (cooldown && err.retryAfterSeconds) setSecondsLeft(err.retryAfterSeconds);
      const noneLeft = err instanceof ApiError && err.code === 'RESEND_LIMIT';
      dispatch({
        type: 'failed',
        message: serverRefusal(err, t.sendFailed),
        attemptsLeft: noneLeft ? 0 : undefined,
      });
      return false;
    }
  }

  async function next2(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const r = await formRulesOr(rules.get, fail);
    if (!r) return;
    const problems = r.validatePasswords(values.password, values.confirmPassword);
    dispatch({ type: 'validated', errors: problems });
    if (problems.password || problems.confirmPassword) return;
    dispatch({ type: 'clearMessages' });
    dispatch({ type: 'busy', busy: true });
    const ok = await registerAndSend();
    dispatch({ type: 'busy', busy: false });
    if (ok) dispatch({ type: 'next' });
  }

  async function resend() {
    if (busy || secondsLeft > 0 || attemptsLeft <= 0) return;
    dispatch({ type: 'clearMessages' });
    dispatch({ type: 'busy', busy: true });
    await registerAndSend();
    dispatch({ type: 'busy', busy: false });
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const r = await formRulesOr(rules.get, fail);
    if (!r) return;
    const problem = codeSent ? r.validateCode(values.code) : undefined;
    dispatch({ type: 'validated', errors: { code: problem } });
    if (problem) return;
    dispatch({ type: 'failed', message: '' });
    dispatch({ type: 'busy', busy: true });
    try {
      const answer = await authApi.verifyEmail(email, values.code);
      window.alert(errorText(answer.message ?? '') || t.verified);
      void navigate(login);
    } catch (err) {
      fail(serverRefusal(err, t.verifyFailed));
      dispatch({ type: 'busy', busy: false });
    }
  }

  return {
    state,
    secondsLeft,
    userExists: checkState === 'exists',
    checkFailed: checkState === 'unknown',
    prepareRules,
    edit: (field: RegisterField, value: string) => dispatch({ type: 'edit', field, value }),
    back: () => dispatch({ type: 'back' }),
    next1: (event: FormEvent) => void next1(event),
    next2: (event: FormEvent) => void next2(event),
    resend: () => void resend(),
    verify: (event: FormEvent) => void verify(event),
  };
}
