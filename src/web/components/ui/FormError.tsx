import type { ReactNode } from 'react';
import { useErrorText, type Refusal } from '../../lib/i18n/error-text';
import type { Lang } from '../../lib/i18n';
import styles from './form-error.module.css';

/** The blocks' looks, for an element that is a message only sometimes. */
export const formMessageClass = { error: styles.error, success: styles.success };

/**
 * A form's message block: what went wrong (red, read out at once as an alert) or, with
 * `success`, what went well (green, a status). Nothing when there is no message. A message of the
 * form rules or the server, alone or among other children ('Could not send: {message}'), is shown
 * in the page's language.
 */
export function FormError({
  children,
  refusal,
  success = false,
  role = success ? 'status' : 'alert',
  as: Tag = 'p',
  id,
  className,
  lang,
}: {
  children?: ReactNode;
  /** A server's refusal ({message, code, values}), shown by its code; instead of `children`. */
  refusal?: Refusal;
  success?: boolean;
  /** null: no live region (the message is announced some other way). */
  role?: 'alert' | 'status' | null;
  /** 'div' when the message holds paragraphs or buttons of its own. */
  as?: 'p' | 'div';
  id?: string;
  className?: string;
  /** The language of a screen with a switch of its own; the page's otherwise. */
  lang?: Lang;
}) {
  const errorText = useErrorText(lang);
  if (refusal) children = errorText(refusal);
  if (children === undefined || children === null || children === false || children === '')
    return null;
  const look = success ? styles.success : styles.error;
  const shown = (child: ReactNode) => (typeof child === 'string' ? errorText(child) : child);
  return (
    <Tag className={className ? `${look} ${className}` : look} role={role ?? undefined} id={id}>
      {Array.isArray(children) ? children.map(shown) : shown(children)}
    </Tag>
  );
}
