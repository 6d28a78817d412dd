import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
} from '#shared/auth.schema.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { bearerToken } from '../../plugins/auth.js';
import {
  checkUser,
  forgotPassword,
  CODE_MAIL,
  login,
  makeCodeMail,
  MESSAGES,
  register,
  resetPassword,
  sendVerificationCode,
  toSessionUser,
  verifyEmail,
  type AuthDeps,
} from './auth.service.js';
import { deleteSession } from './session.repository.js';

// The auth and e-mail calls. The account rules live in auth.service.ts; the
// per-address limits here are the coarse outer ones (@fastify/rate-limit).

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing an auth call answers may be kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const deps = (): AuthDeps => ({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    appSecret: app.appSecret,
    shopName: app.config.shop.name,
  });
  app.mailer.recipe(CODE_MAIL, (data) => makeCodeMail(deps(), data));

  app.post(
    '/api/auth/login',
    {
      config: { policy: 'public' },
      schema: { body: LoginInput, response: { 200: LoginResponse } },
    },
    async (request) => login(deps(), { ...request.body, ip: request.ip }),
  );

  app.get(
    '/api/auth/check-user',
    { config: { policy: 'user' }, schema: { response: { 200: z.object({ user: SessionUser }) } } },
    async (request) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      return { user: toSessionUser(user, user.roles) };
    },
  );

  // Per address 60 per 15 minutes: many people share one mobile-network address.
  app.post(
    '/api/auth/check-user',
    {
      config: { policy: 'public', rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: { body: CheckUserInput, response: { 200: z.object({ exists: z.boolean() }) } },
    },
    async (request) => {
      const { email, name, username } = request.body;
      return { exists: await checkUser(deps(), { email, name: username ?? name }) };
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
      await register(deps(), request.body);
      return reply.status(201).send({ message: MESSAGES.registered });
    },
  );

  app.post(
    '/api/email/sendcode',
    {
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { body: EmailInput, response: { 200: CodeSentResponse } },
    },
    async (request) => sendVerificationCode(deps(), { ...request.body, ip: request.ip }),
  );

  app.post(
    '/api/email/verify-email',
    {
      config: { policy: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { body: VerifyEmailInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      await verifyEmail(deps(), request.body);
      return { message: MESSAGES.verified };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { policy: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { body: EmailInput, response: { 200: CodeSentResponse } },
    },
    async (request) => forgotPassword(deps(), { ...request.body, ip: request.ip }),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { policy: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { body: ResetPasswordInput, response: { 200: MessageResponse } },
    },
    async (request) => {
      await resetPassword(deps(), { ...request.body, ip: request.ip });
      return { message: MESSAGES.passwordReset };
    },
  );
};
