import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

export function RootLayout() {
  const location = useLocation();
  // Admin pages change inside the admin layout; animate only between top-level screens.
  const transitionKey = location.pathname.startsWith('/admin') ? '/admin' : location.pathname;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" key={transitionKey} className="page-transition">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
