import { ApiError } from '../../lib/api-client';

/**
 * The catalogue's "server message, else <fallback>" (spec section 8): the server's `message` when
 * it sent one; the fallback when the answer had none (the client then only knows the status).
 */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.code !== 'HTTP_ERROR' && err.message) return err.message;
  return fallback;
}
