import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  CheckUserInput,
  CodeSentResponse,
  EmailInput,
  LoginInput,
  LoginResponse,
  MessageResponse,
  RegisterInput,
  ResetPasswordInput,
  SessionUser,
  VerifyEmailInput,
} from '../../../shared/auth.schema.js';
import { ACCOUNT } from '../../../shared/constants.js';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.js';
import { bearerToken } from '../../plugins/auth.js';
import { codeMail } from './auth.mails.js';
import {
  claimCodeSend,
  consumeCode,
  issueCode,
  killCode,
  type CodeBinding,
  type CodePurpose,
} from './code.repository.js';
import { addressGroup } from '../../lib/client-address.js';
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
  deleteSession,
  deleteUserSessions,
} from './session.repository.js';
import {
  findUserByEmail,
  insertUser,
  normalizeEmail,
  toSessionUser,
  updateUser,
  userExists,
} from './user.repository.js';

// The auth and e-mail calls of spec section 7, with the limits of DESIGN.md section 5.

const MINUTE = 60 * 1000;
export const LOGIN_LIMITS = {
  /** Failures per IP and e-mail. */
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Failures per IP over all e-mails. */
  perIp: { max: 100, windowMs: 24 * 60 * MINUTE },
  /** Successful logins per IP: new sessions cannot be minted in bulk from one address. */
  successesPerIp: { max: 30, windowMs: 15 * MINUTE },
} as const;

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

const codeSentBody = (
  issued: { resendsLeft: number; resendAfterSeconds: number },
  message: string,
) => ({
  message,
  resendAfterSeconds: issued.resendAfterSeconds,
  resendsLeft: issued.resendsLeft,
  expiresInMinutes: ACCOUNT.codeExpiryMinutes,
});

