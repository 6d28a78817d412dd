import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES } from '#shared/account-rules.js';
import { ACCOUNT } from '#shared/constants.js';
import { authApi } from '../api';
import { serverRefusal } from '../server-message';
import { PasswordInput } from '../components/PasswordInput';
import { afterLogin, returnPathOf, withNext } from '../return-to';
import { useSession } from '../session';
import { TextField } from '../../../components/ui/Field';
import { Button } from '../../../components/ui/Button';
import styles from '../auth.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { useErrorText, type Refusal } from '../../../lib/i18n/error-text';

// Login: email and password (with show/hide), then back to the page in the address's `next` with
// the history entry replaced (docs/decisions/008-login-return.md, 118); /register and
// /forgot-password carry it on. Failures show the server's
// message, else the old site's 'Login failed'. The schema that checks the server's answer comes
// with the first use of the form, not with the page (it needs the validation library).

const loadSchemas = () => import('#shared/auth.schema.js');

export default function LoginPage() {
  const { lang, m } = useI18n();
  const t = m.auth;
  const errorText = useErrorText();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const next = returnPathOf(useSearchParams()[0]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<Refusal>('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missing = {
      email: email.trim() ? undefined : ACCOUNT_MESSAGES.emailRequired,
      password: password ? undefined : ACCOUNT_MESSAGES.passwordRequired,
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setFailure('');
    setBusy(true);
    try {
      const [answer, { SessionUser }] = await Promise.all([
        authApi.login(email, password),
        loadSchemas(),
      ]);
      const user = SessionUser.safeParse(answer.user);
      if (!answer.token || !user.success) throw new Error('Unexpected login answer');
      signIn(answer.token, user.data);
      window.alert(errorText(answer.message ?? '') || t.loginSuccess);
      const back = afterLogin(next, lang);
      if ('inApp' in back) void navigate(back.inApp, { replace: true });
      else window.location.replace(back.address);
    } catch (err) {
      setFailure(serverRefusal(err, t.loginFailed));
      setBusy(false);
    }
  }

  return (
    <section className={`page container ${styles.authPage}`}>
      <div className={`${styles.authCard} card`}>
        <h1>{t.login}</h1>
        <p className={`${styles.lead} muted`}>{t.loginLead}</p>
        <form
          onSubmit={(e) => void submit(e)}
          onFocus={() => void loadSchemas().catch(() => undefined)}
          noValidate
        >
          {failure && <FormError className={styles.formMessage} refusal={failure} />}
          <TextField
            id="login-email"
            label={t.email}
            error={errors.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
            maxLength={ACCOUNT.emailMax}
          />
          <PasswordInput
            id="login-password"
            label={t.password}
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((x) => ({ ...x, password: undefined }));
            }}
            error={errors.password}
            maxLength={ACCOUNT.passwordMax}
          />
          <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
            {busy && <span className={styles.spinner} aria-hidden="true" />}
            {t.login}
          </Button>
        </form>
        <div className={styles.authLinks}>
          <Link to={withNext('/forgot-password', next)}>{t.forgotLink}</Link>
          <span>
            {t.noAccount} <Link to={withNext('/register', next)}>{t.register}</Link>
          </span>
        </div>
      </div>
    </section>
  );
}
