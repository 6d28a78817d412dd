import { isIP } from 'node:net';
import { z } from 'zod';

// The shapes settings share (config.ts and its M-Pesa and eTIMS groups): a yes/no flag, an
// address with its allowed schemes, the trusted proxies, a service's mode.

export const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

export const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}:`).join(' or ')}`,
    });

// The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated
// (proxy-addr also knows 'loopback', 'linklocal' and 'uniquelocal'). Trusting any sender would let
// every client choose its own address and escape the per-address limits, so 'true' is refused.
const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];
function isProxyEntry(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
export const proxyList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e.length > 0),
  )
  .refine((list) => !list.some((e) => ['true', '1', 'yes', 'on'].includes(e.toLowerCase())), {
    message:
      'must list the proxies as addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8); trusting every sender would let clients pick their own address',
  })
  .transform((list) =>
    list.length === 1 && ['false', '0', 'no', 'off'].includes(list[0]!.toLowerCase()) ? [] : list,
  )
  .refine((list) => list.every(isProxyEntry), {
    message: 'must list the proxies as addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
  });

/**
 * A service's mode (M-Pesa, eTIMS) as set, else: off beside PostgreSQL (a real shop chooses), the
 * simulator on the embedded default (a demo works with no account).
 */
export function serviceEnv<E extends string>(
  set: E | undefined,
  databaseUrl: string | undefined,
): E | 'off' | 'simulator' {
  return set ?? (databaseUrl ? 'off' : 'simulator');
}
