import { z } from './zod.js';
import { ACCOUNT, ROLES } from './constants.js';
import { STAFF_ROLES } from './staff-roles.js';
import {
  ACCOUNT_MESSAGES,
  CODE_PATTERN,
  EMAIL_PATTERN,
  isStrongPassword,
  NAME_PATTERN,
} from './account-rules.js';

/** The user the session check and login return; pages read its username and role. */
export const SessionUser = z.object({
  _id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  /** The staff roles held (decision 47); empty for a customer. */
  roles: z.array(z.enum(STAFF_ROLES)).optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const Email = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  // The length is checked first and stops the checks, so a pattern never sees a huge string.
  .max(ACCOUNT.emailMax, { message: ACCOUNT_MESSAGES.invalidEmail, abort: true })
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.invalidEmail);

export const Username = z
  .string({ error: ACCOUNT_MESSAGES.nameTooShort })
  .trim()
  .min(ACCOUNT.nameMin, ACCOUNT_MESSAGES.nameTooShort)
  .max(ACCOUNT.nameMax, { message: ACCOUNT_MESSAGES.nameTooLong, abort: true })
  // Names are shown beside reviews and comments and must be unique regardless of case: plain
  // letters and a few marks only, so look-alike or invisible characters cannot imitate someone.
  .regex(NAME_PATTERN, ACCOUNT_MESSAGES.nameCharacters);

export const NewPassword = z
  .string({ error: ACCOUNT_MESSAGES.weakPassword })
  .max(ACCOUNT.passwordMax, { message: ACCOUNT_MESSAGES.passwordTooLong, abort: true })
  .refine(isStrongPassword, ACCOUNT_MESSAGES.weakPassword);

export const Code = z
  .string({ error: ACCOUNT_MESSAGES.badCode })
  .trim()
  .max(ACCOUNT.codeLength, { message: ACCOUNT_MESSAGES.badCode, abort: true })
  .regex(CODE_PATTERN, ACCOUNT_MESSAGES.badCode);

export const LoginInput = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.emailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.emailRequired)
    .max(ACCOUNT.emailMax, ACCOUNT_MESSAGES.invalidEmail),
  password: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(ACCOUNT.passwordMax, ACCOUNT_MESSAGES.passwordTooLong),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResponse = z.object({
  token: z.string(),
  user: SessionUser,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/**
 * Register accepts `name` (the multi-step form) or `username`
 * (docs/decisions/064-register-username.md).
 */
export const RegisterInput = z
  .object({
    email: Email,
    name: z.string().optional(),
    username: z.string().optional(),
    password: NewPassword,
  })
  .transform((v, ctx) => {
    const parsed = Username.safeParse(v.username ?? v.name ?? '');
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: parsed.error.issues[0]?.message ?? ACCOUNT_MESSAGES.nameTooShort,
        path: ['name'],
      });
      return z.NEVER;
    }
    return { email: v.email, username: parsed.data, password: v.password };
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The existence check: lenient on purpose, so it always answers with the same shape. */
export const CheckUserInput = z.object({
  email: z.string().max(ACCOUNT.emailMax).optional(),
  name: z.string().max(200).optional(),
  username: z.string().max(200).optional(),
});

/** The languages a customer's mail is written in: the page's that asked for it (issue 28). */
export const MAIL_LANGS = ['en', 'sw'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

/** Asking for a code by mail: the e-mail and, optionally, the language of the asking page. */
export const EmailInput = z.object({ email: Email, lang: z.enum(MAIL_LANGS).default('en') });
export const VerifyEmailInput = z.object({ email: Email, code: Code });
export const ResetPasswordInput = z.object({ email: Email, code: Code, password: NewPassword });

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** What send-code and forgot-password answer: when the next resend is allowed and how many are left. */
export const CodeSentResponse = z.object({
  message: z.string(),
  resendAfterSeconds: z.number().int(),
  resendsLeft: z.number().int(),
  expiresInMinutes: z.number().int(),
});
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;
