import { describe, expect, it } from 'vitest';
import {
  checkKeyOf,
  checkStateOf,
  initialRegistration,
  registrationReducer,
  type RegistrationAction,
  type RegistrationState,
} from './registration-state';

const run = (actions: RegistrationAction[], from: RegistrationState = initialRegistration) =>
  actions.reduce(registrationReducer, from);

describe('the register form state', () => {
  it('starts on step 1, empty, with every resend attempt left', () => {
    expect(initialRegistration.step).toBe(1);
    expect(Object.values(initialRegistration.values)).toEqual(['', '', '', '', '']);
    expect(initialRegistration.attemptsLeft).toBe(3);
  });

  it('editing a field keeps its value and clears only its own error', () => {
    const state = run([
      { type: 'validated', errors: { email: 'Bad e-mail.', name: 'Too short.' } },
      { type: 'edit', field: 'email', value: 'amina@example.test' },
    ]);
    expect(state.values.email).toBe('amina@example.test');
    expect(state.errors.email).toBeUndefined();
    expect(state.errors.name).toBe('Too short.');
  });

  it('a verdict replaces the problems of the fields it names and leaves the others', () => {
    const state = run([
      { type: 'validated', errors: { email: 'Bad e-mail.', password: 'Weak.' } },
      { type: 'validated', errors: { email: undefined, name: undefined } },
    ]);
    expect(state.errors).toMatchObject({ email: undefined, password: 'Weak.' });
  });

  it('goes on one step at a time up to 3, clearing the failure but keeping the notice', () => {
    const state = run([
      { type: 'next' },
      { type: 'failed', message: 'Registration failed.' },
      { type: 'codeSent', notice: 'Code sent.' },
      { type: 'next' },
      { type: 'next' },
    ]);
    expect(state.step).toBe(3);
    expect(state.failure).toBe('');
    expect(state.notice).toBe('Code sent.');
  });

  it('goes back no further than step 1, and drops the messages', () => {
    const state = run([
      { type: 'next' },
      { type: 'failed', message: 'Oops.' },
      { type: 'back' },
      { type: 'back' },
    ]);
    expect(state.step).toBe(1);
    expect(state.failure).toBe('');
    expect(run([{ type: 'codeSent', notice: 'Sent.' }, { type: 'back' }]).notice).toBe('');
  });

  it('counts the resends the server says are left, and none after the limit', () => {
    const sent = run([{ type: 'codeSent', notice: 'Sent.', attemptsLeft: 2 }]);
    expect(sent.codeSent).toBe(true);
    expect(sent.attemptsLeft).toBe(2);
    // An answer without a count keeps the one known.
    expect(
      run([{ type: 'codeSent', notice: 'Use the code we already sent.' }], sent).attemptsLeft,
    ).toBe(2);
    const limited = run([{ type: 'failed', message: 'No more codes.', attemptsLeft: 0 }], sent);
    expect(limited.attemptsLeft).toBe(0);
    expect(limited.failure).toBe('No more codes.');
    expect(run([{ type: 'failed', message: 'Failed to send code.' }], sent).attemptsLeft).toBe(2);
  });

  it('reads an existence answer only for the e-mail and name it was given for', () => {
    const typed = run([
      { type: 'edit', field: 'email', value: ' Amina@Example.test ' },
      { type: 'edit', field: 'name', value: 'Amina W' },
    ]);
    expect(checkKeyOf(typed)).toBe('amina@example.test\namina w');
    const answered = run([{ type: 'checked', key: checkKeyOf(typed), state: 'exists' }], typed);
    expect(checkStateOf(answered)).toBe('exists');
    const changed = run([{ type: 'edit', field: 'name', value: 'Amina Wanjiru' }], answered);
    expect(checkStateOf(changed)).toBeUndefined();
  });

  it('marks the form busy and free again', () => {
    expect(run([{ type: 'busy', busy: true }]).busy).toBe(true);
    expect(
      run([
        { type: 'busy', busy: true },
        { type: 'busy', busy: false },
      ]).busy,
    ).toBe(false);
  });
});
