import { useLocation } from 'react-router';
import { addressIn, rememberLang, useI18n } from '../../lib/i18n';
import styles from './layout.module.css';

/**
 * 'Kiswahili' on an English page, 'English' on a Swahili one: the same page and query in the
 * other language. A whole page load (the other language's messages and the server's page come
 * with it), and the choice is remembered for the visitor's next visit to `/`. The admin area
 * has no Swahili twin, so it has no switch.
 */
export function LanguageSwitch() {
  const { lang, m } = useI18n();
  const location = useLocation();
  if (/^\/admin(\/|$)/.test(location.pathname)) return null;
  const other = lang === 'sw' ? 'en' : 'sw';
  // An item of the list it stands in (the navbar's links, the footer's).
  return (
    <li>
      <a
        href={addressIn(other, location.pathname, location.search)}
        hrefLang={other === 'sw' ? 'sw-KE' : 'en-KE'}
        lang={other === 'sw' ? 'sw' : 'en'}
        title={m.lang.switchLabel}
        className={styles.langSwitch}
        data-testid="language-switch"
        onClick={() => rememberLang(other)}
      >
        {m.lang.other}
      </a>
    </li>
  );
}
