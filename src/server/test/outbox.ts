import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './harness.js';

// The mail a test app wrote to its outbox. Mail is sent after the answer
// (docs/decisions/045-mail-queue.md), so these first wait for the app's send queue to empty.

/** Every mail in the outbox, oldest first, once the send queue is empty. */
export async function outboxMails(t: Pick<TestApp, 'app' | 'config'>): Promise<string[]> {
  await t.app.mailer.flush();
  const dir = t.config.mail.outboxDir;
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** The newest mail to this address. */
export async function lastMailTo(t: Pick<TestApp, 'app' | 'config'>, to: string): Promise<string> {
  const mail = (await outboxMails(t)).filter((m) => m.includes(`To: ${to}\n`)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/**
 * The 6-digit code in a mail's text (on a line of its own, indented by four spaces), as the
 * outbox file or an SMTP server holds it; undefined when there is none.
 */
export function codeIn(mail: string): string | undefined {
  return /^\s{4}(\d{6})\s*$/m.exec(mail)?.[1];
}

/** The 6-digit code in the newest mail to this address. */
export async function lastCode(t: Pick<TestApp, 'app' | 'config'>, to: string): Promise<string> {
  const code = codeIn(await lastMailTo(t, to));
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
