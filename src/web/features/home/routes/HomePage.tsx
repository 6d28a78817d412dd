import { chatLink, homeGreeting } from '../../../lib/whatsapp-link';
import { ReviewsSection } from '../../reviews';
import { useSite } from '../../site';
import { FadeIn } from '../components/FadeIn';
import { QuickActions } from '../components/QuickActions';
import { FEATURED, REASONS, TICKER_LABELS } from '../content';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../home.module.css';

export default function HomePage() {
  const site = useSite();
  const greeting = homeGreeting(site.name);
  return (
    <div>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <h1 id="hero-title">Welcome to {site.name}</h1>
          <p className={styles.heroSubtitle}>
            Supplying Kenya with top-quality building materials, tools and hardware essentials.
          </p>
          <ButtonLink to="/products" variant="primary" className={styles.heroCta}>
            Shop Now
          </ButtonLink>
        </div>
        <div className={styles.ticker} aria-label="What we stock">
          <ul className={styles.tickerTrack} data-testid="ticker-track">
            {[...TICKER_LABELS, ...TICKER_LABELS].map((label, i) => (
              <li key={i} aria-hidden={i >= TICKER_LABELS.length || undefined}>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FadeIn className={`${styles.homeSection} container`} aria-labelledby="why-title">
        <h2 id="why-title">Why Choose {site.name}?</h2>
        <ul className={styles.reasons}>
          {REASONS.map((r) => (
            <li key={r.title} className={`card ${styles.reason}`}>
              <r.icon
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
      </FadeIn>

      <FadeIn className={`${styles.homeSection} container`} aria-labelledby="featured-title">
        <h2 id="featured-title">Featured Products</h2>
        <ul className={styles.featured}>
          {FEATURED.map((f) => (
            <li key={f.title} className={`card ${styles.featuredCard}`}>
              <div
                className={styles.featuredPicture}
                role="img"
                aria-label={f.title}
                dangerouslySetInnerHTML={{ __html: f.drawing }}
              />
              <div className={styles.featuredBody}>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="center">
          <ButtonLink to="/products" variant="dark">
            View All Tools
          </ButtonLink>
        </div>
      </FadeIn>

      <FadeIn className={`${styles.homeSection} container`} aria-labelledby="reviews-title">
        <h2 id="reviews-title">Customer Reviews</h2>
        <ReviewsSection />
      </FadeIn>

      <FadeIn className={styles.findUs} aria-labelledby="find-us-title">
        <div className={`container ${styles.findUsInner}`}>
          <div>
            <h2 id="find-us-title">Find Us in Athi River, Machakos</h2>
            <p>
              Visit the shop or chat with us on WhatsApp:{' '}
              <a href={chatLink(site.phone, greeting)} target="_blank" rel="noopener noreferrer">
                {site.phoneDisplay}
              </a>
            </p>
          </div>
          <ButtonLink to="/contact" variant="primary" className={styles.findUsButton}>
            Contact Us
          </ButtonLink>
        </div>
      </FadeIn>

      <FadeIn className={`${styles.closing} container center`} aria-labelledby="closing-title">
        <h2 id="closing-title">Building Something Great?</h2>
        <p>From the foundation to the final coat of paint, we have you covered.</p>
        <ButtonLink to="/products" variant="primary">
          Start Shopping
        </ButtonLink>
      </FadeIn>

      <QuickActions greeting={greeting} />
    </div>
  );
}
