import { Link } from 'react-router';
import { useSite } from '../../features/site';

export function Footer() {
  const site = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div>
          <p className="footer__brand">{site.name}</p>
          <p className="footer__tagline">Everything you need to build, fix and finish right.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer__links">
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
        <ul className="footer__social" aria-label="Follow us">
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
      <p className="footer__copy">
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
