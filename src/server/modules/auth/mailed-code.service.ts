import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT } from '#shared/constants.js';
import type { Database } from '../../db/database.js';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors.js';
import {
  countTry,
  DEAD_CODE,
  findCode,
  killCodeRow,
  killCodes,
  saveCode,
  type CodePurpose,
  type CodeRow,
} from './mailed-code.repository.js';
import { hitCounter } from './counter.repository.js';
import { normalizeEmail } from './user.repository.js';

// The rules of mailed 6-digit codes. A code is made with crypto.randomInt and stored as an HMAC
// keyed by the app secret (a stolen database alone cannot test the million candidates), bound to
// the e-mail, the purpose and the account's password hash as it was when the code was sent: a
// code mailed for one registration cannot verify the account after someone registers the e-mail
// again with another password. Codes expire after 10 minutes, die after 5 wrong tries, and are
// single use. Each send replaces the old code; sends wait 60 s and are limited to 3 resends per
// hour, per requester.

export type { CodePurpose };

export const CODE_TTL_MS = ACCOUNT.codeExpiryMinutes * 60 * 1000;
export const RESEND_COOLDOWN_MS = ACCOUNT.resendCooldownSeconds * 1000;
/** The first send plus the resends. */
export const MAX_SENDS = 1 + ACCOUNT.resendAttempts;
/** After this long since the first send, the send allowance starts afresh. */
export const SEND_WINDOW_MS = 60 * 60 * 1000;
/** Codes one e-mail may be sent per hour over all requesters: no one can flood an inbox. */
export const EMAIL_SENDS_MAX = 3 * MAX_SENDS;

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

/** The one answer for "there is no code to check": unknown e-mail, none sent, used or replaced. */
export function noValidCode(): BadRequestError {
  return new BadRequestError(
    'There is no valid code for this e-mail. Please request a new code.',
    'CODE_MISSING',
  );
}

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
    ).with({ seconds: wait.secondsLeft });
  }
  const limitReached = (secondsLeft: number) => {
    const minutes = Math.ceil(secondsLeft / 60);
    return new TooManyRequestsError(
      `No more codes can be sent to this e-mail for now. Please try again in ${minutes} minutes.`,
      secondsLeft,
      'RESEND_LIMIT',
    ).with({ minutes });
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

/**
 * Makes a new code for the e-mail as asked for at `now`, replacing any earlier one (after
 * claimCodeSend allowed it). Codes are made after the answer, in the mail queue of whichever
 * server took the request; undefined when a code asked for later was made first.
 */
export async function issueCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
  binding: CodeBinding,
  now: Date,
): Promise<{ code: string } | undefined> {
  const email = normalizeEmail(emailInput);
  const code = String(randomInt(0, 10 ** ACCOUNT.codeLength)).padStart(ACCOUNT.codeLength, '0');
  const hash = `${HMAC_PREFIX}${codeMac(binding, purpose, email, code)}`;
  const saved = await saveCode(
    db,
    email,
    purpose,
    hash,
    now,
    new Date(now.getTime() + CODE_TTL_MS),
  );
  return saved ? { code } : undefined;
}

/**
 * Checks a code, counting the try before the comparison (so concurrent guesses cannot get more
 * than the allowed number between them). Answers the code's row when it is right; the caller
 * uses it up with useCode, inside the transaction of whatever the code allows.
 */
export async function checkCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose: CodePurpose,
  code: string,
  binding: CodeBinding,
  now: Date,
): Promise<Pick<CodeRow, 'id' | 'code_hash'>> {
  const email = normalizeEmail(emailInput);
  const row = await findCode(db, email, purpose);
  // Codes stored before they were HMACs cannot be checked; a new one must be asked for.
  if (!row || row.code_hash === DEAD_CODE || !row.code_hash.startsWith(HMAC_PREFIX))
    throw noValidCode();
  if (row.expires_at <= now.toISOString()) {
    throw new BadRequestError('The code has expired. Please request a new code.', 'CODE_EXPIRED');
  }
  const locked = () =>
    new TooManyRequestsError('Too many wrong codes. Please request a new code.', 1, 'CODE_LOCKED');
  const triesUsed = await countTry(db, row, ACCOUNT.codeMaxWrongTries);
  if (triesUsed === undefined) {
    // No try left, or the code was used or replaced between the read and the count.
    const current = await findCode(db, email, purpose);
    if (current?.code_hash !== row.code_hash) throw noValidCode();
    throw locked();
  }

  const given = Buffer.from(codeMac(binding, purpose, email, code), 'hex');
  const expected = Buffer.from(row.code_hash.slice(HMAC_PREFIX.length), 'hex');
  if (given.length === expected.length && timingSafeEqual(given, expected)) return row;

  const left = ACCOUNT.codeMaxWrongTries - triesUsed;
  if (left <= 0) {
    await killCodeRow(db, row);
    throw locked();
  }
  throw new BadRequestError(
    `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    'CODE_WRONG',
  ).with({ left });
}

/** Uses up a checked code (single use); when someone used it first, there is no code any more. */
export async function useCode(
  db: Kysely<Database>,
  row: Pick<CodeRow, 'id' | 'code_hash'>,
): Promise<void> {
  if (!(await killCodeRow(db, row))) throw noValidCode();
}

/** Kills the e-mail's pending code (the send allowance stays), e.g. when it registers again. */
export async function killCode(
  db: Kysely<Database>,
  emailInput: string,
  purpose?: CodePurpose,
): Promise<void> {
  await killCodes(db, normalizeEmail(emailInput), purpose);
}
