import { Link } from 'react-router';
import { chatLink, homeGreeting } from '../../../lib/whatsapp-link';
import { ReviewsSection } from '../../reviews';
import { useSite } from '../../site';
import { FadeIn } from '../components/FadeIn';
import { QuickActions } from '../components/QuickActions';
import { FEATURED, REASONS, TICKER_LABELS } from '../content';
import '../home.css';

export default function HomePage() {
  const site = useSite();
  const greeting = homeGreeting(site.name);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title">Welcome to {site.name}</h1>
          <p className="hero__subtitle">
            Supplying Kenya with top-quality building materials, tools and hardware essentials.
          </p>
          <Link to="/products" className="btn btn-primary hero__cta">
            Shop Now
          </Link>
        </div>
        <div className="ticker" aria-label="What we stock">
          <ul className="ticker__track">
            {[...TICKER_LABELS, ...TICKER_LABELS].map((label, i) => (
              <li key={i} aria-hidden={i >= TICKER_LABELS.length || undefined}>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FadeIn className="home-section container" aria-labelledby="why-title">
        <h2 id="why-title">Why Choose {site.name}?</h2>
        <ul className="reasons">
          {REASONS.map((r) => (
            <li key={r.title} className="card reason">
              <r.icon className="reason__icon" aria-hidden="true" size={36} strokeWidth={1.75} />
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </FadeIn>

      <FadeIn className="home-section container" aria-labelledby="featured-title">
        <h2 id="featured-title">Featured Products</h2>
        <ul className="featured">
          {FEATURED.map((f) => (
            <li key={f.title} className="card featured__card">
              <img src={f.image} alt={f.title} width="400" height="260" loading="lazy" />
              <div className="featured__body">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="center">
          <Link to="/products" className="btn btn-dark">
            View All Tools
          </Link>
        </div>
      </FadeIn>

      <FadeIn className="home-section container" aria-labelledby="reviews-title">
        <h2 id="reviews-title">Customer Reviews</h2>
        <ReviewsSection />
      </FadeIn>

      <FadeIn className="find-us" aria-labelledby="find-us-title">
        <div className="container find-us__inner">
          <div>
            <h2 id="find-us-title">Find Us in Athi River, Machakos</h2>
            <p>
              Visit the shop or chat with us on WhatsApp:{' '}
              <a href={chatLink(site.phone, greeting)} target="_blank" rel="noopener noreferrer">
                {site.phoneDisplay}
              </a>
            </p>
          </div>
          <Link to="/contact" className="btn btn-primary">
            Contact Us
          </Link>
        </div>
      </FadeIn>

      <FadeIn className="closing container center" aria-labelledby="closing-title">
        <h2 id="closing-title">Building Something Great?</h2>
        <p>From the foundation to the final coat of paint, we have you covered.</p>
        <Link to="/products" className="btn btn-primary">
          Start Shopping
        </Link>
      </FadeIn>

      <QuickActions greeting={greeting} />
    </div>
  );
}
