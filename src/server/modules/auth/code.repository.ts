import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT } from '../../../shared/constants.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { hitCounter } from './counter.repository.js';
import { normalizeEmail } from './user.repository.js';

// Mailed 6-digit codes: made with crypto.randomInt, stored as an HMAC keyed by the app secret (a
// stolen database alone cannot test the million candidates), bound to the e-mail, the purpose and
// the account's password hash as it was when the code was sent: a code mailed for one
// registration cannot verify the account after someone registers the e-mail again with another
// password. Codes expire after 10 minutes, die after 5 wrong tries, and are single use. Each
// resend replaces the old code; resends wait 60 s and are limited to 3 per hour, per requester.

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

export interface IssuedCode {
  code: string;
  resendsLeft: number;
  resendAfterSeconds: number;
}

/** Codes one e-mail may be sent per hour over all requesters: no one can flood an inbox. */
export const EMAIL_SENDS_MAX = 3 * MAX_SENDS;

/**
 * Claims one send of a code to this e-mail for this requester (an address group), or refuses with
 * 429. The wait between sends and the hourly allowance count per requester, so a stranger asking
 * for the shop admin's reset codes uses up only their own allowance; a larger hourly cap per
 * e-mail keeps many strangers together from flooding the inbox. Unknown e-mails are counted the
 * same way, so the answers do not tell which e-mails have accounts.
 */
export async function claimCodeSend(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
  requester: string,
  now: Date,
): Promise<{ resendsLeft: number }> {
  const email = normalizeEmail(emailInput);
  const wait = await hitCounter(
    db,
    `code-wait:${purpose}:${requester}:${email}`,
    RESEND_COOLDOWN_MS,
    now,
  );
  if (wait.hits > 1) {
    throw new TooManyRequestsError(
      `Please wait ${wait.secondsLeft} seconds before asking for a new code.`,
      wait.secondsLeft,
      'RESEND_COOLDOWN',
    );
  }
  const limitReached = (secondsLeft: number) => {
    const minutes = Math.ceil(secondsLeft / 60);
    return new TooManyRequestsError(
      `No more codes can be sent to this e-mail for now. Please try again in ${minutes} minutes.`,
      secondsLeft,
      'RESEND_LIMIT',
    );
  };
  const mine = await hitCounter(
    db,
    `code-sends:${purpose}:${requester}:${email}`,
    SEND_WINDOW_MS,
    now,
  );
  if (mine.hits > MAX_SENDS) throw limitReached(mine.secondsLeft);
  const all = await hitCounter(db, `code-sends-all:${purpose}:${email}`, SEND_WINDOW_MS, now);
  if (all.hits > EMAIL_SENDS_MAX) throw limitReached(all.secondsLeft);
  return { resendsLeft: MAX_SENDS - mine.hits };
}

/** Makes a new code for the e-mail, replacing any earlier one (after claimCodeSend allowed it). */
export async function issueCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
  binding: CodeBinding,
  now: Date,
): Promise<{ code: string }> {
  const email = normalizeEmail(emailInput);
  // The allowance is counted by claimCodeSend; these columns only record this send.
  const sends = 1;
  const windowStartedAt = now.toISOString();
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
  return { code };
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
