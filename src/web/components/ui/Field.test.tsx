// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxField, Field, SelectField, TextareaField, TextField } from './Field';

describe('the form field primitives', () => {
  it('label a control and say nothing more while it is fine', () => {
    render(<TextField id="f-name" label="Full Name" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Full Name');
    expect(input).toHaveAttribute('id', 'f-name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('mark a control with an error invalid and describe it by the error', () => {
    render(
      <>
        <TextField id="f-email" label="Email" error="Enter an e-mail." readOnly value="" />
        <SelectField id="f-county" label="County" error="Choose one.">
          <option value="">Choose</option>
        </SelectField>
        <TextareaField id="f-message" label="Message" error="Too short." />
      </>,
    );
    for (const [label, message] of [
      ['Email', 'Enter an e-mail.'],
      ['County', 'Choose one.'],
      ['Message', 'Too short.'],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
  });

  it('read a hint with the control, and the error after it', () => {
    render(<TextField id="f-code" label="Code" hint="Six digits." error="Wrong code." />);
    expect(screen.getByLabelText('Code')).toHaveAttribute(
      'aria-describedby',
      'f-code-hint f-code-error',
    );
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('Six digits. Wrong code.');
  });

  it('keep a live error place described even while it is empty', () => {
    const { container } = render(<TextField id="f-live" label="Live" liveError error={false} />);
    expect(screen.getByLabelText('Live')).toHaveAttribute('aria-describedby', 'f-live-error');
    expect(screen.getByLabelText('Live')).not.toHaveAttribute('aria-invalid');
    expect(container.querySelector('#f-live-error')).toHaveAttribute('aria-live', 'polite');
  });

  it('let the caller say invalid without an error, and put a checkbox before its label', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(
      <>
        <TextField id="f-flag" label="Flagged" invalid />
        <CheckboxField id="f-box" label="In stock" ref={ref} />
      </>,
    );
    expect(screen.getByLabelText('Flagged')).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(screen.getByLabelText('In stock'));
    expect(ref.current).toHaveAttribute('type', 'checkbox');
    const box = container.querySelector('#f-box')!.parentElement!;
    expect([...box.children].map((el) => el.tagName)).toEqual(['INPUT', 'LABEL']);
  });

  it('give a hand-drawn control the same wiring', () => {
    render(
      <Field id="f-pass" label="Password" error="Too short." fieldClassName="extra">
        {(control) => (
          <span>
            <input type="password" {...control} />
          </span>
        )}
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short.');
    expect(input.closest('.field')).toHaveClass('field', 'extra');
  });
});
