import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../plugins/mail.js';

/**
 * What the quote services need, named (DESIGN decision 66, issue 41 item 4): the database, the
 * clock, the mail queue and the two settings they read. Routes build it from the app; a process
 * or a test can build it from anything.
 */
export interface QuoteDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Pick<Mailer, 'queue'>;
  /** The shop's public address, for the links in answers and mails ('https://shop.example'). */
  publicUrl: string;
  /** Where a new quote request is mailed. */
  shopEmail: string;
}
