import { useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import styles from './layout.module.css';

export function RootLayout() {
  const location = useLocation();
  // Admin pages change inside the admin layout; animate only between top-level screens.
  const transitionKey = location.pathname.startsWith('/admin') ? '/admin' : location.pathname;
  // A page change fades in; the page a visit opens on does not: it is on screen from the
  // server's HTML, and fading it would hold back its first paint (and the largest).
  const opening = useRef(location.key);
  const changed = location.key !== opening.current;
  return (
    <div className={styles.app}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" key={transitionKey} className={changed ? styles.pageTransition : undefined}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
