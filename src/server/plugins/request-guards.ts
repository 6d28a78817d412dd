import http from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../lib/errors.js';

// Limits that keep one request from tying up the server or reaching the database in a shape it
// cannot store.
//
// Bodies are capped per route: the account and short-text calls need a few KB, so a megabyte of
// JSON (or a small gzip that inflates to one; the compress plugin inflates request bodies and
// Fastify counts the inflated bytes) is refused with 413 before it is parsed or validated.

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

/**
 * How long a client may take. A client that promises a body and stalls is cut off: Node answers
 * 408 once the whole request has not arrived within `requestMs` (checked every `checkEveryMs`).
 */
export interface ServerTimeouts {
  requestMs: number;
  headersMs: number;
  checkEveryMs: number;
}
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  checkEveryMs: 2_000,
};

/** PostgreSQL cannot store a NUL character in text; it is refused as bad input everywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

export function nulCharacterError(): BadRequestError {
  return new BadRequestError(
    'The request contains a character that is not allowed (NUL).',
    'INVALID_CHARACTER',
  );
}

const json = (message: string, code: string) => ({ message, code });

/** Errors Fastify raises before a route is found: bad escapes in the address, over-long parts. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const [status, body] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, json('The address is too long.', 'URL_TOO_LONG')]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, json('The address is not valid.', 'BAD_URL')]
        : [400, json('The request could not be read.', 'BAD_REQUEST')];
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Errors Node raises while reading a request (bad framing, missing Host, timeouts). */
export function clientErrorHandler(
  this: FastifyInstance,
  err: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, json('The request took too long to arrive.', 'REQUEST_TIMEOUT')]
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, json('The request headers are too large.', 'HEADERS_TOO_LARGE')]
        : [400, json('The request could not be read.', 'BAD_REQUEST')];
  this.log.debug({ code: err.code }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

export const requestGuardsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      // A GET or HEAD has no body to inflate: the compress plugin (registered after this one)
      // then adds no decompression hook to the route, which every request would pay for.
      const methods = [route.method].flat();
      if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD'))
        route.decompress = false;
      if (route.bodyLimit !== undefined) return;
      const limits = methods.map((m) => bodyLimitFor(m, route.url)).filter((l) => l !== undefined);
      if (limits.length > 0) route.bodyLimit = Math.min(...limits);
    });
    // Node's own answer to a missing Host is a bare 400 without a body; ours has the usual shape.
    // Both checks are synchronous hooks: an async one costs every request a promise and a turn
    // of the microtask queue for nothing.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.raw.httpVersion === '1.1' && !request.headers.host)
        done(new BadRequestError('The request has no Host header.', 'MISSING_HOST'));
      else done();
    });
    // Before validation, so no schema, handler or query ever sees a NUL.
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
        done(nulCharacterError());
      else done();
    });
  },
  { name: 'request-guards' },
);