const noValidCode = () =>
  new BadRequestError(
    'There is no valid code for this e-mail. Please request a new code.',
    'CODE_MISSING',
  );

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing an auth call answers may be kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** Issues a new code (within the resend limits) and mails it to the account. */
  const bindingOf = (user: { password_hash: string }): CodeBinding => ({
    secret: app.appSecret,
    passwordHash: user.password_hash,
  });

  async function mailNewCode(
    user: { email: string; username: string; password_hash: string },
    purpose: CodePurpose,
  ): Promise<{ code: string }> {
    const issued = await issueCode(app.db, user.email, purpose, bindingOf(user), app.clock.now());
    await app.mailer.send(
      codeMail({
        to: user.email,
        username: user.username,
        code: issued.code,
        shopName: app.config.shop.name,
        purpose,
      }),
    );
    return issued;
  }

  const claimSend = (request: { ip: string }, email: string, purpose: CodePurpose) =>
    claimCodeSend(app.db, email, purpose, addressGroup(request.ip), app.clock.now());
  const sentBody = (resendsLeft: number, message: string) =>
    codeSentBody({ resendsLeft, resendAfterSeconds: ACCOUNT.resendCooldownSeconds }, message);

  app.post(
    '/api/auth/login',
    {
      config: { policy: 'public' },
      schema: { body: LoginInput, response: { 200: LoginResponse } },
    },
    async (request) => {
      const now = app.clock.now();
      const email = normalizeEmail(request.body.email);
      const group = addressGroup(request.ip);
      const accountKey = `login:${group}:${email}`;
      const ipKey = `login-ip:${group}`;
      const successKey = `login-ok:${group}`;
      const throttled = (secondsLeft: number, what: string) => {
        const minutes = Math.ceil(secondsLeft / 60);
        return new TooManyRequestsError(
          `Too many ${what}. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
          secondsLeft,
          'LOGIN_THROTTLED',
        );
      };
      const successes = await readCounter(app.db, successKey, now);
      if (successes.hits >= LOGIN_LIMITS.successesPerIp.max)
        throw throttled(successes.secondsLeft, 'logins from this address');
      // Every attempt is counted before the password is checked, in one statement per counter, so
      // parallel guesses cannot all slip under the limit; a right password takes its hit back.
      for (const [key, limit] of [
        [accountKey, LOGIN_LIMITS.perAccount],
        [ipKey, LOGIN_LIMITS.perIp],
      ] as const) {
        const { hits, secondsLeft } = await hitCounter(app.db, key, limit.windowMs, now);
        if (hits > limit.max) throw throttled(secondsLeft, 'failed logins');
      }

      const user = await findUserByEmail(app.db, email);
      const ok = await verifyPassword(user?.password_hash ?? null, request.body.password);
      if (!user || !ok) throw new UnauthorizedError(MESSAGES.badCredentials, 'INVALID_CREDENTIALS');
      await clearCounter(app.db, accountKey);
      await uncountHit(app.db, ipKey);
      if (user.verified !== 1) throw new NotVerifiedError();
      await recordHit(app.db, successKey, LOGIN_LIMITS.successesPerIp.windowMs, now);
      await deleteExpiredSessions(app.db, user.id, now);
      const token = await createSession(app.db, user.id, now);
      return { token, user: toSessionUser(user), message: MESSAGES.loginOk };
    },
  );

  app.get(
    '/api/auth/check-user',
    { config: { policy: 'user' }, schema: { response: { 200: z.object({ user: SessionUser }) } } },
    async (request) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      return { user: toSessionUser(user) };
    },
  );

  // Sized for many people behind one shared mobile-network address: each person's typing costs a
  // few checks, so the address gets 60 per 15 minutes; one e-mail gets 20 (counted in the
  // database, shared by all servers), so no address can probe one account at the full rate.
  const CHECK_PER_EMAIL = { max: 20, windowMs: 15 * MINUTE };
  app.post(
    '/api/auth/check-user',
    {
      config: { policy: 'public', rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: { body: CheckUserInput, response: { 200: z.object({ exists: z.boolean() }) } },
    },
    async (request) => {
      const { email, name, username } = request.body;
      if (email) {
        const { hits, secondsLeft } = await hitCounter(
          app.db,
          `check-email:${normalizeEmail(email)}`,
          CHECK_PER_EMAIL.windowMs,
          app.clock.now(),
        );
        if (hits > CHECK_PER_EMAIL.max)
          throw new TooManyRequestsError(
            'Too many checks of this e-mail. Please try again in a few minutes.',
            secondsLeft,
            'RATE_LIMITED',
          );
      }
      return { exists: await userExists(app.db, email, username ?? name) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { policy: 'public' }, schema: { response: { 200: MessageResponse } } },
    async (request) => {
      const token = bearerToken(request);
      if (token) await deleteSession(app.db, token);
      return { message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { policy: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { body: RegisterInput, response: { 201: MessageResponse } },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { email, username, password } = request.body;
      if (await userExists(app.db, email, username))
        throw new ConflictError(ACCOUNT_MESSAGES.userExists, 'USER_EXISTS');
      const passwordHash = await hashPassword(password);
      const existing = await findUserByEmail(app.db, email);
      if (existing) {
        // Unverified (userExists said so): whoever proves the e-mail with the code owns it. A code
        // sent for the earlier registration dies with it.
        await updateUser(
          app.db,
          existing.id,
          { email, username, password_hash: passwordHash },
          now,
        );
        await killCode(app.db, email, 'verify');
      } else {
        try {
          await insertUser(
            app.db,
            { email, username, passwordHash, role: 'user', verified: false },
            now,
          );
        } catch (err) {
          // Two registrations of one e-mail or one name at once: the unique keys let only one in.
          if ((await findUserByEmail(app.db, email)) || (await userExists(app.db, email, username)))
            throw new ConflictError(ACCOUNT_MESSAGES.userExists, 'USER_EXISTS');
          throw err;
        }
      }
      return reply.status(201).send({ message: MESSAGES.registered });
    },
  );

  app.post(
    '/api/email/sendcode',
    {
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { body: EmailInput, response: { 200: CodeSentResponse } },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user) {
        throw new NotFoundError(
          'No registration was found for this e-mail. Please register first.',
          'NO_REGISTRATION',
        );
      }
      if (user.verified === 1) {
        throw new ConflictError(
          'This e-mail is already verified. Please log in.',
          'ALREADY_VERIFIED',
        );
      }
      const { resendsLeft } = await claimSend(request, user.email, 'verify');
      await mailNewCode(user, 'verify');
      return sentBody(resendsLeft, MESSAGES.codeSent);
    },
  );

  app.post(
    '/api/email/verify-email',
    {
      config: { policy: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { body: VerifyEmailInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      const now = app.clock.now();
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user) {
        throw noValidCode();
      }
      await consumeCode(app.db, user.email, 'verify', request.body.code, bindingOf(user), now);
      await updateUser(app.db, user.id, { verified: 1 }, now);
      return { message: MESSAGES.verified };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { policy: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: EmailInput, response: { 200: CodeSentResponse } },
    },
    async (request) => {
      // The answer does not say whether the account exists: the same allowance is counted and
      // the same body answered for every e-mail.
      const { resendsLeft } = await claimSend(request, request.body.email, 'reset');
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) await mailNewCode(user, 'reset');
      return sentBody(resendsLeft, MESSAGES.resetSent);
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { body: ResetPasswordInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      const now = app.clock.now();
      const user = await findUserByEmail(app.db, request.body.email);
      if (!user) {
        throw noValidCode();
      }
      await consumeCode(app.db, user.email, 'reset', request.body.code, bindingOf(user), now);
      const passwordHash = await hashPassword(request.body.password);
      // The code proved the e-mail, so the account counts as verified; old sessions end.
      await updateUser(app.db, user.id, { password_hash: passwordHash, verified: 1 }, now);
      await deleteUserSessions(app.db, user.id);
      await clearCounter(app.db, `login:${addressGroup(request.ip)}:${user.email_normalized}`);
      return { message: MESSAGES.passwordReset };
    },
  );
};
