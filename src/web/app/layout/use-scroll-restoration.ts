import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { readJson, writeJson } from '../../lib/storage';

// The same sessionStorage entry React Router's own <ScrollRestoration> used, so positions saved
// before this hook replaced it still apply.
const STORAGE_KEY = 'react-router-scroll-positions';

const isPositions = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' && value !== null;

const readPositions = () => readJson(STORAGE_KEY, isPositions, 'session') ?? {};

let positions: Record<string, number> | undefined;

/**
 * Where the window scrolls when the address changes, as browsers do between whole pages: a new
 * page (link, redirect) opens at its top or at its #anchor; going back or forward returns to where
 * that page was left, also after a reload. The browser's own restoration is turned off because it
 * runs before the page's content is on screen.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen; set before the window scrolls for it, so a scroll is never written to
  // the entry that was left.
  const shownKey = useRef(location.key);
  const opened = useRef(false);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      (positions ??= readPositions())[shownKey.current] = window.scrollY;
    };
    const save = () => writeJson(STORAGE_KEY, positions ?? {}, 'session');
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    shownKey.current = location.key;
    positions ??= readPositions();
    // An entry the shop did not make (the one a visit opened on) has no key of its own
    // ('default'): a position saved under it belongs to a page this tab showed before.
    if (!opened.current && location.key === 'default') delete positions.default;
    opened.current = true;
    const saved = positions[location.key];
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
