import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useHref } from 'react-router';
import { LAYOUT } from '../../lib/ui-constants';
import { useLoginLink, useSession } from '../../features/auth';
import { useCartCount } from '../../features/cart';
import { useSite } from '../../features/site';
import { Button } from '../../components/ui/Button';
import styles from './layout.module.css';
// The shop's mark, the same drawing as the tab icon, put into the page itself: as an <img> the
// SVG would be a document of its own for the phone to build on every page (see home/content.tsx).
import logo from '../../../../public/favicon.svg?raw';
import { useI18n } from '../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { NavSearch } from './NavSearch';

const LINKS = [
  { to: '/', label: 'home' },
  { to: '/products', label: 'products' },
  { to: '/quote', label: 'quote' },
  { to: '/services', label: 'services' },
  { to: '/gallery', label: 'gallery' },
  { to: '/blog', label: 'blog' },
  { to: '/contact', label: 'contact' },
] as const;

/** A link the browser follows itself (no script), to the page in the page's own language. */
function PlainLink({ to, children }: { to: string; children: string }) {
  return <a href={useHref(to)}>{children}</a>;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * 'Logout (name)' with only the name cut short (…) where a long one has no room; the button's
 * title and its accessible name keep it whole. Names run to 40 characters (ACCOUNT.nameMax).
 */
function LogoutLabel({ label, name }: { label: string; name: string }) {
  const at = label.lastIndexOf(name);
  if (at < 0) return <span className={styles.accountName}>{label}</span>;
  return (
    <span className={styles.accountLabel}>
      {label.slice(0, at)}
      <span className={styles.accountName}>{name}</span>
      {label.slice(at + name.length)}
    </span>
  );
}

/** The links, identical on desktop and in the mobile panel. */
function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { session, signOut } = useSession();
  const { lang, m } = useI18n();
  const { nav } = m;
  const count = useCartCount();
  // After logging in from the bar, the visitor comes back to the page they were on.
  const login = useLoginLink();
  return (
    <ul className={styles.navLinks}>
      {LINKS.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.to === '/'} onClick={onNavigate}>
            {nav[l.label]}
          </NavLink>
        </li>
      ))}
      <li>
        <NavLink to="/cart" onClick={onNavigate}>
          {nav.cart}
          {count > 0 && (
            <span className={styles.badge} aria-label={nav.cartItems(count)}>
              {count}
            </span>
          )}
        </NavLink>
      </li>
      {session.status === 'authenticated' && session.user.role === 'admin' && (
        <li>
          {lang === 'en' ? (
            <NavLink to="/admin" onClick={onNavigate}>
              {nav.admin}
            </NavLink>
          ) : (
            // The admin area stays English, outside /sw/.
            <a href="/admin">{nav.admin}</a>
          )}
        </li>
      )}
      {session.status === 'authenticated' && session.user.role !== 'admin' && (
        <li>
          <NavLink to="/account" onClick={onNavigate}>
            {nav.myOrders}
          </NavLink>
        </li>
      )}
      <li className={styles.navAccount}>
        {session.status === 'loading' && <span className="muted">{nav.loading}</span>}
        {session.status === 'anonymous' && (
          <NavLink to={login} onClick={onNavigate}>
            {nav.login}
          </NavLink>
        )}
        {session.status === 'authenticated' && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className={styles.accountButton}
            // The label's parts are laid out as boxes, which would put spaces into the name
            // read out; the whole text is its name and, for a name cut short, its tooltip.
            aria-label={nav.logout(session.user.username)}
            title={nav.logout(session.user.username)}
            onClick={() => {
              onNavigate?.();
              void signOut();
            }}
          >
            <LogoutLabel label={nav.logout(session.user.username)} name={session.user.username} />
          </Button>
        )}
      </li>
      <LanguageSwitch />
    </ul>
  );
}

export function Navbar() {
  const site = useSite();
  const { nav } = useI18n().m;
  // Signed in, the account takes the room of the shop's name and, below 1240 px, of the open
  // search field: the bar shows the shop's mark and a search icon (issue 40).
  const signedIn = useSession().session.status === 'authenticated';
  const scrolled = useScrolledPast(LAYOUT.navbarScrollThresholdPx);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // Focus follows the panel: into it when it opens, back to the menu button when it closes
  // (unless a link inside it moved the visitor to another page's content).
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current && document.activeElement === document.body)
      toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <header className={`${styles.navbar} ${scrolled ? styles.navbarScrolled : ''}`}>
      <nav
        className={`${styles.navbarInner} ${signedIn ? styles.navbarSignedIn : ''} container`}
        aria-label={nav.main}
      >
        <Link
          to="/"
          className={styles.brand}
          aria-label={nav.brandHome(site.name)}
          title={site.name}
        >
          <span
            className={styles.brandMark}
            aria-hidden="true"
            dangerouslySetInnerHTML={{ __html: logo }}
          />
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <div className={styles.navbarDesktop}>
          <NavSearch id="nav-search" place="bar" collapsible={signedIn} />
          <NavLinks />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.navbarToggle}
          aria-label={nav.openMenu}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <span />
          <span />
          <span />
        </button>
      </nav>
      {/* The menu button needs the script: without it, a narrow screen lists the pages here
          (decision 103). */}
      <noscript>
        <ul className={`${styles.noscriptLinks} container`}>
          {[...LINKS, { to: '/cart', label: 'cart' } as const].map((l) => (
            <li key={l.to}>
              <PlainLink to={l.to}>{nav[l.label]}</PlainLink>
            </li>
          ))}
        </ul>
      </noscript>
      <div
        className={`${styles.mobileOverlay} ${open ? styles.mobileOverlayOpen : ''}`}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <div
        id="mobile-menu"
        className={`${styles.mobilePanel} ${open ? styles.mobilePanelOpen : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={nav.menu}
        aria-hidden={!open}
        inert={!open}
      >
        <div className={styles.mobilePanelHead}>
          <span>{site.name}</span>
          <button
            ref={closeRef}
            type="button"
            className={styles.mobilePanelClose}
            aria-label={nav.closeMenu}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <NavSearch id="nav-search-mobile" place="panel" onNavigate={() => setOpen(false)} />
        <NavLinks onNavigate={() => setOpen(false)} />
      </div>
    </header>
  );
}
