import { createHmac, timingSafeEqual } from 'node:crypto';

// The secret path of Daraja's callbacks (docs/decisions/092-daraja-client-and-simulator.md):
// an HMAC of APP_SECRET in the address, so only M-Pesa, which was given it, can post a result.

/** The path token Daraja's callbacks carry: an HMAC under APP_SECRET, hex (no word Daraja refuses). */
export function callbackToken(appSecret: string): string {
  return createHmac('sha256', appSecret)
    .update('daraja-callback-path-v1')
    .digest('hex')
    .slice(0, 40);
}

/** The expected token's bytes, made once per secret (every callback is checked against them). */
const expectedTokens = new Map<string, Buffer>();

export function tokenMatches(appSecret: string, given: string): boolean {
  let expected = expectedTokens.get(appSecret);
  if (!expected) {
    expected = Buffer.from(callbackToken(appSecret));
    expectedTokens.set(appSecret, expected);
  }
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const CALLBACK_PREFIX = '/api/payments/lipa';

export function callbackUrls(base: string, appSecret: string) {
  const root = `${base}${CALLBACK_PREFIX}/${callbackToken(appSecret)}`;
  return {
    stk: `${root}/stk`,
    confirmation: `${root}/paybill/confirmation`,
    validation: `${root}/paybill/validation`,
  };
}
