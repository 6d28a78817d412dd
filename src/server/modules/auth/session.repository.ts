import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { newId, newToken, sha256 } from '../../lib/ids.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Live sessions one person may hold; a new login ends the oldest beyond this. */
export const MAX_SESSIONS_PER_USER = 10;

/** Makes a new session and returns its bearer token; only the token's hash is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      id: newId(),
      token_hash: sha256(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  // Someone who logs in again and again (or a script with the password) cannot pile up sessions.
  const surplus = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .offset(MAX_SESSIONS_PER_USER)
    .limit(1000)
    .execute();
  if (surplus.length > 0)
    await db
      .deleteFrom('sessions')
      .where(
        'id',
        'in',
        surplus.map((r) => r.id),
      )
      .execute();
  return token;
}

/** The account behind a live session's token, or undefined. */
export async function findSessionUserRow(db: Kysely<Database>, token: string, now: Date) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.username', 'users.role', 'users.verified'])
    .where('sessions.token_hash', '=', sha256(token))
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
}

export async function deleteUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Housekeeping at login: a person's expired sessions are removed. */
export async function deleteExpiredSessions(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<=', now.toISOString())
    .execute();
}
