import { sql, type Kysely } from 'kysely';
import type { Role } from '#shared/constants.js';
import type { UsersTable } from '../../db/account-tables.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

export type UserRow = UsersTable;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
}

/**
 * Whether an account blocks this e-mail or name: a verified account with the e-mail, or any
 * account of another e-mail with the same name (names are shown in the navbar, so they are unique
 * regardless of case). An unverified account of the same e-mail does not block: registering again
 * replaces it, which is how a person who lost the code starts over.
 */
export async function userExists(
  db: Kysely<Database>,
  email: string | undefined,
  username: string | undefined,
): Promise<boolean> {
  const normalized = email ? normalizeEmail(email) : undefined;
  const name = username?.trim().toLowerCase();
  if (!normalized && !name) return false;
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => {
      const ors = [];
      if (normalized)
        ors.push(eb.and([eb('email_normalized', '=', normalized), eb('verified', '=', 1)]));
      if (name) {
        const sameName = eb(sql<string>`lower(username)`, '=', name);
        ors.push(
          normalized ? eb.and([sameName, eb('email_normalized', '!=', normalized)]) : sameName,
        );
      }
      return eb.or(ors);
    })
    .executeTakeFirst();
  return row !== undefined;
}

type NewUser = {
  email: string;
  username: string;
  passwordHash: string;
  role: Role;
  verified: boolean;
};

function newUserRow(input: NewUser, now: Date): UserRow {
  return {
    id: newId(),
    email: input.email.trim(),
    email_normalized: normalizeEmail(input.email),
    username: input.username,
    password_hash: input.passwordHash,
    role: input.role,
    verified: input.verified ? 1 : 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

export async function insertUser(
  db: Kysely<Database>,
  input: NewUser,
  now: Date,
): Promise<UserRow> {
  const row = newUserRow(input, now);
  await db.insertInto('users').values(row).execute();
  return row;
}

/**
 * Inserts the user unless an account of this e-mail exists, also one another server inserts at
 * the same moment (start-up, issue 40 item 7); answers whether this call inserted it.
 */
export async function insertUserIfAbsent(
  db: Kysely<Database>,
  input: NewUser,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(newUserRow(input, now))
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UserRow, 'email' | 'username' | 'password_hash' | 'role' | 'verified'>>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
