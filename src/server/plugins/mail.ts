import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { JobQueue, JobRow } from './jobs.js';

// Outgoing mail. With SMTP_URL, nodemailer delivers it. Without, every mail
// goes to a file in DATA_DIR/outbox (the log names the file), so a newcomer on the embedded
// default can read the code and finish registering.
//
// Mail never travels on the request path: callers queue it and answer at once, and each server
// sends it afterwards, one mail at a time in the order queued, trying a passing failure again a
// few times (docs/decisions/045-mail-queue.md). A request that mails therefore takes as long as
// one that does not, and a slow or broken mail server cannot fail or slow anyone's request.
// Queued mail is kept in the durable `jobs` table (kind 'mail', docs/decisions/094-durable-jobs.md)
// just after the answer, so a crash or kill -9 loses none of it: the next server to check sends
// it, and of several servers only the one that claimed a mail sends it. A mail made just before it
// is sent (a code) is kept as its recipe, never as its text, so no code is written to the
// database. Mail text, which holds codes, is never logged: logs name the recipient, subject and
// file (docs/decisions/074-no-secrets-in-logs.md).

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail made just before it is sent (e.g. a new code) by the maker registered under `recipe`,
 * from `data` (JSON, kept in the jobs table until the mail is sent).
 */
export interface MailRecipe {
  recipe: string;
  data: Record<string, string>;
}

/** Makes the mail of a recipe; undefined when there is nothing to send. */
export type MailMaker = (data: Record<string, string>) => Promise<Mail | undefined>;

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

/** Where mail goes: an SMTP server, the outbox folder, or a test's stand-in. */
export interface MailTransport {
  /** Delivers one mail; names the file when it became one (the log says where, not what). */
  deliver(mail: Mail): Promise<{ file?: string } | undefined>;
  close?(): void;
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
/** More waiting mail than a shop sends in hours: beyond it, a mail is dropped and logged. */
export const MAX_QUEUED = 1_000;
/** The kind of the mail's rows in the jobs table. */
export const MAIL_JOB = 'mail';

/** An SMTP answer in the 5xx range (e.g. an unknown mailbox) will not change on a retry. */
function isPermanent(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: unknown; code?: unknown };
  return (typeof responseCode === 'number' && responseCode >= 500) || code === 'EENVELOPE';
}

let outboxSequence = 0;

export function outboxTransport(outboxDir: string, from: string): MailTransport {
  return {
    async deliver(mail) {
      await fs.mkdir(outboxDir, { recursive: true });
      outboxSequence += 1;
      // Names sort in sending order: wall-clock time, then a sequence within the process.
      const name = `${Date.now()}-${String(outboxSequence).padStart(6, '0')}-${process.pid}.txt`;
      const file = path.join(outboxDir, name);
      const body = [
        `From: ${from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Date: ${new Date().toUTCString()}`,
        '',
        mail.text,
        '',
        '--- HTML part ---',
        mail.html,
        '',
      ].join('\n');
      await fs.writeFile(file, body, { encoding: 'utf8', mode: 0o600 });
      return { file };
    },
  };
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer waits up to 2 minutes to connect and 10 for a quiet socket; the queue sends one
  // mail at a time, so a mail server that hangs must be given up on much sooner.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, ...mail });
      return undefined;
    },
    close: () => transporter.close(),
  };
}

/** What the jobs table keeps of a mail: the mail itself, or its recipe (never a made code). */
type Stored = { mail: Mail } | MailRecipe;

/** A mail this server queued, until it is sent or given up. */
interface Tracked {
  /** Its row in the jobs table, once written. */
  id?: string;
  stored: Stored;
  done?: { resolve: () => void; reject: (err: unknown) => void };
}

interface QueueDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: JobQueue;
  transport: MailTransport;
  log: FastifyBaseLogger;
  retryDelaysMs: readonly number[];
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : 'failed');

/**
 * Each server's sender. Queued mail is written to the jobs table on the next turn of the event
 * loop (after the answer), then sent one at a time: first this server's own mail in the order
 * queued (each claimed by its id), then any due mail another server left (e.g. it died).
 */
