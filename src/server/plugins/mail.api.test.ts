import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest } from '../test/harness.js';

// With SMTP_URL set, mail goes out over SMTP (here to a sink in the test) as text and HTML.

describe(`mail over SMTP (${dialectUnderTest})`, () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the verification code mail with a text and an HTML part naming the shop', async () => {
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SHOP_NAME: 'Mlolongo Hardware' },
    });
    try {
      const ip = '10.7.0.1';
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'smtp-user@example.test',
          name: 'Smtp User',
          password: 'Correct-Horse-42!',
        },
        remoteAddress: ip,
      });
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/email/sendcode',
        payload: { email: 'smtp-user@example.test' },
        remoteAddress: ip,
      });
      expect(sent.statusCode).toBe(200);
      const mail = received.find((m) => m.to.includes('smtp-user@example.test'));
      expect(mail).toBeDefined();
      expect(mail!.raw).toMatch(/Subject: Your Mlolongo Hardware verification code/);
      expect(mail!.raw).toMatch(/multipart\/alternative/);
      expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail!.raw).toMatch(/Content-Type: text\/html/);
      const code = /^\s{4}(\d{6})\s*$/m.exec(mail!.raw)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/email/verify-email',
        payload: { email: 'smtp-user@example.test', code },
        remoteAddress: ip,
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 with a message when the SMTP server cannot be reached', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
    try {
      const ip = '10.7.0.2';
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'unlucky@example.test', name: 'Unlucky', password: 'Correct-Horse-42!' },
        remoteAddress: ip,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/email/sendcode',
        payload: { email: 'unlucky@example.test' },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'MAIL_FAILED',
        message: 'We could not send the e-mail right now. Please try again in a few minutes.',
      });
    } finally {
      await t.close();
    }
  });
});
