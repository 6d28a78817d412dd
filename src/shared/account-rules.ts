import { ACCOUNT } from './constants.js';

// The account forms' messages and patterns, without the schemas (auth.schema.ts) that use them:
// a page can show them without loading the validation library.

// The old site's registration messages, word for word, shared by the form and the server.
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Invalid email format.',
  nameTooShort: `Name must be at least ${ACCOUNT.nameMin} characters.`,
  nameTooLong: `Name must be at most ${ACCOUNT.nameMax} characters.`,
  nameCharacters:
    "Name may use letters, digits, spaces and . _ ' - only, and must start with a letter or digit.",
  userExists: 'User already exists.',
  /** A throttled or failed existence check: never shown as 'User already exists.'. */
  checkFailed: 'Could not check this e-mail just now. Please try again in a moment.',
  weakPassword: 'Password must be 12+ chars, with upper, lower, number, and special char.',
  passwordTooLong: `Password must be at most ${ACCOUNT.passwordMax} characters.`,
  passwordsDiffer: 'Passwords do not match.',
  badCode: 'Code must be exactly 6 digits.',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
} as const;

// Linear time on any input: the domain's labels cannot contain the dot that separates them, so no
// two quantifiers compete for the same characters (the old `[^\s@]+\.[^\s@]+` backtracked
// quadratically on a long run of 'a.' without a match).
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;
export const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._'-]*$/;
export const CODE_PATTERN = new RegExp(`^\\d{${ACCOUNT.codeLength}}$`);

/** 12+ characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= ACCOUNT.passwordMin &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}
