import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// What a mail is (its text, or a recipe made into it just before it is sent) and where it is
// delivered (plugins/mail.ts queues it, mail-queue.ts sends it): with SMTP_URL, nodemailer delivers
// it to that server; without, it becomes a file in DATA_DIR/outbox (the log names the file), so a
// newcomer on the embedded default can read the code and finish registering. Tests put a stand-in
// of their own.

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

/** Where mail goes: an SMTP server, the outbox folder, or a test's stand-in. */
export interface MailTransport {
  /** Delivers one mail; names the file when it became one (the log says where, not what). */
  deliver(mail: Mail): Promise<{ file?: string } | undefined>;
  close?(): void;
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

/** An SMTP answer in the 5xx range (e.g. an unknown mailbox) will not change on a retry. */
export function isPermanent(err: unknown): boolean {
  const { responseCode, code } = (err ?? {}) as { responseCode?: unknown; code?: unknown };
  return (typeof responseCode === 'number' && responseCode >= 500) || code === 'EENVELOPE';
}
