import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/events.js';
import type { JobQueue } from '../../plugins/jobs.js';
import type { Mailer } from '../../plugins/mail.js';
import type { Metrics } from '../../plugins/metrics.js';
import type { Payments } from './payment.plugin.js';

/**
 * What the payment services need, named (DESIGN decision 66, issue 41 item 4), as the auth
 * module's AuthDeps: the database and clock, the settings and the secret of the callback path,
 * the durable jobs (a payment that settles queues its order's move to Paid in its transaction),
 * the mail queue, the event bus (payments announce what they wrote; orders hear it), the log,
 * Daraja's client and the M-Pesa result counter. Routes and job handlers pass the app, which has
 * all of them; a process or a test can build it from anything.
 */
export interface PaymentDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  appSecret: string;
  jobs: Pick<JobQueue, 'enqueue' | 'enqueueOnce' | 'runSoon' | 'runNow'>;
  mailer: Pick<Mailer, 'queue'>;
  events: Pick<EventBus, 'emit'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  payments: Pick<Payments, 'client' | 'callbackBase'>;
  metrics: Pick<Metrics, 'mpesaResult'>;
}
