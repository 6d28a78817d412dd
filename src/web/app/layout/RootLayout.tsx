import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { useScrollRestoration } from './use-scroll-restoration';
import { useI18n } from '../../lib/i18n';
import { Later, afterLaterParts } from '../../components/ui/Later';
import { openServerHtmlLink } from '../../components/ui/ServerHtml';
import styles from './layout.module.css';

export function RootLayout() {
  const location = useLocation();
  const { layout } = useI18n().m;
  // Admin pages change inside the admin layout; animate only between top-level screens.
  const transitionKey = location.pathname.startsWith('/admin') ? '/admin' : location.pathname;
  // A page change fades in; the page a visit opens on does not: it is on screen from the
  // server's HTML, and fading it would hold back its first paint (and the largest).
  const opening = useRef(location.key);
  const changed = location.key !== opening.current;
  useScrollRestoration();
  // Links inside the parts kept as the server drew them open in the app, as a Link's would.
  const navigate = useNavigate();
  const base = useHref('/');
  useEffect(() => {
    const onClick = (event: MouseEvent) =>
      openServerHtmlLink(event, base, (to) => void navigate(to));
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [base, navigate]);
  // Says the page has been taken over (its buttons and forms work): the server's HTML arrives
  // first and the scripts after it has loaded, so a story in the e2e suite waits for this.
  // The bench reads the mark (scripts/bench-takeover.mjs). Parts taken over after the rest
  // (components/ui/Later) are waited for: until then the page's early script holds a press.
  useEffect(
    () =>
      afterLaterParts(() => {
        document.documentElement.dataset.ready = '';
        performance.mark('shop:taken-over');
      }),
    [],
  );
  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        {layout.skip}
      </a>
      {/* The bar, the page and the footer are taken over one task each (components/ui/Later),
          so no one task of the take-over holds the phone long (issue 48). */}
      <Later>
        <Navbar />
      </Later>
      {/* Outside the keyed <main>: a page whose code is still loading keeps the previous page on
          screen (the router changes pages in a transition) instead of an empty one. */}
      <Suspense fallback={<p className="page-status">{layout.loading}</p>}>
        <Later>
          <main
            id="main"
            key={transitionKey}
            className={changed ? styles.pageTransition : undefined}
          >
            <Outlet />
          </main>
        </Later>
      </Suspense>
      <Later>
        <Footer />
      </Later>
    </div>
  );
}
