import type { LucideProps } from 'lucide-react';
import { chatLink, homeGreeting } from '../../../lib/whatsapp-link';
import { ReviewsSection } from '../../reviews';
import { useSite } from '../../site';
import { FadeIn } from '../components/FadeIn';
import { QuickActions } from '../components/QuickActions';
import { useHomePictures } from '../pictures';
import { useI18n } from '../../../lib/i18n';
import { ButtonLink } from '../../../components/ui/Button';
import { ServerHtml } from '../../../components/ui/ServerHtml';
import styles from '../home.module.css';

export default function HomePage() {
  const site = useSite();
  const greeting = homeGreeting(site.name);
  const { lang, m } = useI18n();
  const { home } = m;
  const ticker = home.ticker;
  // What the parts that only show are drawn from (components/ui/ServerHtml).
  const shows = `${lang} ${site.name} ${site.phone} ${site.phoneDisplay}`;
  return (
    <div>
      <section className={styles.hero} aria-labelledby="hero-title">
        <ServerHtml name="home-hero" version={shows}>
          <div className={`container ${styles.heroInner}`}>
            <h1 id="hero-title">{home.welcome(site.name)}</h1>
            <p className={styles.heroSubtitle}>{home.subtitle}</p>
            <ButtonLink to="/products" variant="primary" className={styles.heroCta}>
              {home.shopNow}
            </ButtonLink>
          </div>
          <div className={styles.ticker} aria-label={home.stock}>
            <ul className={styles.tickerTrack} data-testid="ticker-track">
              {[...ticker, ...ticker].map((label, i) => (
                <li key={i} aria-hidden={i >= ticker.length || undefined}>
                  {label}
                </li>
              ))}
            </ul>
          </div>
        </ServerHtml>
      </section>

      <FadeIn className={`${styles.homeSection} container`} aria-labelledby="why-title">
        <ServerHtml name="home-why" version={shows}>
          <h2 id="why-title">{home.why(site.name)}</h2>
          <ul className={styles.reasons}>
            {home.reasons.map((r, i) => (
              <li key={r.title} className={`card ${styles.reason}`}>
                <ReasonIcon
                  index={i}
                  className={styles.reasonIcon}
                  aria-hidden="true"
                  size={36}
                  strokeWidth={1.75}
                />
                <h3>{r.title}</h3>
                <p>{r.text}</p>
              </li>
            ))}
          </ul>
        </ServerHtml>
      </FadeIn>

      <FadeIn className={`${styles.homeSection} container`} aria-labelledby="featured-title">
        <ServerHtml name="home-featured" version={shows}>
          <h2 id="featured-title">{home.featuredTitle}</h2>
          <ul className={styles.featured}>
            {home.featured.map((f, i) => (
              <li key={f.title} className={`card ${styles.featuredCard}`}>
                <FeaturedPicture index={i} title={f.title} />
                <div className={styles.featuredBody}>
                  <h3>{f.title}</h3>
                  <p>{f.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="center">
            <ButtonLink to="/products" variant="dark">
              {home.viewAll}
            </ButtonLink>
          </div>
        </ServerHtml>
      </FadeIn>

      <FadeIn className={`${styles.homeSection} container`} aria-labelledby="reviews-title">
        <h2 id="reviews-title">{home.reviews}</h2>
        <ReviewsSection />
      </FadeIn>

      <FadeIn className={styles.findUs} aria-labelledby="find-us-title">
        <ServerHtml name="home-find-us" version={shows}>
          <div className={`container ${styles.findUsInner}`}>
            <div>
              <h2 id="find-us-title">{home.findUs}</h2>
              <p>
                {home.visit}{' '}
                <a href={chatLink(site.phone, greeting)} target="_blank" rel="noopener noreferrer">
                  {site.phoneDisplay}
                </a>
              </p>
            </div>
            <ButtonLink to="/contact" variant="primary" className={styles.findUsButton}>
              {home.contactUs}
            </ButtonLink>
          </div>
        </ServerHtml>
      </FadeIn>

      <FadeIn className={`${styles.closing} container center`} aria-labelledby="closing-title">
        <ServerHtml name="home-closing" version={shows}>
          <h2 id="closing-title">{home.closing}</h2>
          <p>{home.closingText}</p>
          <ButtonLink to="/products" variant="primary">
            {home.startShopping}
          </ButtonLink>
        </ServerHtml>
      </FadeIn>

      <QuickActions greeting={greeting} />
    </div>
  );
}

function ReasonIcon({ index, ...props }: { index: number } & LucideProps) {
  const Icon = useHomePictures()?.REASON_ICONS[index];
  // Until the icons have come (a page the app draws itself), an empty box of the icon's size.
  if (!Icon) {
    const { size, strokeWidth: _stroke, ...box } = props;
    return <svg width={size} height={size} {...box} />;
  }
  return <Icon {...props} />;
}

function FeaturedPicture({ index, title }: { index: number; title: string }) {
  const drawing = useHomePictures()?.FEATURED_DRAWINGS[index] ?? '';
  return (
    <div
      className={styles.featuredPicture}
      role="img"
      aria-label={title}
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
