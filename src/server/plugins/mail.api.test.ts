import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import { codeIn } from '../test/outbox.js';

// With SMTP_URL set, mail goes out over SMTP (here to a sink in the test) as text and HTML, from
// the send queue after the answer: tried again when the server is busy or away, never when it
// refuses the mailbox, and never failing the request that queued it.

describe(`mail over SMTP (${dialectUnderTest})`, () => {
  const received: { to: string[]; raw: string }[] = [];
  /** Connections the sink turns away (421, "try later") before it takes any. */
  let refuseConnections = 0;
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect(_session, done) {
        if (refuseConnections <= 0) return done();
        refuseConnections -= 1;
        done(Object.assign(new Error('Busy, try again later'), { responseCode: 421 }));
      },
      onRcptTo(address, _session, done) {
        if (address.address.startsWith('nobody@'))
          return done(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        done();
      },
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

  const registerAndSend = async (t: TestApp, email: string, ip: string) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, name: email.split('@')[0]!, password: 'Correct-Horse-42!' },
      remoteAddress: ip,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/email/sendcode',
      payload: { email },
      remoteAddress: ip,
    });
  };

  it('delivers the verification code mail with a text and an HTML part naming the shop', async () => {
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SHOP_NAME: 'Mlolongo Hardware' },
    });
    try {
      const ip = '10.7.0.1';
      const sent = await registerAndSend(t, 'smtp-user@example.test', ip);
      expect(sent.statusCode).toBe(200);
      await t.app.mailer.flush();
      const mail = received.find((m) => m.to.includes('smtp-user@example.test'));
      expect(mail).toBeDefined();
      expect(mail!.raw).toMatch(/Subject: Your Mlolongo Hardware verification code/);
      expect(mail!.raw).toMatch(/multipart\/alternative/);
      expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail!.raw).toMatch(/Content-Type: text\/html/);
      const code = codeIn(mail!.raw);
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

  it('a mail server that turns the first try away gets the mail on the next', async () => {
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mail: { retryDelaysMs: [50, 50] },
    });
    try {
      refuseConnections = 1;
      const sent = await registerAndSend(t, 'second-try@example.test', '10.7.0.3');
      expect(sent.statusCode).toBe(200);
      await t.app.mailer.flush();
      expect(refuseConnections).toBe(0);
      const mail = received.find((m) => m.to.includes('second-try@example.test'));
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/email/verify-email',
        payload: { email: 'second-try@example.test', code: codeIn(mail!.raw) },
        remoteAddress: '10.7.0.3',
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      refuseConnections = 0;
      await t.close();
    }
  });

  it('a mail server that cannot be reached fails no request: three tries, then one log line without the mail', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` },
      mail: { retryDelaysMs: [20, 20] },
    });
    try {
      const res = await registerAndSend(t, 'unlucky@example.test', '10.7.0.2');
      // The answer cannot wait for the mail: the person is told a code is on its way, and uses
      // Resend Code (after the 60 s wait) when none arrives.
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Verification code sent. Check your e-mail.' });
      await t.app.mailer.flush();
      const failures = t.errorLogs.splice(0).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(failures).toEqual([
        expect.objectContaining({
          msg: 'mail could not be sent',
          to: 'unlucky@example.test',
          subject: 'Your Athi River Hardware verification code',
          tries: 3,
        }),
      ]);
      expect(JSON.stringify(failures)).not.toMatch(/Use this code|\b\d{6}\b/);
    } finally {
      await t.close();
    }
  });

  it('a mailbox the server refuses for good (5xx) is not tried again', async () => {
    let tries = 0;
    const t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      mail: { retryDelaysMs: [20, 20] },
    });
    const counting = () => (tries += 1);
    server.on('connect', counting);
    try {
      await expect(
        t.app.mailer.send({
          to: 'nobody@example.test',
          subject: 'Hello',
          text: 'Hi',
          html: '<p>Hi</p>',
        }),
      ).rejects.toMatchObject({ responseCode: 550 });
      expect(t.errorLogs.splice(0).map((l) => JSON.parse(l) as { tries: number })).toEqual([
        expect.objectContaining({ msg: 'mail could not be sent', tries: 1 }),
      ]);
    } finally {
      server.off('connect', counting);
      await t.close();
    }
    expect(tries).toBe(1);
  });
});
