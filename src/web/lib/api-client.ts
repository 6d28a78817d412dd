import { readText, remove, STORAGE_KEYS } from './storage';
import type { Refusal } from './i18n/error-text';

// The one HTTP client of the SPA: attaches the stored token as a bearer header,
// logs failures to the console, and turns error bodies into ApiError whose message the UI shows.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    /** The values the refusal's text carries ({county: 'Kitui'}), when the server sent them. */
    readonly values?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when the server says the stored token is no longer valid (the session drops it). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);
let logFailures = true;

/**
 * Where requests go. The browser uses fetch; the server, rendering a page, answers them from its
 * own routes without a network hop, and its expected misses (a 404 product) are not console noise.
 */
export function setApiTransport(next: Transport, options: { logFailures: boolean }) {
  transport = next;
  logFailures = options.logFailures;
}

export const NETWORK_MESSAGE = 'Could not reach the shop. Check your connection and try again.';

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = `/api${path}`;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = readText(STORAGE_KEYS.token);
  if (token) headers.authorization = `Bearer ${token}`;
  else if (options.method && options.method !== 'GET') console.warn(`No auth token for ${url}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    if (logFailures) console.error('API network error', { url, err });
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    if (logFailures) console.error('API error', { url, status: response.status, data });
    if (response.status === 401 && token) {
      remove(STORAGE_KEYS.token);
      remove(STORAGE_KEYS.user);
      unauthorizedListeners.forEach((l) => l());
    }
    const payload = (typeof data === 'object' && data !== null ? data : {}) as {
      message?: unknown;
      code?: unknown;
      values?: unknown;
    };
    const retry = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      typeof payload.code === 'string' ? payload.code : 'HTTP_ERROR',
      typeof payload.message === 'string' && payload.message
        ? payload.message
        : `The request failed (${response.status}).`,
      Number.isFinite(retry) && retry > 0 ? retry : undefined,
      refusalValues(payload.values),
    );
  }
  return data as T;
}

/**
 * A read of one item where 'there is no such item' is an answer the page shows (null), not a
 * failure: the server's render and the browser then draw the same 'not found'.
 */
export async function apiOrNull<T>(path: string): Promise<T | null> {
  try {
    return await api<T>(path);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** The message to show a person for any thrown value. */
export function errorMessage(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (err instanceof ApiError) return err.message;
  return fallback;
}

/**
 * What to show a person for any thrown value, kept as the server's refusal so a page or a toast
 * writes it by its code in its language (decision 161); the fallback for anything else.
 */
export function errorRefusal(
  err: unknown,
  fallback = 'Something went wrong. Please try again.',
): Refusal {
  if (err instanceof ApiError)
    return { message: err.message, code: err.code, ...(err.values && { values: err.values }) };
  return fallback;
}

/** A refusal's values as texts ({n: '3'}), or undefined when the answer has none or odd ones. */
function refusalValues(values: unknown): Record<string, string> | undefined {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const entries = Object.entries(values).filter(
    ([, v]) => typeof v === 'string' || typeof v === 'number',
  );
  return entries.length > 0
    ? Object.fromEntries(entries.map(([k, v]) => [k, String(v)]))
    : undefined;
}
