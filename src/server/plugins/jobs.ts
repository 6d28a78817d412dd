import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { newId } from '../lib/ids.js';

// Durable jobs (docs/decisions/094-durable-jobs.md): work to be done later lives in the `jobs`
// table, so a crash or kill -9 loses none of it, and several app servers on one PostgreSQL share
// it. A server claims a due job for a lease (FOR UPDATE SKIP LOCKED on PostgreSQL, so two servers
// never take the same one; SQLite has one writer). A finished job is deleted; a failed one is
// tried again later; a job whose server died while running it is claimed again once the lease
// runs out.

type Db = Kysely<Database> | Transaction<Database>;

/** What a handler says: done (undefined), or 'run me again at'. */
export type JobOutcome = undefined | { retryAt: Date };
export type JobHandler = (
  payload: unknown,
  job: { id: string; attempts: number },
) => Promise<JobOutcome>;

export type JobRow = Database['jobs'];

export interface JobQueue {
  /** Adds a job; pass the transaction whose work it completes, so both land or neither. */
  enqueue(db: Db, kind: string, payload: unknown, runAt?: Date): Promise<string>;
  /** Adds a job of this id unless one is still waiting (then answers false): one per thing. */
  enqueueOnce(db: Db, id: string, kind: string, payload: unknown): Promise<boolean>;
  handle(kind: string, handler: JobHandler): void;
  /** Claims and runs every job due now, one after another; returns how many ran. */
  runDue(): Promise<number>;
  /** Runs one job at once if it is still there and unclaimed (right after the work that added it). */
  runNow(id: string): Promise<void>;
  /**
   * Runs one job soon, after the current request has answered; failures are logged. Such jobs
   * run one at a time per server, each on its own turn of the event loop, so a burst of them
   * (50 callbacks at once) never holds up the answers of the requests still coming in.
   */
  runSoon(id: string): void;
  /** Resolves once every job started so far (runDue, runNow, runSoon) has finished. */
  idle(): Promise<void>;
  /** Checks for due jobs every `everyMs` (the server process; tests call runDue). */
  start(everyMs?: number): void;
  /**
   * Leaves jobs of `kind` to their owner, which runs them through claim() and finish() in its
   * own order and pace (the mail queue); runDue never takes them. `wake` is called on every
   * check, so the owner also finds the jobs a server that died left behind.
   */
  lane(kind: string, wake: () => void): void;
  /** Claims one job of a lane for a lease: this one (due or not), or the oldest due one. */
  claim(kind: string, id?: string): Promise<JobRow | undefined>;
  /** Ends a claimed job: deletes it, or hands it back to run again at `retryAt`. */
  finish(job: Pick<JobRow, 'id'>, outcome: JobOutcome, error?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Long enough for any job (Daraja gives up after 10 s); a dead server's job waits this long. */
export const LEASE_MS = 60_000;
/** Waits before tries 2, 3, ... of a job that threw. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = new Map<string, JobHandler>();
    const me = `${process.pid}-${randomUUID().slice(0, 8)}`;
    const isPostgres = app.config.database.kind === 'postgres';
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<number> | undefined;
    let closing = false;
    const soon = new Set<Promise<void>>();
    let soonChain: Promise<void> = Promise.resolve();
    const lanes = new Map<string, () => void>();

    async function claim(filter: { id?: string; kind?: string } = {}) {
      const { id, kind } = filter;
      const now = app.clock.now();
      const nowText = now.toISOString();
      return app.db.transaction().execute(async (trx) => {
        let pick = trx
          .selectFrom('jobs')
          .select(['id'])
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowText)]))
          .orderBy('run_at')
          .limit(1);
        pick = id ? pick.where('id', '=', id) : pick.where('run_at', '<=', nowText);
        if (kind) pick = pick.where('kind', '=', kind);
        else if (lanes.size > 0) pick = pick.where('kind', 'not in', [...lanes.keys()]);
        if (isPostgres) pick = pick.forUpdate().skipLocked();
        const row = await pick.executeTakeFirst();
        if (!row) return undefined;
        return trx
          .updateTable('jobs')
          .set((eb) => ({
            locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
            locked_by: me,
            attempts: eb('attempts', '+', 1),
          }))
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirst();
      });
    }

    async function run(job: Database['jobs']): Promise<void> {
      const handler = handlers.get(job.kind);
      let outcome: JobOutcome;
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        outcome = await handler(JSON.parse(job.payload) as unknown, {
          id: job.id,
          attempts: job.attempts,
        });
      } catch (err) {
        const delay = RETRY_DELAYS_MS[job.attempts - 1];
        if (delay === undefined) {
          app.log.error({ err, job: job.kind, tries: job.attempts }, 'job given up');
          await app.db
            .deleteFrom('jobs')
            .where('id', '=', job.id)
            .where('locked_by', '=', me)
            .execute();
          return;
        }
        app.log.warn({ err, job: job.kind, tries: job.attempts }, 'job failed; trying again later');
        outcome = { retryAt: new Date(app.clock.now().getTime() + delay) };
        await app.db
          .updateTable('jobs')
          .set({ last_error: err instanceof Error ? err.message.slice(0, 500) : 'failed' })
          .where('id', '=', job.id)
          .execute();
      }
      await finish(job, outcome);
    }

    async function finish(job: Pick<JobRow, 'id'>, outcome: JobOutcome, error?: string) {
      // Only while this server still holds the claim: a job whose lease ran out belongs to
      // whoever claimed it next.
      if (outcome) {
        await app.db
          .updateTable('jobs')
          .set({
            run_at: outcome.retryAt.toISOString(),
            locked_until: null,
            locked_by: null,
            ...(error === undefined ? {} : { last_error: error.slice(0, 500) }),
          })
          .where('id', '=', job.id)
          .where('locked_by', '=', me)
          .execute();
      } else {
        await app.db
          .deleteFrom('jobs')
          .where('id', '=', job.id)
          .where('locked_by', '=', me)
          .execute();
      }
    }

    async function drain(): Promise<number> {
      let count = 0;
      for (let job = await claim(); job && !closing; job = await claim()) {
        await run(job);
        count += 1;
        // On SQLite a job can run without waiting for any I/O: a backlog drained in one go would
        // hold every request for its whole length. Requests go first between jobs.
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      return count;
    }

    function insertJob(db: Db, id: string, kind: string, payload: unknown, runAt?: Date) {
      const now = app.clock.now().toISOString();
      return db.insertInto('jobs').values({
        id,
        kind,
        payload: JSON.stringify(payload),
        run_at: (runAt ?? app.clock.now()).toISOString(),
        attempts: 0,
        locked_until: null,
        locked_by: null,
        last_error: null,
        created_at: now,
      });
    }

    const queue: JobQueue = {
      async enqueue(db, kind, payload, runAt) {
        const id = newId();
        await insertJob(db, id, kind, payload, runAt).execute();
        return id;
      },
      async enqueueOnce(db, id, kind, payload) {
        const added = await insertJob(db, id, kind, payload)
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
      },
      handle(kind, handler) {
        handlers.set(kind, handler);
      },
      async runDue() {
        // One drain at a time per server; a second caller waits for it and drains again.
        while (running) await running;
        running = drain().finally(() => {
          running = undefined;
        });
        return running;
      },
      async runNow(id) {
        const job = await claim({ id });
        if (job) await run(job);
      },
      runSoon(id) {
        const p: Promise<void> = soonChain
          .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
          // Closing: what has not started stays in the table for the next start.
          .then(() => (closing ? undefined : queue.runNow(id)))
          .catch((err: unknown) => app.log.error({ err }, 'job could not be run'))
          .finally(() => soon.delete(p));
        soonChain = p;
        soon.add(p);
      },
      async idle() {
        while (soon.size > 0 || running) {
          await Promise.all([...soon, running]);
        }
      },
      lane(kind, wake) {
        lanes.set(kind, wake);
      },
      claim: (kind, id) => claim({ kind, id }),
      finish,
      start(everyMs = 2_000) {
        const tick = () => {
          for (const wake of lanes.values()) wake();
          queue
            .runDue()
            .catch((err: unknown) => app.log.error({ err }, 'jobs could not be checked'))
            .finally(() => {
              if (!closing) timer = setTimeout(tick, everyMs);
            });
        };
        timer = setTimeout(tick, 0);
      },
    };
    app.decorate('jobs', queue);
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(timer);
      await Promise.all([...soon, running]);
    });
  },
  { name: 'jobs' },
);
