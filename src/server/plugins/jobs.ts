import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { databaseTime } from '../db/database-time.js';
import { newId } from '../lib/ids.js';
import type { JobPayloads } from './job-kinds.js';
import { jobStore, type DeadJob, type JobRow, type JobStats } from './job-store.js';

// Durable jobs (docs/decisions/094-durable-jobs.md, 121-jobs-dead-leases-clock.md): work to be
// done later lives in the `jobs` table, so a crash or kill -9 loses none of it, and several app
// servers on one PostgreSQL share it. A server claims a due job for a lease (FOR UPDATE SKIP
// LOCKED on PostgreSQL; SQLite has one writer), on the database's clock, and renews the lease
// while the handler runs, so no other server takes a job that is still running. A finished job
// is deleted; a failed one is tried again after its kind's back-off (with jitter); one that
// fails past its last retry is kept as dead until a person retries it at /admin/jobs. A job whose
// server died is claimed again once its lease runs out.

type Db = Kysely<Database> | Transaction<Database>;
export type { DeadJob, JobRow, JobStats };

/** What a handler says: done (undefined), or 'run me again at'. */
export type JobOutcome = undefined | { retryAt: Date };
export type JobHandler<Payload = unknown> = (
  payload: Payload,
  job: { id: string; attempts: number; signal: AbortSignal },
) => Promise<JobOutcome>;

export interface JobKindOptions {
  /** Waits before tries 2, 3, ... of a job that threw; after the last, the job is dead. */
  retryDelaysMs?: readonly number[];
}

export interface JobOptions {
  /** How long a claim holds without renewal (tests shorten the renewal). */
  leaseMs?: number;
  renewEveryMs?: number;
}

/**
 * The queue, typed by its kinds (`Kinds`: kind -> payload; the app's are JobPayloads in
 * job-kinds.ts), so a kind enqueued with another kind's payload fails the typecheck. Tests of
 * the queue itself use made-up kinds through `JobQueue<Record<string, unknown>>`.
 */
