import type { Kysely } from 'kysely';
import { SHOP_TIME_ZONE } from '#shared/constants.js';
import type { Database } from '../../db/database.js';

// A job that runs once a shop day at a set time, in the shop's own time zone. The app's clock
// decides what time it is (tests move it by hand); the database decides who runs it, so several
// app servers behind a load balancer still run it once.

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The shop day (YYYY-MM-DD) and the minute of that day at an instant. */
export function shopTime(at: Date): { day: string; minuteOfDay: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return {
    day: `${p.year}-${p.month}-${p.day}`,
    minuteOfDay: Number(p.hour) * 60 + Number(p.minute),
  };
}

/**
 * Claims `day` for `job` when no server has run it that day yet. The update is conditional, so
 * when two servers try at once exactly one sees a changed row. Returns the day it replaced (to
 * give the claim back if the work fails), or undefined when the day was already taken.
 */
export async function claimDay(
  db: Kysely<Database>,
  job: string,
  day: string,
  now: Date,
): Promise<{ previous: string | null } | undefined> {
  await db
    .insertInto('scheduled_runs')
    .values({ job, last_day: null, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('job').doNothing())
    .execute();
  const before = await db
    .selectFrom('scheduled_runs')
    .select('last_day')
    .where('job', '=', job)
    .executeTakeFirstOrThrow();
  if (before.last_day !== null && before.last_day >= day) return undefined;
  const result = await db
    .updateTable('scheduled_runs')
    .set({ last_day: day, updated_at: now.toISOString() })
    .where('job', '=', job)
    .where((eb) =>
      before.last_day === null ? eb('last_day', 'is', null) : eb('last_day', '=', before.last_day),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { previous: before.last_day } : undefined;
}

/** Gives a claimed day back, so the next check tries again (the work failed). */
export async function releaseDay(
  db: Kysely<Database>,
  job: string,
  day: string,
  previous: string | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('scheduled_runs')
    .set({ last_day: previous, updated_at: now.toISOString() })
    .where('job', '=', job)
    .where('last_day', '=', day)
    .execute();
}

/** Whether the job is due at `now`: its time of day has come in the shop's time zone. */
export function isDue(now: Date, at: { hour: number; minute: number }): boolean {
  return shopTime(now).minuteOfDay >= at.hour * 60 + at.minute;
}
