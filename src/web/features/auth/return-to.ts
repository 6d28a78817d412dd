import { langOf, routerPath, type Lang } from '#shared/languages.js';

// Where login sends a person back to (docs/decisions/008-login-return.md, amended by 118): the
// page they came from, carried in the login page's own address as `?next=` (the whole path, with
// /sw/ on a Swahili page), so a press before take-over, a reload of /login and the steps through
// /register and /forgot-password keep it. Anything but a path of this site goes home.

/** The query parameter that carries the page to go back to. */
const NEXT = 'next';

const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password'];
/** The longest return path kept: longer is no page of this shop. */
const MAX_LENGTH = 2000;

/**
 * True when `path` is an address on this site a person may be sent to: it starts with one '/'
 * (not '//' or '/\', which browsers read as another host), has no scheme, no control character or
 * space browsers drop or rewrite ('/\t/evil.test' is '//evil.test' to them), no empty or dot
 * segment, and is not an account page (going back there after signing in would be a loop).
 */
export function isReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > MAX_LENGTH) return false;
  if (!path.startsWith('/') || path[1] === '/' || path[1] === '\\') return false;
  // Control characters, spaces of any kind and the backslash: none belongs in a path the shop
  // writes, and each has been used to turn a path into another host.
  if (/[\\\s\u200b-\u200f]/.test(path) || hasControlCharacter(path)) return false;
  // Dot segments (also written %2e) and empty ones ('/a/..//evil.test') could be resolved into '//' by a router.
  const pathname = pathnameOf(path);
  if (pathname.includes('//') || /\/(\.|%2e){1,2}(\/|$)/i.test(pathname)) return false;
  const inner = routerPath(pathname);
  return !ACCOUNT_PAGES.some((p) => inner === p || inner.startsWith(`${p}/`));
}

/** The path of an address without its query and hash. */
const pathnameOf = (path: string) => path.split(/[?#]/, 1)[0]!;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The page to go back to from an account page's address (its `?next=`), if it may be followed. */
export function returnPathOf(search: URLSearchParams): string | null {
  const next = search.get(NEXT);
  return isReturnPath(next) ? next : null;
}

/** An account page's address inside the app that carries `next` on, if there is one. */
export function withNext(page: string, next: string | null): string {
  return next ? `${page}?${new URLSearchParams({ [NEXT]: next }).toString()}` : page;
}

/**
 * Where login goes once signed in, for a page in `lang`: a path inside the app (the router's,
 * without /sw) when the return path is in the page's language, else the whole address (the
 * other language is another app: a page load). Home when there is none.
 */
export function afterLogin(
  next: string | null,
  lang: Lang,
): { inApp: string } | { address: string } {
  if (!next) return { inApp: '/' };
  const pathname = pathnameOf(next);
  if (langOf(pathname) !== lang) return { address: next };
  return { inApp: `${routerPath(pathname)}${next.slice(pathname.length)}` };
}
