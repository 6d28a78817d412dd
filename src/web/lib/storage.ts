// Web storage that never throws: private modes, full quotas and corrupt values are treated as
// "nothing stored": storage failures are silently ignored. localStorage unless a reader or writer
// names sessionStorage (kept for the tab only).

type Area = 'local' | 'session';
const storage = (area: Area) => (area === 'session' ? window.sessionStorage : window.localStorage);

/** The localStorage keys the site uses. */
export const STORAGE_KEYS = {
  cart: 'cart',
  token: 'token',
  user: 'user',
  reviews: 'reviews v1',
} as const;

export function readJson<T>(
  key: string,
  guard: (value: unknown) => value is T,
  area: Area = 'local',
): T | null {
  try {
    const raw = storage(area).getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return guard(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, area: Area = 'local'): void {
  try {
    storage(area).setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the in-memory state still works for this visit.
  }
}

export function readText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // ignored, as above
  }
}

export function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignored, as above
  }
}
