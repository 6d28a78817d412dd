import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '../lib/errors.js';

// Outgoing mail (DESIGN.md section 2). With SMTP_URL, nodemailer delivers it. Without, every mail
// goes to a file in DATA_DIR/outbox (the log names the file), so a newcomer on the embedded
// default can read the code and finish registering.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export class MailFailedError extends AppError {
  constructor() {
    super(
      503,
      'MAIL_FAILED',
      'We could not send the e-mail right now. Please try again in a few minutes.',
    );
  }
}

/** Escapes text for the HTML part; everything a person typed is text, never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

let outboxSequence = 0;

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, from, outboxDir } = app.config.mail;
    let transporter: Transporter | undefined;
    if (smtpUrl) {
      transporter = nodemailer.createTransport(smtpUrl);
      app.addHook('onClose', async () => transporter?.close());
    }

    async function writeOutbox(mail: Mail): Promise<string> {
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
      return file;
    }

    const mailer: Mailer = {
      async send(mail) {
        if (transporter) {
          try {
            await transporter.sendMail({
              from,
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
            });
          } catch (err) {
            app.log.warn({ err, to: mail.to }, 'sending mail failed');
            throw new MailFailedError();
          }
          return;
        }
        try {
          const file = await writeOutbox(mail);
          // Only where the mail is: its text holds codes, which must never reach a log.
          app.log.info(
            { subject: mail.subject, file },
            'mail written to the outbox (no SMTP_URL set)',
          );
        } catch (err) {
          app.log.warn({ err }, 'writing mail to the outbox failed');
          throw new MailFailedError();
        }
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mail' },
);
