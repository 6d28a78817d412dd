// The storefront's two languages and their addresses (docs/decisions/105-swahili-messages.md):
// English pages at their plain paths, each Swahili twin under /sw/. The browser's router, the
// server's page heads, the sitemap and the messages the shop sends all write them from here.

export type Lang = 'en' | 'sw';

export const SW_PREFIX = '/sw';

/** The language of an address: Swahili under /sw/, English elsewhere. */
export function langOf(pathname: string): Lang {
  return pathname === SW_PREFIX || pathname.startsWith(`${SW_PREFIX}/`) ? 'sw' : 'en';
}

/** The page's path in English (without /sw): what the route table matches. */
export function routerPath(pathname: string): string {
  return langOf(pathname) === 'sw' ? pathname.slice(SW_PREFIX.length) || '/' : pathname;
}

/** The same page in the other language, query kept: '/products' -> '/sw/products', '/' -> '/sw/'. */
export function addressIn(lang: Lang, pathname: string, search = ''): string {
  const inner = routerPath(pathname);
  if (lang === 'en') return `${inner}${search}`;
  return `${SW_PREFIX}${inner === '/' ? '/' : inner}${search}`;
}