export interface JobQueue<Kinds extends object = JobPayloads> {
  /** Adds a job; pass the transaction whose work it completes, so both land or neither. */
  enqueue<K extends keyof Kinds & string>(
    db: Db,
    kind: K,
    payload: Kinds[K],
    runAt?: Date,
  ): Promise<string>;
  /** Adds a job of this id unless one is still waiting (then answers false): one per thing. */
  enqueueOnce<K extends keyof Kinds & string>(
    db: Db,
    id: string,
    kind: K,
    payload: Kinds[K],
  ): Promise<boolean>;
  /** Who runs jobs of `kind` (the app's are all in src/server/jobs.ts). */
  handle<K extends keyof Kinds & string>(
    kind: K,
    handler: JobHandler<Kinds[K]>,
    options?: JobKindOptions,
  ): void;
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
  lane(kind: keyof Kinds & string, wake: () => void): void;
  /** Claims one job of a lane for a lease: this one (due or not), or the oldest due one. */
  claim(kind: keyof Kinds & string, id?: string): Promise<JobRow | undefined>;
  /**
   * Ends a claimed job: deletes it, hands it back to run again at `retryAt`, or keeps it as dead
   * (`{dead: true}`). Only while the claim is still this one's.
   */
  finish(job: JobRow, outcome: JobOutcome | { dead: true }, error?: string): Promise<void>;
  /** The dead jobs, the most recent first. */
  dead(): Promise<DeadJob[]>;
  /** Runs a dead job again, with every try of its schedule; false when no dead job has this id. */
  retry(id: string): Promise<boolean>;
  stats(): Promise<JobStats>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Long enough for any job (Daraja gives up after 10 s); a dead server's job waits this long. */
export const LEASE_MS = 60_000;
/** Default waits before tries 2, 3, ... of a job that threw. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;

/** A wait of `ms` give or take a quarter, so jobs that failed together do not retry together. */
export function withJitter(ms: number, random: () => number = Math.random): number {
  return Math.round(ms * (0.75 + random() * 0.5));
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : 'failed');

export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobOptions) => {
    const leaseMs = options.leaseMs ?? LEASE_MS;
    const renewEveryMs = options.renewEveryMs ?? Math.floor(leaseMs / 3);
    const store = jobStore(
      app.db,
      databaseTime(app.config.database.kind, app.clock),
      app.config.database.kind === 'postgres',
    );
    const handlers = new Map<string, { handler: JobHandler; delays: readonly number[] }>();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<number> | undefined;
    let closing = false;
    const soon = new Set<Promise<void>>();
    let soonChain: Promise<void> = Promise.resolve();
    const lanes = new Map<string, () => void>();

    const claim = (filter: { id?: string; kind?: string } = {}) =>
      store.claim({ ...filter, notKinds: [...lanes.keys()] }, leaseMs);

    /** Renews the claim while `work` runs; aborts the signal if another server has the job. */
    async function holding<T>(job: JobRow, work: (signal: AbortSignal) => Promise<T>) {
      const lost = new AbortController();
      const renewal = setInterval(() => {
        store.renew(job, leaseMs).then(
          (held) => {
            if (held || lost.signal.aborted) return;
            app.log.warn({ job: job.kind, id: job.id }, 'job lease lost while running');
            lost.abort();
          },
          (err: unknown) => app.log.warn({ err, job: job.kind }, 'job lease not renewed'),
        );
      }, renewEveryMs);
      try {
        return await work(lost.signal);
      } finally {
        clearInterval(renewal);
      }
    }

    async function run(job: JobRow): Promise<void> {
      const kind = handlers.get(job.kind);
      let outcome: JobOutcome;
      try {
        if (!kind) throw new Error(`no handler for job kind ${job.kind}`);
        const payload = JSON.parse(job.payload) as unknown;
        outcome = await holding(job, (signal) =>
          kind.handler(payload, { id: job.id, attempts: job.attempts, signal }),
        );
      } catch (err) {
        const delay = (kind?.delays ?? RETRY_DELAYS_MS)[job.attempts - 1];
        if (delay === undefined) {
          app.log.error({ err, job: job.kind, tries: job.attempts }, 'job failed; kept as dead');
          await store.bury(job, errorText(err));
          return;
        }
        app.log.warn({ err, job: job.kind, tries: job.attempts }, 'job failed; trying again later');
        await store.release(job, withJitter(delay), errorText(err));
        return;
      }
      await finish(job, outcome);
    }

    async function finish(job: JobRow, outcome: JobOutcome | { dead: true }, error?: string) {
      if (!outcome) await store.remove(job);
      else if ('dead' in outcome) await store.bury(job, error ?? 'failed');
      else await store.release(job, outcome.retryAt, error);
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

    // Inside, the queue is untyped: a payload is JSON either way. Outside it is JobQueue<JobPayloads>.
    const queue: JobQueue<Record<string, unknown>> = {
      async enqueue(db, kind, payload, runAt) {
        const id = newId();
        await store.insert(db, { id, kind, payload, ...(runAt ? { runAt } : {}) }).execute();
        return id;
      },
      async enqueueOnce(db, id, kind, payload) {
        const added = await store
          .insert(db, { id, kind, payload })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
      },
      handle(kind, handler, kindOptions = {}) {
        handlers.set(kind, { handler, delays: kindOptions.retryDelaysMs ?? RETRY_DELAYS_MS });
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
      dead: () => store.dead(),
      async retry(id) {
        const kind = await store.revive(id);
        if (kind === undefined) return false;
        const wake = lanes.get(kind);
        if (wake) wake();
        else queue.runSoon(id);
        return true;
      },
      stats: () => store.stats(),
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
    app.decorate('jobs', queue as unknown as JobQueue);
    // Closing: no new claims; jobs running now finish (their leases renewed until then).
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(timer);
      await Promise.all([...soon, running]);
    });
  },
  { name: 'jobs' },
);
