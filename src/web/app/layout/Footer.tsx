import { Link } from 'react-router';
import { useSite } from '../../features/site';
import { useI18n } from '../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './footer.module.css';

export function Footer() {
  const site = useSite();
  const { nav, footer } = useI18n().m;
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <div>
          <p className={styles.footerBrand}>{site.name}</p>
          <p className={styles.footerTagline}>{footer.tagline}</p>
        </div>
        <nav aria-label={footer.nav}>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/products">{nav.products}</Link>
            </li>
            <li>
              <Link to="/services">{nav.services}</Link>
            </li>
            <li>
              <Link to="/contact">{nav.contact}</Link>
            </li>
            <LanguageSwitch />
          </ul>
        </nav>
        <ul className={styles.footerSocial} aria-label={footer.follow}>
          <li>
            <a href={site.social.tiktok} target="_blank" rel="noopener noreferrer">
              TikTok
            </a>
          </li>
          <li>
            <a href={site.social.facebook} target="_blank" rel="noopener noreferrer">
              Facebook
            </a>
          </li>
          <li>
            <a href={site.social.whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
          </li>
        </ul>
      </div>
      <p className={styles.footerCopy}>
        © {year} {site.name}. {footer.rights}
      </p>
    </footer>
  );
}
