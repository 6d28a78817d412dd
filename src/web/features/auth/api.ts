import type { CodeSentResponse, LoginResponse, MessageResponse } from '#shared/auth.schema.js';
import { api } from '../../lib/api-client';
import { langOf } from '../../lib/i18n';

// The auth and e-mail calls, in one place for the account pages. A code is mailed in the language
// of the page that asks for it.

const pageLang = () => langOf(window.location.pathname);

export const authApi = {
  login: (email: string, password: string) =>
    api<Partial<LoginResponse>>('/auth/login', {
      method: 'POST',
      body: { email: email.trim(), password },
    }),
  checkUser: (email: string, name: string, signal?: AbortSignal) =>
    api<{ exists: boolean }>('/auth/check-user', {
      method: 'POST',
      body: { email: email.trim(), name: name.trim() },
      signal,
    }),
  register: (email: string, name: string, password: string) =>
    api<MessageResponse>('/auth/register', {
      method: 'POST',
      body: { email: email.trim(), name: name.trim(), password },
    }),
  sendCode: (email: string) =>
    api<CodeSentResponse>('/email/sendcode', {
      method: 'POST',
      body: { email: email.trim(), lang: pageLang() },
    }),
  verifyEmail: (email: string, code: string) =>
    api<MessageResponse>('/email/verify-email', {
      method: 'POST',
      body: { email: email.trim(), code: code.trim() },
    }),
  forgotPassword: (email: string) =>
    api<CodeSentResponse>('/auth/forgot-password', {
      method: 'POST',
      body: { email: email.trim(), lang: pageLang() },
    }),
  resetPassword: (email: string, code: string, password: string) =>
    api<MessageResponse>('/auth/reset-password', {
      method: 'POST',
      body: { email: email.trim(), code: code.trim(), password },
    }),
};
