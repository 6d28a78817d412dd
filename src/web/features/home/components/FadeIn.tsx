import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Later } from '../../../components/ui/Later';
import styles from '../home.module.css';

/**
 * A section that fades in the first time it scrolls into view (instant with reduced motion).
 * It is drawn visible (on the server, and without JavaScript): only once the page runs does a
 * section that is still off screen hide, to fade in when it arrives. What is on screen when the
 * page opens never waits for a script or an animation, and no text is ever half faded while it
 * stays on screen (a scroll-driven fade was tried: text at the screen's edge failed contrast
 * checks, docs/decisions/086-script-budget.md).
 */
export function FadeIn(props: FadeInProps) {
  // Each section is taken over as a piece of its own (components/ui/Later), the section itself
  // with it: a part taken over later must draw a single element.
  return (
    <Later>
      <FadeInSection {...props} />
    </Later>
  );
}

interface FadeInProps {
  children: ReactNode;
  className?: string;
  as?: 'section' | 'div';
  'aria-labelledby'?: string;
}

function FadeInSection({ children, className = '', as: Tag = 'section', ...rest }: FadeInProps) {
  const ref = useRef<HTMLElement & HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    const section = ref.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    // The first report says where the section is now; the first time it is on screen, it stays.
    const observer = new IntersectionObserver((reports) => {
      const onScreen = reports.some((r) => r.isIntersecting);
      setWaiting(!onScreen);
      if (onScreen) observer.disconnect();
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag
      ref={ref}
      className={`${styles.fadeIn} ${waiting ? styles.fadeInWaiting : ''} ${className}`}
      data-fade={waiting ? 'waiting' : 'shown'}
      {...rest}
    >
      {children}
    </Tag>
  );
}
