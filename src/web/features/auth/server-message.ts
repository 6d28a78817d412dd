import { ApiError, errorRefusal } from '../../lib/api-client';
import type { Refusal } from '../../lib/i18n/error-text';

/**
 * "The server's refusal, else <fallback>", as the old site showed failures: the server's refusal
 * ({message, code, values}, shown by its code in the page's language, decision 161) when it sent
 * one; the fallback when the answer had none (the client then only knows the status).
 */
export function serverRefusal(err: unknown, fallback: string): Refusal {
  if (err instanceof ApiError && err.code !== 'HTTP_ERROR' && err.message)
    return errorRefusal(err, fallback);
  return fallback;
}