class SendQueue {
  /** Every mail this server queued and has not finished, in the order queued. */
  private readonly mine = new Set<Tracked>();
  /** Queued, not yet written to the jobs table. */
  private unwritten: Tracked[] = [];
  /** Written, this server's, waiting for their (next) try, in order. */
  private readonly next: Tracked[] = [];
  /** Mails waiting to be tried again, with the timer that puts them back in line. */
  private readonly retrying = new Map<Tracked, NodeJS.Timeout>();
  /** Mails made from a recipe, by job id: a retry in this process sends the same code. */
  private readonly made = new Map<string, Mail>();
  private readonly makers = new Map<string, MailMaker>();
  private writing: Promise<void> = Promise.resolve();
  private sending = false;
  private again = false;
  private closing = false;
  private abandoned = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly deps: QueueDeps) {}

  recipe(name: string, make: MailMaker): void {
    this.makers.set(name, make);
  }

  push(stored: Stored, done?: Tracked['done']): void {
    if (this.mine.size >= MAX_QUEUED) {
      const subject = 'mail' in stored ? stored.mail.subject : undefined;
      this.deps.log.error({ subject, waiting: this.mine.size }, 'mail dropped: the queue is full');
      done?.reject(new Error('The mail queue is full.'));
      return;
    }
    const item: Tracked = { stored, done };
    this.mine.add(item);
    this.unwritten.push(item);
    if (this.unwritten.length > 1) return;
    // On the next turn of the event loop: a request that queues mail as its last step has sent
    // its answer by then (no I/O happens in between), so its time includes none of this.
    setImmediate(() => {
      this.writing = this.writing.then(() => this.write());
      this.kick();
    });
  }

  /** Starts sending unless it is under way; called on queueing, on retries and by the jobs check. */
  kick(): void {
    if (this.abandoned) return;
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    void this.run().finally(() => {
      this.sending = false;
      this.wakeIdle();
    });
  }

  flush(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Retries stop waiting; mail queued from now on is still sent while the app closes. */
  startClosing(): void {
    this.closing = true;
    for (const [item, timer] of this.retrying) {
      clearTimeout(timer);
      this.next.push(item);
    }
    this.retrying.clear();
    this.kick();
  }

  /**
   * Stops sending (the app cannot wait longer) and names in the log every mail this server had
   * not sent: those in the jobs table stay there for the next server to send; rejects whoever
   * waits for one, and releases whoever waits for the queue to empty.
   */
  abandon(): void {
    this.abandoned = true;
    for (const timer of this.retrying.values()) clearTimeout(timer);
    this.retrying.clear();
    for (const item of this.mine) {
      const { to, subject } = this.label(item);
      this.deps.log.error(
        { to, subject, keptForNextStart: item.id !== undefined },
        'mail not sent: the server closed',
      );
      item.done?.reject(new Error('The server closed before the mail was sent.'));
    }
    this.mine.clear();
    this.wakeIdle();
  }

  private isIdle(): boolean {
    return this.abandoned || (!this.sending && this.mine.size === 0);
  }

  private wakeIdle(): void {
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private label(item: Tracked): { to?: string; subject?: string; recipe?: string } {
    if ('mail' in item.stored) return item.stored.mail;
    const made = item.id === undefined ? undefined : this.made.get(item.id);
    return made ?? { recipe: item.stored.recipe };
  }

  private async write(): Promise<void> {
    const batch = this.unwritten;
    this.unwritten = [];
    for (const item of batch) {
      if (this.abandoned) return;
      try {
        item.id = await this.deps.jobs.enqueue(this.deps.db, MAIL_JOB, item.stored);
        this.next.push(item);
      } catch (err) {
        this.deps.log.error(
          { err, ...this.label(item) },
          'mail not sent: it could not be kept in the database',
        );
        this.forget(item, err);
      }
    }
  }

  private forget(item: Tracked, err?: unknown): void {
    this.mine.delete(item);
    if (err === undefined) item.done?.resolve();
    else item.done?.reject(err);
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        await this.writing;
        if (this.abandoned) return;
        const item = this.next.shift();
        let job: JobRow | undefined;
        try {
          job = await this.deps.jobs.claim(MAIL_JOB, item?.id);
        } catch (err) {
          // The database is away: the mail stays in the table for a later check.
          this.deps.log.error({ err }, 'mail could not be claimed; trying at the next check');
          if (!item) break;
          this.forget(item, err);
          continue;
        }
        if (item && !job) {
          // Another server claimed it (it sends it), or it is gone.
          this.forget(item);
          continue;
        }
        if (!job) break;
        await this.attempt(job, item ?? this.untrack(job.id));
      }
    } while (this.again && !this.abandoned);
  }

  /** This server's mail that the due check claimed first (waiting in line or for a retry). */
  private untrack(id: string): Tracked | undefined {
    const waiting = this.next.findIndex((item) => item.id === id);
    if (waiting >= 0) return this.next.splice(waiting, 1)[0];
    for (const [item, timer] of this.retrying) {
      if (item.id !== id) continue;
      clearTimeout(timer);
      this.retrying.delete(item);
      return item;
    }
    return undefined;
  }

  private async attempt(job: JobRow, item: Tracked | undefined): Promise<void> {
    const stored = JSON.parse(job.payload) as Stored;
    let mail: Mail | undefined;
    try {
      mail = 'mail' in stored ? stored.mail : (this.made.get(job.id) ?? (await this.make(stored)));
    } catch (err) {
      this.deps.log.error({ err }, 'mail not sent: preparing it failed');
      await this.end(job, item, err);
      return;
    }
    if (!mail) {
      await this.end(job, item);
      return;
    }
    if (!('mail' in stored)) this.made.set(job.id, mail);
    const { to, subject } = mail;
    try {
      const where = await this.deps.transport.deliver(mail);
      if (this.abandoned) return;
      // Only where the mail is: its text holds codes, which must never reach a log.
      if (where?.file)
        this.deps.log.info({ subject, file: where.file }, 'mail written to the outbox');
      await this.end(job, item);
    } catch (err) {
      if (this.abandoned) return;
      const tries = job.attempts;
      const delay = this.deps.retryDelaysMs[tries - 1];
      if (delay === undefined || isPermanent(err)) {
        this.deps.log.error({ err, to, subject, tries }, 'mail could not be sent');
        await this.end(job, item, err);
        return;
      }
      this.deps.log.warn({ err, to, subject, tries }, 'sending mail failed; trying again');
      const retryAt = new Date(this.deps.clock.now().getTime() + delay);
      await this.deps.jobs.finish(job, { retryAt }, errorText(err));
      if (item) this.retryLater(item, delay);
      else this.made.delete(job.id);
    }
  }

  private async make(recipe: MailRecipe): Promise<Mail | undefined> {
    const make = this.makers.get(recipe.recipe);
    if (!make) throw new Error(`no maker for the mail recipe ${recipe.recipe}`);
    return make(recipe.data);
  }

  /** Puts a mail back in line after `delay` (at once while the app closes). */
  private retryLater(item: Tracked, delay: number): void {
    if (this.closing) {
      this.next.unshift(item);
      return;
    }
    const timer = setTimeout(() => {
      this.retrying.delete(item);
      this.next.push(item);
      this.kick();
    }, delay);
    this.retrying.set(item, timer);
  }

  private async end(job: JobRow, item: Tracked | undefined, err?: unknown): Promise<void> {
    this.made.delete(job.id);
    try {
      // Sent (or nothing to send): gone. Failed for good: kept as dead, for Retry at /admin/jobs.
      if (err === undefined) await this.deps.jobs.finish(job, undefined);
      else await this.deps.jobs.finish(job, { dead: true }, errorText(err));
    } finally {
      if (item) this.forget(item, err);
    }
  }
}

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
