import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import type { DatabaseTime } from '../db/database-time.js';

// The jobs table's SQL (docs/decisions/094-durable-jobs.md, 121-jobs-dead-leases-clock.md). Every
// claim gets a token of its own in locked_by: finishing, renewing or burying a job only touches
// the row while it still carries that token, so a server whose lease ran out cannot delete or
// move a job another server has claimed since.

type Db = Kysely<Database> | Transaction<Database>;
export type JobRow = Database['jobs'];

/**
 * A dead job waits here for a person's Retry: past every date, so no claim (of this version or
 * of the one before it, during a rolling restart) ever finds it due.
 */
export const DEAD_RUN_AT = '9999-12-31T23:59:59.999Z';

export interface DeadJob {
  id: string;
  kind: string;
  lastError: string | null;
  tries: number;
  diedAt: string;
  createdAt: string;
}

export interface JobStats {
  waitingByKind: Record<string, number>;
  /** When the oldest job that is due now became due, or null when none is. */
  oldestDueAt: string | null;
  /** Waiting jobs that failed at least once. */
  failed: number;
  dead: number;
}

export function jobStore(db: Kysely<Database>, now: DatabaseTime, isPostgres: boolean) {
  const server = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const mine = (job: Pick<JobRow, 'id' | 'locked_by'>) =>
    db
      .updateTable('jobs')
      .where('id', '=', job.id)
      .where('locked_by', '=', job.locked_by ?? '');

  return {
    /** Claims one job for `leaseMs`: this id (due or not), or the oldest due one. */
    claim(filter: { id?: string; kind?: string; notKinds: string[] }, leaseMs: number) {
      const { id, kind, notKinds } = filter;
      return db.transaction().execute(async (trx) => {
        let pick = trx
          .selectFrom('jobs')
          .select(['id'])
          .where('dead_at', 'is', null)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now())]))
          .orderBy('run_at')
          .limit(1);
        pick = id ? pick.where('id', '=', id) : pick.where('run_at', '<=', now());
        if (kind) pick = pick.where('kind', '=', kind);
        else if (notKinds.length > 0) pick = pick.where('kind', 'not in', notKinds);
        if (isPostgres) pick = pick.forUpdate().skipLocked();
        const row = await pick.executeTakeFirst();
        if (!row) return undefined;
        return trx
          .updateTable('jobs')
          .set((eb) => ({
            locked_until: now(leaseMs),
            locked_by: `${server}-${randomUUID().slice(0, 8)}`,
            attempts: eb('attempts', '+', 1),
          }))
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirst();
      });
    },

    /** Extends a running job's lease; false when the claim is no longer this one's. */
    async renew(job: Pick<JobRow, 'id' | 'locked_by'>, leaseMs: number): Promise<boolean> {
      const result = await mine(job)
        .set({ locked_until: now(leaseMs) })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Hands a claimed job back to run again at `runAt` (a Date, or the database's time + ms). */
    async release(job: Pick<JobRow, 'id' | 'locked_by'>, runAt: Date | number, error?: string) {
      await mine(job)
        .set({
          run_at: typeof runAt === 'number' ? now(runAt) : runAt.toISOString(),
          locked_until: null,
          locked_by: null,
          ...(error === undefined ? {} : { last_error: error.slice(0, 500) }),
        })
        .execute();
    },

    async remove(job: Pick<JobRow, 'id' | 'locked_by'>) {
      await db
        .deleteFrom('jobs')
        .where('id', '=', job.id)
        .where('locked_by', '=', job.locked_by ?? '')
        .execute();
    },

    /** Keeps a job that failed past its retries, for a person to see and retry. */
    async bury(job: Pick<JobRow, 'id' | 'locked_by'>, error: string) {
      await mine(job)
        .set({
          dead_at: now(),
          run_at: DEAD_RUN_AT,
          locked_until: null,
          locked_by: null,
          last_error: error.slice(0, 500),
        })
        .execute();
    },

    insert(into: Db, row: { id: string; kind: string; payload: unknown; runAt?: Date }) {
      return into.insertInto('jobs').values({
        id: row.id,
        kind: row.kind,
        payload: JSON.stringify(row.payload),
        run_at: row.runAt ? row.runAt.toISOString() : now(),
        attempts: 0,
        locked_until: null,
        locked_by: null,
        last_error: null,
        created_at: now(),
        dead_at: null,
      });
    },

    async dead(limit = 200): Promise<DeadJob[]> {
      const rows = await db
        .selectFrom('jobs')
        .select(['id', 'kind', 'last_error', 'attempts', 'dead_at', 'created_at'])
        .where('dead_at', 'is not', null)
        .orderBy('dead_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        lastError: r.last_error,
        tries: r.attempts,
        diedAt: r.dead_at ?? '',
        createdAt: r.created_at,
      }));
    },

    /** Brings a dead job back with every try of its schedule; answers its kind, if it was dead. */
    async revive(id: string): Promise<string | undefined> {
      const row = await db
        .updateTable('jobs')
        .set({ dead_at: null, run_at: now(), attempts: 0, locked_until: null, locked_by: null })
        .where('id', '=', id)
        .where('dead_at', 'is not', null)
        .returning('kind')
        .executeTakeFirst();
      return row?.kind;
    },

    async stats(): Promise<JobStats> {
      const [byKind, totals] = await Promise.all([
        db
          .selectFrom('jobs')
          .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
          .where('dead_at', 'is', null)
          .groupBy('kind')
          .execute(),
        db
          .selectFrom('jobs')
          .select((eb) => [
            eb.fn
              .min('run_at')
              .filterWhere((w) => w.and([w('dead_at', 'is', null), w('run_at', '<=', now())]))
              .as('oldest'),
            eb.fn
              .countAll<number>()
              .filterWhere((w) =>
                w.and([w('dead_at', 'is', null), w('last_error', 'is not', null)]),
              )
              .as('failed'),
            eb.fn.countAll<number>().filterWhere('dead_at', 'is not', null).as('dead'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      return {
        waitingByKind: Object.fromEntries(byKind.map((r) => [r.kind, Number(r.n)])),
        oldestDueAt: totals.oldest ?? null,
        failed: Number(totals.failed),
        dead: Number(totals.dead),
      };
    },
  };
}
