import { ApiError } from '../../lib/api-client';

/**
 * "The server's message, else <fallback>", as the old site showed failures: the server's
 * `message` when it sent one; the fallback when the answer had none (the client then only knows
 * the status).
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.code !== 'HTTP_ERROR' && err.message) return err.message;
  return fallback;
}
