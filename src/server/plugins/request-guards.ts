import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

// Limits that keep one request from tying up the server. Bodies are capped per route: the account
// and short-text calls need a few KB, so a megabyte of JSON (or a small gzip that inflates to one;
// the compress plugin inflates request bodies and Fastify counts the inflated bytes) is refused
// with 413 before it is parsed or validated.

const KB = 1024;
export const BODY_LIMITS = {
  /** Login, registration, codes: an e-mail, a name, a password, a code. */
  account: 4 * KB,
  /** Reviews, contact messages, comments: up to about 2,000 characters of text. */
  text: 12 * KB,
  /** A reaction toggle. */
  tiny: 1 * KB,
} as const;

/** The cap for a route, or undefined to keep the server-wide one. */
export function bodyLimitFor(method: string, url: string): number | undefined {
  if (url.startsWith('/api/auth/') || url.startsWith('/api/email/')) return BODY_LIMITS.account;
  if (method !== 'POST') return undefined;
  if (url === '/api/contact' || url === '/api/reviews') return BODY_LIMITS.text;
  if (url === '/api/blogs/:slug/comments' || url === '/api/blogs/:slug/comments/:commentId/replies')
    return BODY_LIMITS.text;
  if (url === '/api/blogs/:slug/reactions') return BODY_LIMITS.tiny;
  return undefined;
}

export const requestGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.bodyLimit !== undefined) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const limits = methods.map((m) => bodyLimitFor(m, route.url)).filter((l) => l !== undefined);
      if (limits.length > 0) route.bodyLimit = Math.min(...limits);
    });
  },
  { name: 'request-guards' },
);
