import { Link } from 'react-router';
import { useSite } from '../../features/site';
import { useI18n } from '../../lib/i18n';
import { ServerHtml } from '../../components/ui/ServerHtml';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './footer.module.css';

export function Footer() {
  const site = useSite();
  const { lang, m } = useI18n();
  const { nav, footer } = m;
  const year = new Date().getFullYear();
  // What the parts that only show are drawn from (components/ui/ServerHtml); the links to the
  // pages and the language switch, which follows the address, stay the app's.
  const shows = `${lang} ${year} ${site.name} ${JSON.stringify(site.social)}`;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <ServerHtml name="footer-brand" version={shows}>
          <div>
            <p className={styles.footerBrand}>{site.name}</p>
            <p className={styles.footerTagline}>{footer.tagline}</p>
          </div>
        </ServerHtml>
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
        <ServerHtml name="footer-social" version={shows}>
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
        </ServerHtml>
      </div>
      <ServerHtml name="footer-copy" version={shows}>
        <p className={styles.footerCopy}>
          © {year} {site.name}. {footer.rights}
        </p>
      </ServerHtml>
    </footer>
  );
}
