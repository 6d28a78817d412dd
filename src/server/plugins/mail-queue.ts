import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { JobQueue, JobRow } from './jobs.js';
import {
  isPermanent,
  type Mail,
  type MailMaker,
  type MailRecipe,
  type MailTransport,
} from './mail-delivery.js';

// The durable mail queue behind plugins/mail.ts (decisions 045, 094): kept in the `jobs` table,
// sent one at a time in the order queued, a passing failure tried again, a code kept as its recipe.

/** More waiting mail than a shop sends in hours: beyond it, a mail is dropped and logged. */
export const MAX_QUEUED = 1_000;
/** The kind of the mail's rows in the jobs table. */
export const MAIL_JOB = 'mail';

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
export class SendQueue {
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
