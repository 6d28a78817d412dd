import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// Whether the page on screen is still the server's drawing: true on the server and in the
// browser's first render of a page the server drew; false once that render is on screen, and from
// the start where the browser draws alone (the admin area, and components drawn in the tests).
const ServersDrawing = createContext(false);

/**
 * Around the app, and around each part of a page taken over after the rest (components/ui/Later):
 * `hydrating` while its first render takes over the server's HTML.
 */
export function BrowserValues({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [drawing, setDrawing] = useState(hydrating);
  // After the first render's effects: the take-over is on screen, the browser's values may show.
  useEffect(() => {
    if (drawing) setDrawing(false);
  }, [drawing]);
  return <ServersDrawing.Provider value={drawing}>{children}</ServersDrawing.Provider>;
}

/**
 * Whether this render takes over the server's HTML (the page's first render in the browser, or a
 * part's taken over later), or is the server's own; false in every render after.
 */
export function useServersDrawing(): boolean {
  return useContext(ServersDrawing);
}

/**
 * A value only the browser knows (the stored cart, a media query, whether the page has been taken
 * over) read from an external store: the server's stand-in while the server draws the page and
 * in the first render that takes it over, so that render matches the server's HTML; the browser's
 * own from the render after. React does this itself with `useSyncExternalStore`'s server snapshot;
 * Preact, which runs the app in the browser (docs/decisions/114-preact-in-the-browser.md), reads
 * the browser's value at once and leaves the server's attributes in place while it hydrates, so
 * a control disabled by that value would look enabled and stay so.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  browserValue: () => T,
  serverValue: () => T,
): T {
  const drawing = useContext(ServersDrawing);
  const value = useSyncExternalStore(subscribe, browserValue, serverValue);
  return drawing ? serverValue() : value;
}
