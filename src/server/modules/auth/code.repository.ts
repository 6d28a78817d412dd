import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT } from '../../../shared/constants.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { normalizeEmail } from './user.repository.js';

// Mailed 6-digit codes: made with crypto.randomInt, stored as an HMAC keyed by the app secret (a
// stolen database alone cannot test the million candidates), bound to the e-mail, the purpose and
// the account's password hash as it was when the code was sent: a code mailed for one
// registration cannot verify the account after someone registers the e-mail again with another
// password. Codes expire after 10 minutes, die after 5 wrong tries, and are single use. Each
// resend replaces the old code; resends wait 60 s and are limited to 3 per hour.

export type CodePurpose = 'verify' | 'reset';

export const CODE_TTL_MS = ACCOUNT.codeExpiryMinutes * 60 * 1000;
export const RESEND_COOLDOWN_MS = ACCOUNT.resendCooldownSeconds * 1000;
/** The first send plus the resends. */
export const MAX_SENDS = 1 + ACCOUNT.resendAttempts;
/** After this long since the first send, the send allowance starts afresh. */
export const SEND_WINDOW_MS = 60 * 60 * 1000;

/** What a code is bound to besides its e-mail: the account's password hash when it was sent. */
export interface CodeBinding {
  secret: string;
  passwordHash: string;
}

const HMAC_PREFIX = 'hmac:';

function codeMac(binding: CodeBinding, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', binding.secret)
    .update(`${purpose}\0${email}\0${binding.passwordHash}\0${code}`)
    .digest('hex');
}

function secondsUntil(ms: number, now: Date): number {
  return Math.max(1, Math.ceil((ms - now.getTime()) / 1000));
}

export interface IssuedCode {
  code: string;
  resendsLeft: number;
  resendAfterSeconds: number;
}

/** Makes a new code for the e-mail, replacing any earlier one, within the resend limits. */
export async function issueCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
  binding: CodeBinding,
  now: Date,
): Promise<IssuedCode> {
  const email = normalizeEmail(emailInput);
  const existing = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('email_normalized', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

  let sends = 1;
  let windowStartedAt = now.toISOString();
  if (existing && now.getTime() - Date.parse(existing.window_started_at) < SEND_WINDOW_MS) {
    const nextSendAt = Date.parse(existing.last_sent_at) + RESEND_COOLDOWN_MS;
    if (now.getTime() < nextSendAt) {
      const wait = secondsUntil(nextSendAt, now);
      throw new TooManyRequestsError(
        `Please wait ${wait} seconds before asking for a new code.`,
        wait,
        'RESEND_COOLDOWN',
      );
    }
    if (existing.sends >= MAX_SENDS) {
      const windowEnd = Date.parse(existing.window_started_at) + SEND_WINDOW_MS;
      const minutes = Math.ceil(secondsUntil(windowEnd, now) / 60);
      throw new TooManyRequestsError(
        `No more codes can be sent to this e-mail for now. Please try again in ${minutes} minutes.`,
        secondsUntil(windowEnd, now),
        'RESEND_LIMIT',
      );
    }
    sends = existing.sends + 1;
    windowStartedAt = existing.window_started_at;
  }

  const code = String(randomInt(0, 10 ** ACCOUNT.codeLength)).padStart(ACCOUNT.codeLength, '0');
  const values = {
    code_hash: `${HMAC_PREFIX}${codeMac(binding, purpose, email, code)}`,
    wrong_tries: 0,
    sends,
    window_started_at: windowStartedAt,
    last_sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
  };
  await db
    .insertInto('verification_codes')
    .values({ id: newId(), email_normalized: email, purpose, ...values })
    .onConflict((oc) => oc.columns(['email_normalized', 'purpose']).doUpdateSet(values))
    .execute();
  return {
    code,
    resendsLeft: MAX_SENDS - sends,
    resendAfterSeconds: ACCOUNT.resendCooldownSeconds,
  };
}

const DEAD = 'dead';

/**
 * Checks a code and uses it up when it is right. Every try is counted before the comparison, so
 * concurrent guesses cannot get more than the allowed number between them.
 */
export async function consumeCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
  code: string,
  binding: CodeBinding,
  now: Date,
): Promise<void> {
  const email = normalizeEmail(emailInput);
  const row = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('email_normalized', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  // Codes stored before they were HMACs cannot be checked; a new one must be asked for.
  if (!row || row.code_hash === DEAD || !row.code_hash.startsWith(HMAC_PREFIX)) {
    throw new BadRequestError(
      'There is no valid code for this e-mail. Please request a new code.',
      'CODE_MISSING',
    );
  }
  if (row.expires_at <= now.toISOString()) {
    throw new BadRequestError('The code has expired. Please request a new code.', 'CODE_EXPIRED');
  }
  const claimed = await db
    .updateTable('verification_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('code_hash', '=', row.code_hash)
    .where('wrong_tries', '<', ACCOUNT.codeMaxWrongTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  if (!claimed) {
    throw new TooManyRequestsError(
      'Too many wrong codes. Please request a new code.',
      1,
      'CODE_LOCKED',
    );
  }

  const given = Buffer.from(codeMac(binding, purpose, email, code), 'hex');
  const expected = Buffer.from(row.code_hash.slice(HMAC_PREFIX.length), 'hex');
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    // Single use: the code dies, the send allowance stays (so it cannot be reset by verifying).
    await db
      .updateTable('verification_codes')
      .set({ code_hash: DEAD })
      .where('id', '=', row.id)
      .execute();
    return;
  }

  const triesUsed = claimed.wrong_tries;
  const left = ACCOUNT.codeMaxWrongTries - triesUsed;
  if (left <= 0) {
    await db
      .updateTable('verification_codes')
      .set({ code_hash: DEAD })
      .where('id', '=', row.id)
      .execute();
    throw new TooManyRequestsError(
      'Too many wrong codes. Please request a new code.',
      1,
      'CODE_LOCKED',
    );
  }
  throw new BadRequestError(
    `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    'CODE_WRONG',
  );
}

/** Kills the e-mail's pending code (the send allowance stays), e.g. when it registers again. */
export async function killCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ code_hash: DEAD })
    .where('email_normalized', '=', normalizeEmail(emailInput))
    .where('purpose', '=', purpose)
    .execute();
}
