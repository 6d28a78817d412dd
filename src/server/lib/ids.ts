import { createHash, randomBytes } from 'node:crypto';

/** Server-made ids: 16 random bytes, url-safe. Never derived from user input. */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** An opaque secret (session token): 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
