import { Link } from 'react-router';
import { useSite } from '../../features/site';
import styles from './layout.module.css';

export function Footer() {
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.footerInner}`}>
        <div>
          <p className={styles.footerBrand}>{site.name}</p>
          <p className={styles.footerTagline}>
            Everything you need to build, fix and finish right.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/products">Products</Link>
            </li>
            <li>
              <Link to="/services">Services</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <ul className={styles.footerSocial} aria-label="Follow us">
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
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
