import { describe, expect, it } from 'vitest';
import { validateCode, validatePasswords, validateStep1 } from './registration';

describe('registration rules', () => {
  it('checks the e-mail and the trimmed name', () => {
    expect(validateStep1('amina@example.test', 'Amina')).toEqual({});
    expect(validateStep1('amina example.test', 'Amina').email).toBe('Invalid email format.');
    expect(validateStep1('amina@exa mple.test', 'Amina').email).toBe('Invalid email format.');
    expect(validateStep1('amina@example', 'Amina').email).toBe('Invalid email format.');
    expect(validateStep1('amina@example.test', '  ab  ').name).toBe(
      'Name must be at least 3 characters.',
    );
  });

  it('needs 12+ characters with upper, lower, number and special character, and matching passwords', () => {
    expect(validatePasswords('Correct-Horse-42!', 'Correct-Horse-42!')).toEqual({});
    const rule = 'Password must be 12+ chars, with upper, lower, number, and special char.';
    expect(validatePasswords('Short-1a!', 'Short-1a!').password).toBe(rule);
    expect(validatePasswords('no-upper-case-1!', 'no-upper-case-1!').password).toBe(rule);
    expect(validatePasswords('NO-LOWER-CASE-1!', 'NO-LOWER-CASE-1!').password).toBe(rule);
    expect(validatePasswords('No-Digits-Here!!', 'No-Digits-Here!!').password).toBe(rule);
    expect(validatePasswords('NoSpecialChar123', 'NoSpecialChar123').password).toBe(rule);
    expect(validatePasswords('Correct-Horse-42!', 'Correct-Horse-43!').confirmPassword).toBe(
      'Passwords do not match.',
    );
  });

  it('wants a code of exactly 6 digits', () => {
    expect(validateCode('012345')).toBeUndefined();
    for (const bad of ['12345', '1234567', '12a456', ''])
      expect(validateCode(bad)).toBe('Code must be exactly 6 digits.');
  });
});
