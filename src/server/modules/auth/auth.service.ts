import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES } from '#shared/account-rules.js';
import type { MailLang, SessionUser } from '#shared/auth.schema.js';
import { ACCOUNT, type Role } from '#shared/constants.js';
import type { StaffRole } from '#shared/staff-roles.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { addressGroup } from '../../lib/client-address.js';
import {
  AppError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.js';
import type { Mail } from '../../plugins/mail-delivery.js';
import type { Mailer } from '../../plugins/mail.js';
import type { AuthUser } from '../../types.js';
import { codeMail } from './auth.mails.js';
import {
  checkCode,
  claimCodeSend,
  issueCode,
  killCode,
  noValidCode,
  useCode,
  type CodeBinding,
  type CodePurpose,
} from './mailed-code.service.js';
import {
  clearCounter,
  hitCounter,
  readCounter,
  recordHit,
  uncountHit,
} from './counter.repository.js';
import { hashPassword, verifyPassword } from './password.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteUserSessions,
  findSessionUserRow,
} from './session.repository.js';
import { rolesOf } from './staff-roles.repository.js';
import {
  findUserByEmail,
  insertUser,
  normalizeEmail,
  updateUser,
  userExists,
  type UserRow,
} from './user.repository.js';

// The account rules: login throttling, registration, e-mail verification and password reset.
// Routes only parse the request and answer what these return. Rows become the API's and the
// request's user here; the SQL is in the repositories.

export function toSessionUser(
  row: Pick<UserRow, 'id' | 'email' | 'username' | 'role'>,
  roles: readonly StaffRole[],
): SessionUser {
  return {
    _id: row.id,
    email: row.email,
    username: row.username,
    // The spec's 'admin' for anyone with a staff role (decision 47), and which roles they hold.
    role: row.role === 'admin' && roles.length > 0 ? 'admin' : 'user',
    roles: [...roles],
  };
}

/** The signed-in account behind a bearer token, or null when the session is unknown or over. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<AuthUser | null> {
  const row = await findSessionUserRow(db, token, now);
  if (!row) return null;
  // Read on every request, so a person demoted a moment ago is refused on the next one.
  const roles = row.role === 'admin' ? await rolesOf(db, row.id) : [];
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role === 'admin' && roles.length > 0 ? 'admin' : ('user' satisfies Role),
    roles,
    verified: row.verified === 1,
  };
}

const MINUTE = 60 * 1000;
export const LOGIN_LIMITS = {
  /** Failures per IP and e-mail. */
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Failures per IP over all e-mails. */
  perIp: { max: 100, windowMs: 24 * 60 * MINUTE },
  /** Successful logins per IP: new sessions cannot be minted in bulk from one address. */
  successesPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const;

/**
 * Sized for many people behind one shared mobile-network address (the route allows the address
 * 60 per 15 minutes); one e-mail gets 20, counted in the database and shared by all servers, so
 * no address can probe one account at the full rate.
 */
export const CHECK_PER_EMAIL = { max: 20, windowMs: 15 * MINUTE };

export const MESSAGES = {
  loginOk: 'Login successful!',
  badCredentials: 'Invalid email or password.',
  notVerified:
    'Please verify your e-mail before logging in. Register again with the same e-mail to get a new code, or use Forgot password.',
  registered: 'Account created. We are sending a verification code to your e-mail.',
  codeSent: 'Verification code sent. Check your e-mail.',
  verified: 'Email verified successfully! You can now log in.',
  resetSent: 'If an account exists for this e-mail, a reset code is on its way.',
  passwordReset: 'Your password has been changed. You can now log in.',
  loggedOut: 'Logged out.',
} as const;

class NotVerifiedError extends AppError {
  constructor() {
    super(403, 'EMAIL_NOT_VERIFIED', MESSAGES.notVerified);
  }
}

export interface AuthDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  appSecret: string;
  shopName: string;
}

export interface CodeSent {
  message: string;
  resendAfterSeconds: number;
  resendsLeft: number;
  expiresInMinutes: number;
}

const codeSent = (resendsLeft: number, message: string): CodeSent => ({
  message,
  resendAfterSeconds: ACCOUNT.resendCooldownSeconds,
  resendsLeft,
  expiresInMinutes: ACCOUNT.codeExpiryMinutes,
});

