import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  outboxTransport,
  smtpTransport,
  type Mail,
  type MailMaker,
  type MailRecipe,
  type MailTransport,
} from './mail-delivery.js';
import { MAIL_JOB, SendQueue } from './mail-queue.js';

// Outgoing mail. With SMTP_URL, nodemailer delivers it. Without, every mail goes to a file in
// DATA_DIR/outbox (mail-delivery.ts), so a newcomer on the embedded default can read the code and
// finish registering.
//
// Mail never travels on the request path: callers queue it and answer at once, and each server
// sends it afterwards, one mail at a time in the order queued, trying a passing failure again a
// few times (docs/decisions/045-mail-queue.md). A request that mails therefore takes as long as
// one that does not, and a slow or broken mail server cannot fail or slow anyone's request.
// Queued mail is kept in the durable `jobs` table (kind 'mail', docs/decisions/094-durable-jobs.md)
// just after the answer, so a crash or kill -9 loses none of it: the next server to check sends
// it, and of several servers only the one that claimed a mail sends it (mail-queue.ts). A mail made just before it
// is sent (a code) is kept as its recipe, never as its text, so no code is written to the
// database. Mail text, which holds codes, is never logged: logs name the recipient, subject and
// file (docs/decisions/074-no-secrets-in-logs.md).

export interface Mailer {
  /** Queues a mail, or a recipe for one, and returns at once; delivery never fails the caller. */
  queue(mail: Mail | MailRecipe): void;
  /** Registers the maker of a recipe's mails (every server registers the same ones at start). */
  recipe(name: string, make: MailMaker): void;
  /** Queues a mail and resolves once it is delivered; rejects when it could not be. */
  send(mail: Mail): Promise<void>;
  /** Resolves once every mail queued so far was delivered or given up. */
  flush(): Promise<void>;
}

export interface MailOptions {
  /** Replaces SMTP and the outbox (tests). */
  transport?: MailTransport;
  /** Waits before the second, third, ... try of a mail that failed for a passing reason. */
  retryDelaysMs?: readonly number[];
  /** How long closing the app waits for unsent mail (tests shorten it). */
  closeWaitMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Three tries in about 12 s: a mail server that blinks loses nothing, a dead one holds no one up. */
export const RETRY_DELAYS_MS = [2_000, 10_000] as const;
/** How long closing the app waits for queued mail (close-with-grace allows 10 s in all). */
export const CLOSE_WAIT_MS = 8_000;

export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const { smtpUrl, from, outboxDir } = app.config.mail;
    const transport =
      options.transport ??
      (smtpUrl ? smtpTransport(smtpUrl, from) : outboxTransport(outboxDir, from));
    const queue = new SendQueue({
      db: app.db,
      clock: app.clock,
      jobs: app.jobs,
      transport,
      log: app.log,
      retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    });
    app.jobs.lane(MAIL_JOB, () => queue.kick());

    const mailer: Mailer = {
      queue: (mail) => queue.push('recipe' in mail ? mail : { mail }),
      recipe: (name, make) => queue.recipe(name, make),
      send: (mail) => new Promise((resolve, reject) => queue.push({ mail }, { resolve, reject })),
      flush: () => queue.flush(),
    };
    app.decorate('mailer', mailer);

    // Closing: retries stop waiting at once, and whatever is still unsent after CLOSE_WAIT_MS is
    // given up (and logged), so a hanging mail server cannot keep the process from stopping.
    let deadline: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      queue.startClosing();
      deadline = setTimeout(() => queue.abandon(), options.closeWaitMs ?? CLOSE_WAIT_MS);
    });
    app.addHook('onClose', async () => {
      await queue.flush();
      clearTimeout(deadline);
      transport.close?.();
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
