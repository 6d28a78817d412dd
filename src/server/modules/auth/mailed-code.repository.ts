import type { Kysely } from 'kysely';
import type { VerificationCodesTable } from '../../db/account-tables.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

// The SQL behind the codes mailed for verification and password reset; the rules (allowances,
// HMAC, expiry, tries) are in mailed-code.service.ts.

/** What a code is for: verifying a registration's e-mail, or resetting a forgotten password. */
export type CodePurpose = 'verify' | 'reset';

export type CodeRow = VerificationCodesTable;

/** What a dead code's hash reads: used, locked or replaced by a new registration. */
export const DEAD_CODE = 'dead';

export async function findCode(
  db: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
): Promise<CodeRow | undefined> {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('email_normalized', '=', email)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Stores a new code for the e-mail and purpose, replacing any earlier one that was not sent
 * later than `now`; false when a later one is there.
 */
export async function saveCode(
  db: Kysely<Database>,
  email: string,
  purpose: CodePurpose,
  codeHash: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const values = {
    code_hash: codeHash,
    wrong_tries: 0,
    sends: 1,
    window_started_at: now.toISOString(),
    last_sent_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
  const result = await db
    .insertInto('verification_codes')
    .values({ id: newId(), email_normalized: email, purpose, ...values })
    .onConflict((oc) =>
      oc
        .columns(['email_normalized', 'purpose'])
        .doUpdateSet(values)
        .where('verification_codes.last_sent_at', '<=', values.last_sent_at),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Counts one try of this very code (by its hash), if fewer than `maxTries` were made; answers the
 * tries made including this one, or undefined when none are left or the code changed meanwhile.
 */
export async function countTry(
  db: Kysely<Database>,
  row: Pick<CodeRow, 'id' | 'code_hash'>,
  maxTries: number,
): Promise<number | undefined> {
  const claimed = await db
    .updateTable('verification_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', row.id)
    .where('code_hash', '=', row.code_hash)
    .where('wrong_tries', '<', maxTries)
    .returning('wrong_tries')
    .executeTakeFirst();
  return claimed?.wrong_tries;
}

/** Kills this very code; false when it was already dead or replaced (someone else used it). */
export async function killCodeRow(
  db: Kysely<Database>,
  row: Pick<CodeRow, 'id' | 'code_hash'>,
): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ code_hash: DEAD_CODE })
    .where('id', '=', row.id)
    .where('code_hash', '=', row.code_hash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Kills whatever code the e-mail has for this purpose. */
export async function killCodes(
  db: Kysely<Database>,
  email: string,
  purpose?: CodePurpose,
): Promise<void> {
  let query = db
    .updateTable('verification_codes')
    .set({ code_hash: DEAD_CODE })
    .where('email_normalized', '=', email);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}