const bindingOf = (deps: AuthDeps, user: Pick<UserRow, 'password_hash'>): CodeBinding => ({
  secret: deps.appSecret,
  passwordHash: user.password_hash,
});

/** The mail recipe of a new code (docs/decisions/094-durable-jobs.md). */
export const CODE_MAIL = 'code';

/**
 * Queues the code mail: the queue makes the code and sends it after the answer, so a request
 * that mails a code does the same work on the request path as one that does not (same answer,
 * same time), and mail trouble cannot fail it (docs/decisions/045-mail-queue.md). Only the
 * recipe (address, purpose, time) is kept until then, never a code. The code counts from the
 * request; a code asked for later wins over this one when both are made at once.
 */
function mailNewCode(
  deps: AuthDeps,
  user: Pick<UserRow, 'email'>,
  purpose: CodePurpose,
  now: Date,
  lang: MailLang,
): void {
  deps.mailer.queue({
    recipe: CODE_MAIL,
    data: { email: user.email, purpose, requestedAt: now.toISOString(), lang },
  });
}

/**
 * Makes the mail of a code queued by mailNewCode just before it is sent, bound to the account as
 * it is then; nothing to send when the account is gone.
 */
export async function makeCodeMail(
  deps: AuthDeps,
  data: Record<string, string>,
): Promise<Mail | undefined> {
  const { email = '', purpose, requestedAt = '', lang } = data;
  if (purpose !== 'verify' && purpose !== 'reset') return undefined;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return undefined;
  const now = new Date(requestedAt);
  if (Number.isNaN(now.getTime())) return undefined;
  const issued = await issueCode(deps.db, user.email, purpose, bindingOf(deps, user), now);
  if (!issued) return undefined;
  return codeMail({
    to: user.email,
    username: user.username,
    code: issued.code,
    shopName: deps.shopName,
    purpose,
    // A recipe queued before mails had a language has none: English, as it was then.
    lang: lang === 'sw' ? 'sw' : 'en',
  });
}

