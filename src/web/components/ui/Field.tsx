import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useErrorText } from '../../lib/i18n/error-text';
import { useTakenOver } from '../../lib/use-taken-over';

/**
 * What a field says is wrong with it, or nothing. The field primitives below place it. A message
 * of the form rules or the server is shown in the page's language.
 */
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  const errorText = useErrorText();
  if (!children) return null;
  return (
    <p className="field-error" id={id}>
      {typeof children === 'string' ? errorText(children) : children}
    </p>
  );
}

/** What a field's control needs so its label, hint and error are read with it. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldLook {
  id: string;
  label: ReactNode;
  /** What is wrong, under the control as `${id}-error`; nothing (or false) when all is well. */
  error?: ReactNode;
  /** A note under the control as `${id}-hint`, read with it. */
  hint?: ReactNode;
  /** The hint's look; 'muted' unless given. */
  hintClassName?: string;
  /** Whether the control is marked invalid; by default, whether there is an error. */
  invalid?: boolean;
  /**
   * The error's place is always there and read out when it changes (an answer that arrives while
   * the visitor types), so the control is always described by it.
   */
  liveError?: boolean;
  /** Classes added to the field's box (`field`). */
  fieldClassName?: string;
}

/** The attributes that tie a control to its field's hint and error. */
function controlProps({
  id,
  error,
  hint,
  invalid,
  liveError,
}: Pick<FieldLook, 'id' | 'error' | 'hint' | 'invalid' | 'liveError'>): ControlProps {
  const shows = Boolean(error);
  const described = [hint ? `${id}-hint` : null, shows || liveError ? `${id}-error` : null];
  return {
    id,
    'aria-invalid': (invalid ?? shows) || undefined,
    'aria-describedby': described.filter(Boolean).join(' ') || undefined,
  };
}

/**
 * A labelled form field: its label, the control the render function draws with `control` spread
 * on it (id and aria wiring), its hint and its error. `check`: a box whose label follows it.
 * Prefer TextField, SelectField, TextareaField and CheckboxField; this is for a control that needs
 * more around it (a show/hide button, a preview).
 */
export function Field({
  children,
  check = false,
  ...look
}: FieldLook & { check?: boolean; children: (control: ControlProps) => ReactNode }) {
  const { id, label, error, hint, hintClassName, liveError, fieldClassName } = look;
  const errorId = `${id}-error`;
  const labelTag = <label htmlFor={id}>{label}</label>;
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      {!check && labelTag}
      {children(controlProps(look))}
      {check && labelTag}
      {hint && (
        <p id={`${id}-hint`} className={hintClassName ?? 'muted'}>
          {hint}
        </p>
      )}
      {liveError ? (
        <div id={errorId} aria-live="polite">
          <FieldError>{error}</FieldError>
        </div>
      ) : (
        <FieldError id={errorId}>{error}</FieldError>
      )}
    </div>
  );
}

function split<T extends FieldLook>(props: T) {
  const { id, label, error, hint, hintClassName, invalid, liveError, fieldClassName, ...rest } =
    props;
  return {
    look: { id, label, error, hint, hintClassName, invalid, liveError, fieldClassName },
    rest,
  };
}

type Own<Tag extends 'input' | 'select' | 'textarea'> = FieldLook &
  Omit<ComponentPropsWithoutRef<Tag>, 'id' | 'aria-invalid' | 'aria-describedby'>;

// The ref goes through forwardRef, not as a prop: Preact, which runs the app in the browser
// (docs/decisions/114-preact-in-the-browser.md), keeps a function component's `ref` out of its
// props, and react-hook-form reads each field through it.

/** A labelled `<input>`; any input attribute (and a ref) goes to the input. */
export const TextField = forwardRef<HTMLInputElement, Own<'input'>>(function TextField(props, ref) {
  const { look, rest } = split(props);
  const own = useValueOnScreen(look.id, rest);
  return <Field {...look}>{(control) => <input {...own} ref={ref} {...control} />}</Field>;
});

/** A labelled `<select>`; its options are the children. */
export const SelectField = forwardRef<HTMLSelectElement, Own<'select'>>(
  function SelectField(props, ref) {
    const { look, rest } = split(props);
    const own = useValueOnScreen(look.id, rest);
    return <Field {...look}>{(control) => <select {...own} ref={ref} {...control} />}</Field>;
  },
);

/** A labelled `<textarea>`. */
export const TextareaField = forwardRef<HTMLTextAreaElement, Own<'textarea'>>(
  function TextareaField(props, ref) {
    const { look, rest } = split(props);
    const own = useValueOnScreen(look.id, rest);
    return <Field {...look}>{(control) => <textarea {...own} ref={ref} {...control} />}</Field>;
  },
);

/** Inputs whose `value` is not what the visitor typed or chose. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'file',
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
]);

/**
 * A field's props with its value as the page shows it, until the app has been handed what was
 * typed before take-over (docs/decisions/118). Preact sets a textarea's value even while it takes
 * over the server's HTML (10.29, diff/index.js and compat's `diffed`), and any field's on a render
 * after, while the app's state is still empty: what was typed early would vanish until the early
 * script hands it back, and a form sent to the server then would go without it. The server, and
 * the browser once handed over, draw the app's own value.
 */
function useValueOnScreen<P extends { value?: unknown; type?: string }>(id: string, props: P): P {
  const takenOver = useTakenOver();
  if (takenOver || typeof document === 'undefined' || !('value' in props)) return props;
  if (NOT_TYPED.has(props.type ?? '')) return props;
  const shown = document.getElementById(id);
  const onScreen =
    shown instanceof HTMLInputElement ||
    shown instanceof HTMLTextAreaElement ||
    shown instanceof HTMLSelectElement;
  return onScreen ? { ...props, value: shown.value } : props;
}

/** A checkbox with its label after it. */
export const CheckboxField = forwardRef<HTMLInputElement, Omit<Own<'input'>, 'type'>>(
  function CheckboxField(props, ref) {
    const { look, rest } = split(props);
    return (
      <Field {...look} check>
        {(control) => <input {...rest} ref={ref} type="checkbox" {...control} />}
      </Field>
    );
  },
);
