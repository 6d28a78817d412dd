import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// Counters behind login throttling (docs/decisions/020-login-counting.md). They live in the
// database, so several app servers share them and a restart does not reset them. A counter
// counts hits in a fixed window that starts with its first hit.

/** Hits in the current window, and the seconds until the window ends. */
export async function readCounter(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<{ hits: number; secondsLeft: number }> {
  const row = await db
    .selectFrom('auth_counters')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_ends_at <= now.toISOString()) return { hits: 0, secondsLeft: 0 };
  return {
    hits: row.hits,
    secondsLeft: Math.ceil((Date.parse(row.window_ends_at) - now.getTime()) / 1000),
  };
}

export async function recordHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<void> {
  const nowIso = now.toISOString();
  const endIso = new Date(now.getTime() + windowMs).toISOString();
  await db
    .insertInto('auth_counters')
    .values({ key, hits: 1, window_ends_at: endIso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when auth_counters.window_ends_at > ${nowIso} then auth_counters.hits + 1 else 1 end`,
        window_ends_at: sql<string>`case when auth_counters.window_ends_at > ${nowIso} then auth_counters.window_ends_at else ${endIso} end`,
      }),
    )
    .execute();
}

/**
 * Counts one hit and answers the count including it, in one statement: parallel requests each get
 * their own number, so a limit checked on the answer cannot be passed by sending many at once.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; secondsLeft: number }> {
  const nowIso = now.toISOString();
  const endIso = new Date(now.getTime() + windowMs).toISOString();
  const row = await db
    .insertInto('auth_counters')
    .values({ key, hits: 1, window_ends_at: endIso })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when auth_counters.window_ends_at > ${nowIso} then auth_counters.hits + 1 else 1 end`,
        window_ends_at: sql<string>`case when auth_counters.window_ends_at > ${nowIso} then auth_counters.window_ends_at else ${endIso} end`,
      }),
    )
    .returning(['hits', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return {
    hits: Number(row.hits),
    secondsLeft: Math.max(1, Math.ceil((Date.parse(row.window_ends_at) - now.getTime()) / 1000)),
  };
}

/** Takes back one hit counted in advance (the attempt turned out not to be a failure). */
export async function uncountHit(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('auth_counters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_counters').where('key', '=', key).execute();
}
