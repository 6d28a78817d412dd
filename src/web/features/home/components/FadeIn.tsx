import type { ReactNode } from 'react';
import { Later } from '../../../components/ui/Later';
import styles from '../home.module.css';

/**
 * A section that fades in as it scrolls into view. The fade is the stylesheet's (a scroll-driven
 * animation, home.module.css): no script watches the page, it works with JavaScript off, and what
 * is on screen when the page opens never waits for a script. Browsers without scroll-driven
 * animations, and people who ask for less motion, see every section as it is.
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
  return (
    <Tag className={`${styles.fadeIn} ${className}`} {...rest}>
      {/* Each section's content is taken over as a piece of its own (components/ui/Later). */}
      <Later>{children}</Later>
    </Tag>
  );
}
