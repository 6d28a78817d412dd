import { isIP } from 'node:net';

/**
 * The address a per-client limit counts against. An IPv6 visitor usually holds a whole /64 and
 * can pick any address in it, so IPv6 is grouped by its first 64 bits; IPv4 (also IPv4 written
 * as IPv6, ::ffff:a.b.c.d) is counted per address.
 */
export function addressGroup(ip: string): string {
  const address = ip.toLowerCase().split('%')[0] ?? '';
  if (isIP(address) !== 6) return address;
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) return address.slice(7);
  const [head = '', tail] = address.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const missing = tail === undefined ? 0 : 8 - width(headParts) - width(tailParts);
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
