import { ACCOUNT_MESSAGES, isStrongPassword } from '#shared/account-rules.js';
import { Code, Email, Username } from '#shared/auth.schema.js';
import { ACCOUNT } from '#shared/constants.js';

// The registration field rules, as pure functions the pages and tests share.

export interface Step1Errors {
  email?: string;
  name?: string;
}
export interface Step2Errors {
  password?: string;
  confirmPassword?: string;
}

export function validateEmail(email: string): string | undefined {
  return Email.safeParse(email).success && !/\s/.test(email.trim())
    ? undefined
    : ACCOUNT_MESSAGES.invalidEmail;
}

export function validateStep1(email: string, name: string): Step1Errors {
  const errors: Step1Errors = {};
  const emailProblem = validateEmail(email);
  if (emailProblem) errors.email = emailProblem;
  const n = Username.safeParse(name);
  if (!n.success) errors.name = n.error.issues[0]?.message ?? ACCOUNT_MESSAGES.nameTooShort;
  return errors;
}

export function validatePasswords(password: string, confirmPassword: string): Step2Errors {
  const errors: Step2Errors = {};
  if (password.length > ACCOUNT.passwordMax) errors.password = ACCOUNT_MESSAGES.passwordTooLong;
  else if (!isStrongPassword(password)) errors.password = ACCOUNT_MESSAGES.weakPassword;
  if (password !== confirmPassword) errors.confirmPassword = ACCOUNT_MESSAGES.passwordsDiffer;
  return errors;
}

export function validateCode(code: string): string | undefined {
  return Code.safeParse(code).success ? undefined : ACCOUNT_MESSAGES.badCode;
}
