import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './db/database.js';
import { jobHandlers, registerJobHandlers, type JobHandlers } from './jobs.js';
import type { JobKind } from './plugins/job-kinds.js';
import type { JobQueue } from './plugins/jobs.js';

/** An app whose queue only records what was registered. */
function recordingApp() {
  const handled: { kind: string; retryDelaysMs?: readonly number[] }[] = [];
  const jobs = {
    handle: (kind: string, _handler: unknown, options?: { retryDelaysMs?: readonly number[] }) =>
      handled.push({
        kind,
        ...(options?.retryDelaysMs && { retryDelaysMs: options.retryDelaysMs }),
      }),
  };
  return { app: { jobs } as unknown as FastifyInstance, handled };
}

describe('the job handler map', () => {
  it('registers a handler for every kind but the mail lane', () => {
    const { app, handled } = recordingApp();
    registerJobHandlers(app);
    const every: Record<JobKind, true> = {
      mail: true,
      'stk-reconcile': true,
      'stk-callback': true,
      'order-paid': true,
      'etims-sale': true,
      'etims-send': true,
      'etims-return': true,
    };
    const laned: JobKind[] = ['mail'];
    expect(handled.map((h) => h.kind).sort()).toEqual(
      Object.keys(every)
        .filter((k) => !laned.includes(k as JobKind))
        .sort(),
    );
  });

  it('passes a kind its own retry schedule', () => {
    const { app, handled } = recordingApp();
    const handlers = jobHandlers(app);
    registerJobHandlers(app, {
      ...handlers,
      'order-paid': { run: async () => undefined, retryDelaysMs: [1_000] },
    });
    expect(handled).toContainEqual({ kind: 'order-paid', retryDelaysMs: [1_000] });
  });

  it('refuses, at the typecheck, a payload that is not its kind’s, and a kind with no handler', () => {
    const typed = (jobs: JobQueue, db: Kysely<Database>, app: FastifyInstance) => {
      void jobs.enqueue(db, 'order-paid', { paymentId: 'p1' });
      // @ts-expect-error an order-paid job carries a payment id, not an order's reference
      void jobs.enqueue(db, 'order-paid', { reference: 'ARH-7K3Q-9XF2' });
      // @ts-expect-error no such kind
      void jobs.enqueue(db, 'order-payd', { paymentId: 'p1' });
      // @ts-expect-error a callback job carries the callback as read, not a payment id
      void jobs.enqueueOnce(db, 'id', 'stk-callback', { paymentId: 'p1' });
      // @ts-expect-error a reconcile handler is given { paymentId }, which has no resultCode
      jobs.handle('stk-reconcile', async (payload) => (payload.resultCode ? undefined : undefined));
      // @ts-expect-error every kind needs its handler: 'order-paid' is missing
      const missing: JobHandlers = {
        'stk-reconcile': jobHandlers(app)['stk-reconcile'],
        'stk-callback': jobHandlers(app)['stk-callback'],
      };
      return missing;
    };
    expect(typed).toBeTypeOf('function');
  });
});
