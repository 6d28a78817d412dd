import { createElement, useState, type ReactNode } from 'react';
import { useServersDrawing } from '../../lib/use-browser-value';
import styles from './server-html.module.css';

/**
 * A part of a page that only shows (text, pictures, links): at take-over it keeps the server's
 * HTML as it is and runs none of its components (docs/decisions/180-server-html-at-take-over.md).
 * The server draws `children` inside a <div> marked with the part's `name` (unique on the page; letters, digits, '-' and '_'),
 * which adds no box (display: contents) unless given a `className`. While the browser takes the
 * page over, the element is drawn with that HTML as its `dangerouslySetInnerHTML`, which Preact
 * and React leave as it is while hydrating; it stays so while `version` is what it was then. A
 * new `version` (other data, another address) draws `children` from then on, as does a part first
 * drawn in the browser (a page opened in the app).
 *
 * So `version` must stand for everything the part shows, and the part must hold no control, no
 * state and no effect: they would be dead. A plain click on a link inside it is opened by the
 * app, as a `Link` would be (`openServerHtmlLink`, on the layout).
 */
export function ServerHtml({
  name,
  version,
  className = styles.contents,
  'data-testid': testId,
  children,
}: {
  name: string;
  /** What the part shows: a string, or the data object itself (compared by identity). */
  version: unknown;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
}) {
  const drawing = useServersDrawing();
  const [kept] = useState(() => (drawing ? serversHtml(name, version) : null));
  const props = { className, 'data-server-html': name, 'data-testid': testId };
  if (kept && Object.is(kept.version, version))
    return createElement('div', { ...props, dangerouslySetInnerHTML: kept.html });
  return createElement('div', props, children);
}

/**
 * The part's HTML on the page, read only if asked for: a hydrating render does not read it, a
 * later render with the same version compares it with itself (so writes nothing).
 */
function serversHtml(name: string, version: unknown) {
  if (typeof document === 'undefined') return null;
  const el = document.querySelector(`[data-server-html="${name}"]`);
  if (!el) return null;
  let html: string | undefined;
  return {
    version,
    html: {
      get __html() {
        return (html ??= el.innerHTML);
      },
    },
  };
}

/**
 * For a click anywhere on the page (a listener the layout adds): a plain click on a link to this site, in this language
 * (under `base`, the router's basename), inside a part kept as the server drew it, is opened by
 * the app with `navigate` (given the address without the basename), as its `Link` would have.
 * Another site, another language (hreflang), a new tab or a download is left to the browser.
 */
export function openServerHtmlLink(
  event: MouseEvent,
  base: string,
  navigate: (to: string) => void,
): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-server-html]')) return;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== window.location.origin || link.hasAttribute('hreflang')) return;
  const root = base.replace(/\/$/, '');
  const { pathname, search, hash } = link;
  if (root && pathname !== root && !pathname.startsWith(`${root}/`)) return;
  event.preventDefault();
  navigate(`${pathname.slice(root.length) || '/'}${search}${hash}`);
}
