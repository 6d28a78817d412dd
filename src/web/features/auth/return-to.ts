// Where login sends a person back to: the previous location, or / if none
// (docs/decisions/008-login-return.md). Pages that send someone to /login pass
// `state={{ from: location }}` (a location object or a path string).

const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password'];

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object') {
    const l = from as LocationLike;
    if (typeof l.pathname === 'string') {
      path = `${l.pathname}${typeof l.search === 'string' ? l.search : ''}${typeof l.hash === 'string' ? l.hash : ''}`;
    }
  }
  // Only paths inside this site, and never back to an account page.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (ACCOUNT_PAGES.some((p) => path === p || path.startsWith(`${p}?`) || path.startsWith(`${p}/`)))
    return '/';
  return path;
}
