import { createHmac, timingSafeEqual } from 'node:crypto';

// A statement's share link (DESIGN decision 57): whoever holds it (the contractor's accountant, a
// foreman) reads that statement until it expires, without an account of their own. The token
// names the account, the days and the expiry, and carries an HMAC of them with app.appSecret, so
// it cannot be altered or made up; nothing is stored, and a new secret ends every link.

export const SHARE_DAYS = 14;

/** 16 bytes of HMAC-SHA-256: unforgeable, and the whole link stays under the 100 characters a
 * path parameter may have. */
const sign = (secret: string, body: string) =>
  createHmac('sha256', secret)
    .update(`statement:${body}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export interface SharedStatement {
  accountId: string;
  from: string;
  to: string;
  expiresAt: Date;
}

const DAY_MS = 86_400_000;
const dayCode = (day: string) => (Date.parse(`${day}T00:00:00Z`) / DAY_MS).toString(36);
const dayOf = (code: string) => new Date(parseInt(code, 36) * DAY_MS).toISOString().slice(0, 10);

/**
 * 'accountId~from~to~expires~mac': the days and the expiry in base 36, about 62 characters, with
 * no '.' (an address with one is taken for a file, not a page).
 */
export function statementToken(secret: string, s: SharedStatement): string {
  const body = [
    s.accountId,
    dayCode(s.from),
    dayCode(s.to),
    Math.floor(s.expiresAt.getTime() / 1000).toString(36),
  ].join('~');
  return `${body}~${sign(secret, body)}`;
}

/** The statement a token names, or null when it was altered, made up or has expired. */
export function readStatementToken(
  secret: string,
  token: string,
  now: Date,
): SharedStatement | null {
  const parts = token.split('~');
  if (parts.length !== 5 || parts.some((p) => p.length === 0)) return null;
  const [accountId, from, to, expires, mac] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('~')));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = new Date(parseInt(expires, 36) * 1000);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return null;
  return { accountId, from: dayOf(from), to: dayOf(to), expiresAt };
}
