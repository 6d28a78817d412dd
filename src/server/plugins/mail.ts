import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

// Outgoing mail. With SMTP_URL, nodemailer delivers it. Without, every mail
// goes to a file in DATA_DIR/outbox (the log names the file), so a newcomer on the embedded
// default can read the code and finish registering.
//
// Mail never travels on the request path: callers queue it and answer at once, and one queue per
// server sends it afterwards, one mail at a time in the order queued, trying a passing failure
// again a few times (docs/decisions/045-mail-queue.md). A request that mails therefore takes
// as long as one that does not, and a slow or broken mail server cannot fail or slow anyone's
// request. The queue lives in memory: it is flushed when the app closes, and a crash loses
// what was waiting (a person asks for the code again; an order stays in the admin area). Mail
// text, which holds codes, is never logged: logs name the recipient, subject and file
// (docs/decisions/074-no-secrets-in-logs.md).

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Makes the mail just before it is sent (e.g. a new code); undefined when there is nothing to send. */
export type MailJob = () => Promise<Mail | undefined>;

export interface Mailer {
  /** Queues a mail, or a job that makes one, and returns at once; delivery never fails the caller. */
  queue(mail: Mail | MailJob): void;
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

interface Waiting {
  mail: Mail | MailJob;
  done?: { resolve: () => void; reject: (err: unknown) => void };
}

class SendQueue {
  private waiting: Waiting[] = [];
  private busy = false;
  private current: Waiting | undefined;
  private idle: (() => void)[] = [];
  private closing = false;
  private wakeRetry: (() => void) | undefined;

  constructor(
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly retryDelaysMs: readonly number[],
  ) {}

  push(item: Waiting): void {
    if (this.waiting.length >= MAX_QUEUED) {
      const subject = typeof item.mail === 'function' ? undefined : item.mail.subject;
      this.log.error({ subject, waiting: this.waiting.length }, 'mail dropped: the queue is full');
      item.done?.reject(new Error('The mail queue is full.'));
      return;
    }
    this.waiting.push(item);
    if (this.busy) return;
    this.busy = true;
    // On the next turn of the event loop: a request that queues mail as its last step has sent
    // its answer by then (no I/O happens in between), so its time includes none of this.
    setImmediate(() => void this.run());
  }

  flush(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Retries stop waiting; mail queued from now on is still sent while the app closes. */
  startClosing(): void {
    this.closing = true;
    this.wakeRetry?.();
  }

  /**
   * Gives up on the mail being sent and every mail still waiting (the app cannot wait longer),
   * naming each in the log, and releases whoever waits for the queue to empty.
   */
  abandon(): void {
    const left = [...(this.current ? [this.current] : []), ...this.waiting.splice(0)];
    for (const item of left) {
      const mail = typeof item.mail === 'function' ? undefined : item.mail;
      this.log.error({ to: mail?.to, subject: mail?.subject }, 'mail not sent: the server closed');
      item.done?.reject(new Error('The server closed before the mail was sent.'));
    }
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async run(): Promise<void> {
    for (let item = this.waiting.shift(); item; item = this.waiting.shift()) {
      this.current = item;
      try {
        await this.deliver(item);
        item.done?.resolve();
      } catch (err) {
        item.done?.reject(err);
      }
    }
    this.current = undefined;
    this.busy = false;
    for (const resolve of this.idle.splice(0)) resolve();
  }

  private async deliver(item: Waiting): Promise<void> {
    let mail: Mail | undefined;
    try {
      mail = typeof item.mail === 'function' ? await item.mail() : item.mail;
      if (mail) item.mail = mail;
    } catch (err) {
      this.log.error({ err }, 'mail not sent: preparing it failed');
      throw err;
    }
    if (!mail) return;
    const { to, subject } = mail;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const where = await this.transport.deliver(mail);
        // Only where the mail is: its text holds codes, which must never reach a log.
        if (where?.file) this.log.info({ subject, file: where.file }, 'mail written to the outbox');
        return;
      } catch (err) {
        const delay = this.retryDelaysMs[attempt - 1];
        if (delay === undefined || isPermanent(err)) {
          this.log.error({ err, to, subject, tries: attempt }, 'mail could not be sent');
          throw err;
        }
        this.log.warn({ err, to, subject, tries: attempt }, 'sending mail failed; trying again');
        if (!this.closing) await this.pause(delay);
      }
    }
  }

  private async pause(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeRetry = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeRetry = undefined;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailOptions) => {
    const { smtpUrl, from, outboxDir } = app.config.mail;
    const transport =
      options.transport ??
      (smtpUrl ? smtpTransport(smtpUrl, from) : outboxTransport(outboxDir, from));
    const queue = new SendQueue(transport, app.log, options.retryDelaysMs ?? RETRY_DELAYS_MS);

    const mailer: Mailer = {
      queue: (mail) => queue.push({ mail }),
      send: (mail) =>
        new Promise((resolve, reject) => queue.push({ mail, done: { resolve, reject } })),
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
  { name: 'mail' },
);
