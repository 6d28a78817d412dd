import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';

/** A section that fades in the first time it scrolls into view (instant with reduced motion). */
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
    threshold: 0.12,
    initialInView: false,
    fallbackInView: true,
  });
  return (
    <Tag ref={ref} className={`fade-in ${inView ? 'fade-in--visible' : ''} ${className}`} {...rest}>
      {children}
    </Tag>
  );
}
