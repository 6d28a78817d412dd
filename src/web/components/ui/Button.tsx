import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'dark' | 'light' | 'outline' | 'danger';

interface Look {
  variant?: ButtonVariant;
  size?: 'sm';
  className?: string;
}

/**
 * The classes of a button's look, for an element that is not a <button> or a Link (a plain
 * link to another site, a label around a file input, a disabled placeholder).
 */
export function buttonClass({ variant, size, className }: Look = {}): string {
  return [styles.btn, variant && styles[variant], size && styles[size], className]
    .filter(Boolean)
    .join(' ');
}

/** A <button> in one of the shop's button looks (give it its `type`, as any button). */
export function Button({
  variant,
  size,
  className,
  ...props
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button className={buttonClass({ variant, size, className })} {...props} />;
}

/** A react-router Link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: Look & LinkProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
