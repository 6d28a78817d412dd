import { sql, type RawBuilder } from 'kysely';
import type { Clock } from '../lib/clock.js';

// Time that several servers must agree on (who holds a job, when it is due) comes from the
// database, not from each server's own clock (docs/decisions/121-jobs-dead-leases-clock.md):
// two servers whose clocks differ by a minute would otherwise take each other's jobs. The text is
// the ISO form the tables keep ('2026-11-27T10:00:00.000Z'), so it compares as text.

/** The database's time, `offsetMs` later, as ISO text inside a query. */
export type DatabaseTime = (offsetMs?: number) => RawBuilder<string>;

export function databaseTime(kind: 'sqlite' | 'postgres', clock: Clock): DatabaseTime {
  if (clock.manual) {
    // Tests move their clock by hand and expect due jobs to follow it.
    return (offsetMs = 0) => sql.val(new Date(clock.now().getTime() + offsetMs).toISOString());
  }
  if (kind === 'postgres') {
    return (offsetMs = 0) =>
      sql<string>`to_char((now() + make_interval(secs => ${offsetMs / 1000})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return (offsetMs = 0) =>
    sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`${offsetMs >= 0 ? '+' : ''}${offsetMs / 1000} seconds`})`;
}
