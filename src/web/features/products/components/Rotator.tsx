import { useEffect, useRef, useState } from 'react';
import { ROTATOR } from '../../../lib/ui-constants';
import { MediaImage } from '../../../components/ui/MediaImage';
import styles from '../products.module.css';
import { useI18n } from '../../../lib/i18n';

/**
 * The 360-degree style viewer of the Quick View: it steps through the product's images every
 * 1.2 s, and a drag or swipe turns it one image per 15 px; the arrow keys turn it too. Auto-turning
 * pauses while dragging or focused, and when the visitor prefers reduced motion.
 */
export function Rotator({
  images,
  alt,
  priority = false,
}: {
  images: string[];
  alt: string;
  /** The first picture is the page's main one (the product page; see MediaImage). */
  priority?: boolean;
}) {
  const rotatorLabel = useI18n().m.products.rotator;
  const [index, setIndex] = useState(0);
  const [dragging, setDragging] = useState(false);
  // Keyboard users hold it still while they turn it themselves (WCAG 2.2.2, pause moving content).
  const [focused, setFocused] = useState(false);
  const lastX = useRef<number | null>(null);
  const count = images.length;

  useEffect(() => {
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (count < 2 || dragging || focused || reduced) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ROTATOR.autoRotateMs);
    return () => window.clearInterval(timer);
  }, [count, dragging, focused]);

  if (count === 0) {
    return <div className={`${styles.rotator} ${styles.rotatorEmpty}`}>No image</div>;
  }

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const current = Math.min(index, count - 1);

  return (
    <div
      className={`${styles.rotator} ${dragging ? styles.rotatorDragging : ''}`}
      role="group"
      aria-roledescription="360 degree view"
      aria-label={rotatorLabel(alt, current + 1, count)}
      tabIndex={0}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') {
          e.preventDefault();
          step(-1);
        } else if (e.key === 'ArrowRight') {
          e.preventDefault();
          step(1);
        }
      }}
      onPointerDown={(e) => {
        lastX.current = e.clientX;
        setDragging(true);
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (lastX.current === null) return;
        const dx = e.clientX - lastX.current;
        if (Math.abs(dx) >= ROTATOR.dragThresholdPx) {
          // Dragging right turns the object towards the viewer's left, like spinning it by hand.
          step(dx > 0 ? -1 : 1);
          lastX.current = e.clientX;
        }
      }}
      onPointerUp={() => {
        lastX.current = null;
        setDragging(false);
      }}
      onPointerCancel={() => {
        lastX.current = null;
        setDragging(false);
      }}
    >
      {images.map((url, i) => (
        <MediaImage
          key={url}
          url={url}
          variant="modal"
          sizes="(max-width: 700px) 100vw, 640px"
          alt={i === current ? alt : ''}
          aria-hidden={i !== current || undefined}
          className={`${styles.rotatorImage} ${i === current ? styles.rotatorImageActive : ''}`}
          priority={priority && i === 0}
          draggable={false}
        />
      ))}
      {count > 1 && (
        <span className={styles.rotatorCounter} aria-hidden="true">
          {current + 1} / {count}
        </span>
      )}
    </div>
  );
}
