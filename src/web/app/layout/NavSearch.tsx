import { useState } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useI18n } from '../../lib/i18n';
import styles from './nav-search.module.css';

/** A search of the catalogue from any page; the products page shows the results. */
export function NavSearch({
  id,
  place,
  collapsible = false,
  onNavigate,
}: {
  id: string;
  /** In the desktop bar or in the phone's menu panel. */
  place: 'bar' | 'panel';
  /** An icon until focused, where the bar is full (nav-search.module.css). */
  collapsible?: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { nav } = useI18n().m;
  const [text, setText] = useState('');
  const placeClass = place === 'bar' ? styles.navSearchBar : styles.navSearchPanel;
  return (
    // Without the script the browser sends it to /products itself (decision 103).
    <form
      role="search"
      action={useHref('/products')}
      method="get"
      className={[styles.navSearch, placeClass, collapsible && styles.navSearchCollapsible]
        .filter(Boolean)
        .join(' ')}
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        onNavigate?.();
        setText('');
        void navigate(q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products');
      }}
    >
      <svg className={styles.navSearchIcon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m15.5 15.5 5 5" />
      </svg>
      <div className={styles.navSearchFields}>
        <input
          id={id}
          type="search"
          name="q"
          aria-label={nav.search}
          placeholder={nav.search}
          maxLength={100}
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary" size="sm">
          {nav.go}
        </Button>
      </div>
    </form>
  );
}
