import type { ReactNode } from 'react';

/**
 * What a form field says is wrong with it, or nothing. Give the input
 * `aria-describedby={id}` (and `aria-invalid`) while there is an error, so it is read out.
 */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="field-error" id={id}>
      {children}
    </p>
  );
}

/** A labelled form field: the label, the control (with `id`), then its error as `${id}-error`. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