export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; user: SessionUser; message: string }> {
  const { db } = deps;
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const group = addressGroup(input.ip);
  const accountKey = `login:${group}:${email}`;
  const ipKey = `login-ip:${group}`;
  const successKey = `login-ok:${group}`;
  const throttled = (secondsLeft: number, what: string) => {
    const minutes = Math.ceil(secondsLeft / 60);
    return new TooManyRequestsError(
      `Too many ${what}. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
      secondsLeft,
      'LOGIN_THROTTLED',
    ).with({ why: what === 'failed logins' ? 'failed' : 'address', minutes });
  };
  const successes = await readCounter(db, successKey, now);
  if (successes.hits >= LOGIN_LIMITS.successesPerIp.max)
    throw throttled(successes.secondsLeft, 'logins from this address');
  // Every attempt is counted before the password is checked, in one statement per counter, so
  // parallel guesses cannot all slip under the limit; a right password takes its hit back.
  for (const [key, limit] of [
    [accountKey, LOGIN_LIMITS.perAccount],
    [ipKey, LOGIN_LIMITS.perIp],
  ] as const) {
    const { hits, secondsLeft } = await hitCounter(db, key, limit.windowMs, now);
    if (hits > limit.max) throw throttled(secondsLeft, 'failed logins');
  }

  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw new UnauthorizedError(MESSAGES.badCredentials, 'INVALID_CREDENTIALS');
  await clearCounter(db, accountKey);
  await uncountHit(db, ipKey);
  if (user.verified !== 1) throw new NotVerifiedError();
  await recordHit(db, successKey, LOGIN_LIMITS.successesPerIp.windowMs, now);
  await deleteExpiredSessions(db, user.id, now);
  const token = await createSession(db, user.id, now);
  const roles = user.role === 'admin' ? await rolesOf(db, user.id) : [];
  return { token, user: toSessionUser(user, roles), message: MESSAGES.loginOk };
}

export async function checkUser(
  deps: AuthDeps,
  input: { email?: string; name?: string },
): Promise<boolean> {
  if (input.email) {
    const { hits, secondsLeft } = await hitCounter(
      deps.db,
      `check-email:${normalizeEmail(input.email)}`,
      CHECK_PER_EMAIL.windowMs,
      deps.clock.now(),
    );
    if (hits > CHECK_PER_EMAIL.max)
      throw new TooManyRequestsError(
        'Too many checks of this e-mail. Please try again in a few minutes.',
        secondsLeft,
        'RATE_LIMITED',
      ).with({ why: 'email-checks' });
  }
  return userExists(deps.db, input.email, input.name);
}

export async function register(
  deps: AuthDeps,
  input: { email: string; username: string; password: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const { email, username, password } = input;
  if (await userExists(db, email, username))
    throw new ConflictError(ACCOUNT_MESSAGES.userExists, 'USER_EXISTS');
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  try {
    // A new e-mail and an unverified one answer alike, so both do the same writes: the account
    // row, and the end of any code sent for an earlier registration of the e-mail.
    await db.transaction().execute(async (trx) => {
      if (existing) {
        // Unverified (userExists said so): whoever proves the e-mail with the code owns it.
        await updateUser(trx, existing.id, { email, username, password_hash: passwordHash }, now);
      } else {
        await insertUser(
          trx,
          { email, username, passwordHash, role: 'user', verified: false },
          now,
        );
      }
      await killCode(trx, email, 'verify');
    });
  } catch (err) {
    // Two registrations of one e-mail or one name at once: the unique keys let only one in.
    if (
      (!existing && (await findUserByEmail(db, email))) ||
      (await userExists(db, email, username))
    )
      throw new ConflictError(ACCOUNT_MESSAGES.userExists, 'USER_EXISTS');
    throw err;
  }
}

export async function sendVerificationCode(
  deps: AuthDeps,
  input: { email: string; ip: string; lang: MailLang },
): Promise<CodeSent> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    throw new NotFoundError(
      'No registration was found for this e-mail. Please register first.',
      'NO_REGISTRATION',
    );
  }
  if (user.verified === 1) {
    throw new ConflictError('This e-mail is already verified. Please log in.', 'ALREADY_VERIFIED');
  }
  const now = deps.clock.now();
  const { resendsLeft } = await claimCodeSend(
    deps.db,
    user.email,
    'verify',
    addressGroup(input.ip),
    now,
  );
  mailNewCode(deps, user, 'verify', now, input.lang);
  return codeSent(resendsLeft, MESSAGES.codeSent);
}

/** The account and its pending code of this purpose, or the one missing-code error for either. */
async function accountWithCode(
  deps: AuthDeps,
  email: string,
  purpose: CodePurpose,
  typed: string,
  now: Date,
) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw noValidCode();
  const code = await checkCode(deps.db, user.email, purpose, typed, bindingOf(deps, user), now);
  return { user, code };
}

export async function verifyEmail(
  deps: AuthDeps,
  input: { email: string; code: string },
): Promise<void> {
  const now = deps.clock.now();
  const { user, code } = await accountWithCode(deps, input.email, 'verify', input.code, now);
  await deps.db.transaction().execute(async (trx) => {
    await useCode(trx, code);
    await updateUser(trx, user.id, { verified: 1 }, now);
  });
}

/**
 * Counts, looks up and answers the same for every e-mail, in the same time: the code is made and
 * mailed after the answer, so neither the answer nor its timing says which e-mails have accounts.
 */
export async function forgotPassword(
  deps: AuthDeps,
  input: { email: string; ip: string; lang: MailLang },
): Promise<CodeSent> {
  const now = deps.clock.now();
  const { resendsLeft } = await claimCodeSend(
    deps.db,
    input.email,
    'reset',
    addressGroup(input.ip),
    now,
  );
  const user = await findUserByEmail(deps.db, input.email);
  if (user) mailNewCode(deps, user, 'reset', now, input.lang);
  return codeSent(resendsLeft, MESSAGES.resetSent);
}

export async function resetPassword(
  deps: AuthDeps,
  input: { email: string; code: string; password: string; ip: string },
): Promise<void> {
  const now = deps.clock.now();
  const { user, code } = await accountWithCode(deps, input.email, 'reset', input.code, now);
  const passwordHash = await hashPassword(input.password);
  // All or nothing: the code is used, the password set (the code proved the e-mail, so the
  // account counts as verified), every old session ended and this address's failures forgiven.
  await deps.db.transaction().execute(async (trx) => {
    await useCode(trx, code);
    await updateUser(trx, user.id, { password_hash: passwordHash, verified: 1 }, now);
    await deleteUserSessions(trx, user.id);
    await clearCounter(trx, `login:${addressGroup(input.ip)}:${user.email_normalized}`);
  });
}
