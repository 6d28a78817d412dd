import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

// Counters behind login throttling (DESIGN.md section 5). They live in the database, so several
// app servers share them and a restart does not reset them. A counter counts hits in a fixed
// window that starts with its first hit.

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

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('auth_counters').where('key', '=', key).execute();
}
