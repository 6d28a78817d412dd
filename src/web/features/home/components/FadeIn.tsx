import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { Later } from '../../../components/ui/Later';
import styles from '../home.module.css';

/**
 * A section that fades in the first time it scrolls into view (instant with reduced motion).
 * It is drawn visible (on the server, and without JavaScript): only once the page runs does a
 * section that is still off screen hide, to fade in when it arrives. What is on screen when the
 * page opens never waits for a script or an animation.
 */
export function FadeIn({
  children,
  className = '',
  as: Tag = 'section',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div';
  'aria-labelledby'?: string;
}) {
  const { ref, inView } = useInView({
    triggerOnce: true,
    threshold: 0,
    initialInView: true,
    fallbackInView: true,
  });
  return (
    <Tag
      ref={ref}
      className={`${styles.fadeIn} ${inView ? '' : styles.fadeInWaiting} ${className}`}
      data-fade={inView ? 'shown' : 'waiting'}
      {...rest}
    >
      {/* Each section's content is taken over as a piece of its own (components/ui/Later). */}
      <Later>{children}</Later>
    </Tag>
  );
}
