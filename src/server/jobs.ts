import type { FastifyInstance } from 'fastify';
import type { JobKind, JobPayloads, LaneKind } from './plugins/job-kinds.js';
import type { JobHandler, JobKindOptions } from './plugins/jobs.js';
import { settleCallbackJob } from './modules/payments/payment.callbacks.js';
import { reconcile } from './modules/payments/payment.prompts.js';
import { markOrderPaid } from './processes/money-arriving.js';
import { creditReturn, queueSale, signDocument, signSale } from './processes/sign-receipt.js';

// Who runs each kind of durable job (docs/decisions/136-typed-jobs.md): one map, kind -> handler,
// typed by the kinds' payloads in plugins/job-kinds.ts. A kind there with no handler here (mail
// aside: its queue runs its own lane) fails the typecheck, and 'go to definition' on a handler
// walks from the job to what it does (order-paid -> markOrderPaid -> the order moves to Paid).
// It sits at the top (app layer) because handlers are the modules' and processes' functions, and
// the queue (plugins) may not import them.

type HandledKind = Exclude<JobKind, LaneKind>;

/** A handler, or a handler with its kind's own retry schedule. */
type Entry<K extends HandledKind> =
  JobHandler<JobPayloads[K]> | ({ run: JobHandler<JobPayloads[K]> } & JobKindOptions);

export type JobHandlers = { [K in HandledKind]: Entry<K> };

export function jobHandlers(app: FastifyInstance): JobHandlers {
  return {
    'stk-reconcile': ({ paymentId }) => reconcile(app, paymentId),
    'stk-callback': (result, job) => settleCallbackJob(app, result, job.attempts),
    'order-paid': async ({ paymentId }) => {
      await markOrderPaid(app, paymentId);
      await queueSale(app, paymentId);
      return undefined;
    },
    'etims-sale': ({ orderId, by }) => signSale(app, orderId, by),
    'etims-send': ({ documentId }) => signDocument(app, documentId),
    'etims-return': ({ returnId }) => creditReturn(app, returnId),
  };
}

function handle<K extends HandledKind>(app: FastifyInstance, kind: K, entry: Entry<K>): void {
  if (typeof entry === 'function') app.jobs.handle(kind, entry);
  else app.jobs.handle(kind, entry.run, entry);
}

/** Registers every handler of the map with the app's queue (app.ts, after the plugins). */
export function registerJobHandlers(app: FastifyInstance, handlers = jobHandlers(app)): void {
  // Each entry was checked against its own kind above; TypeScript cannot follow that through a loop.
  for (const kind of Object.keys(handlers) as HandledKind[])
    handle(app, kind, handlers[kind] as unknown as Entry<typeof kind>);
}
