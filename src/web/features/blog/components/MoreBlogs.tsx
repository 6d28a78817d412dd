import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BLOG_UI } from '../../../lib/ui-constants';
import { useBrowserValue } from '../../../lib/use-browser-value';
import { useBlogs } from '../api';
import { CoverImage } from './BlogBits';
import { Button } from '../../../components/ui/Button';
import styles from '../blog.module.css';
import { useI18n } from '../../../lib/i18n';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** The server draws the moving carousel; the browser switches it off at once if asked to. */
function usePrefersReducedMotion(): boolean {
  return useBrowserValue(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Embla on the carousel's viewport, once the page runs. The library (~6 KB compressed) comes in a
 * chunk of its own after the page has been taken over: the carousel sits below the post, and the
 * server's markup already shows its first slides, so the page's first script leaves it out.
 * Until it has arrived (or if it never does) the slides simply stand still.
 */
function useEmblaCarousel(options: EmblaOptionsType) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const { loop, align, duration } = options;
  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let gone = false;
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (gone) return;
        carousel = EmblaCarousel(viewport, { loop, align, duration });
        setApi(carousel);
      })
      .catch(() => {
        // A chunk that cannot load leaves the slides standing; the posts stay listed and linked.
      });
    return () => {
      gone = true;
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, loop, align, duration]);
  return [setViewport, api] as const;
}

/**
 * The other posts in a carousel: 3 slides, 2 below 1024 px, 1 below 600 px (the widths are in
 * blog.css), moving on every 3 s. It stands still while the pointer is over it or focus is in
 * it, and always under reduced motion.
 */
export function MoreBlogs({ currentSlug }: { currentSlug: string }) {
  const blogs = useBlogs();
  const { blog: t } = useI18n().m;
  const others = (blogs.data ?? []).filter((b) => b.slug !== currentSlug);
  const reducedMotion = usePrefersReducedMotion();
  const [emblaRef, emblaApi] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: reducedMotion ? 1 : 25,
  });
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!emblaApi || paused || reducedMotion || others.length < 2) return;
    const timer = window.setInterval(() => emblaApi.scrollNext(), BLOG_UI.carouselAutoplayMs);
    return () => window.clearInterval(timer);
  }, [emblaApi, paused, reducedMotion, others.length]);

  if (others.length === 0) return null;
  return (
    <section
      className={styles.moreBlogs}
      aria-roledescription="carousel"
      aria-labelledby="more-blogs-heading"
      data-autoplay={!paused && !reducedMotion ? 'on' : 'off'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className={styles.moreBlogsHead}>
        <h2 id="more-blogs-heading">{t.more}</h2>
        <div className={styles.moreBlogsNav}>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t.previousBlogs}
            onClick={() => emblaApi?.scrollPrev()}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t.nextBlogs}
            onClick={() => emblaApi?.scrollNext()}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className={styles.moreBlogsViewport} ref={emblaRef} data-testid="more-blogs-viewport">
        <ul className={styles.moreBlogsTrack}>
          {others.map((blog, i) => (
            <li
              key={blog._id}
              className={styles.moreBlogsSlide}
              aria-roledescription="slide"
              aria-label={t.slideOf(i + 1, others.length)}
            >
              <Link to={`/blog/${blog.slug}`} className={`${styles.moreBlogsCard} card`}>
                <CoverImage
                  src={blog.coverImage}
                  variant="card"
                  className={styles.moreBlogsCover}
                />
                <span className={styles.moreBlogsTitle}>{blog.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
