import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { EventBus } from '../../lib/events.js';
import type { Mailer } from '../../plugins/mail.js';

/**
 * What the order services need, named (DESIGN decision 66, issue 41 item 4), as the auth module's
 * AuthDeps: the database, the clock, the mail queue, the event bus and the settings (the shop's
 * address and mail, whether M-Pesa is on). Routes pass the app, which has all of them; a process
 * or a test can build it from anything.
 */
export interface OrderDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  mailer: Pick<Mailer, 'queue'>;
  events: EventBus;
}

/** Reading an order needs only the database and the settings. */
export type OrderReader = Pick<OrderDeps, 'db' | 'config'>;
