import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/auth/password.js';
import { insertUser } from '../modules/auth/user.repository.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../test/harness.js';
import type { Mail, MailTransport } from './mail-delivery.js';

// The send queue: mail goes out after the answer, one at a time in the order queued, and closing
// the app sends what is waiting first, without waiting for ever on a mail server that hangs.

const mail = (n: number): Mail => ({
  to: `shop${n}@example.test`,
  subject: `Mail ${n}`,
  text: `Text ${n}`,
  html: `<p>Text ${n}</p>`,
});

/** A mail server that takes `ms` per mail and keeps what it got. */
function slowServer(ms: number): MailTransport & { got: Mail[] } {
  const got: Mail[] = [];
  return {
    got,
    async deliver(m) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      got.push(m);
      return undefined;
    },
  };
}

describe(`the mail send queue (${dialectUnderTest})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends in the order queued, and the app sends what is waiting before it closes', async () => {
    const server = slowServer(30);
    t = await createTestApp({ mail: { transport: server } });
    for (const n of [1, 2, 3]) t.app.mailer.queue(mail(n));
    expect(server.got).toEqual([]);
    await t.close();
    t = undefined;
    expect(server.got.map((m) => m.subject)).toEqual(['Mail 1', 'Mail 2', 'Mail 3']);
  });

  it('makes and sends a code asked for just before the app closes (the database is still open)', async () => {
    const server = slowServer(30);
    const app = await createTestApp({ mail: { transport: server } });
    await insertUser(
      app.db,
      {
        email: 'closing@example.test',
        username: 'closing',
        passwordHash: await hashPassword('Correct-Horse-42!'),
        role: 'user',
        verified: true,
      },
      app.clock.now(),
    );
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'closing@example.test' },
      remoteAddress: '10.66.0.1',
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    expect(server.got).toHaveLength(1);
    expect(server.got[0]!.text).toMatch(/^\s{4}\d{6}$/m);
  });

  it('closing waits a bounded time for a mail server that hangs, and names what it gave up', async () => {
    const hanging: MailTransport = { deliver: () => new Promise(() => undefined) };
    t = await createTestApp({ mail: { transport: hanging, closeWaitMs: 200 } });
    const app = t;
    t.app.mailer.queue(mail(1));
    // Caught at once: it is given up while the app closes, before the test looks at it.
    const digest = t.app.mailer.send(mail(2)).catch((err: unknown) => err);
    const start = performance.now();
    t = undefined;
    await app.close({ allowErrorLogs: true });
    expect(performance.now() - start).toBeLessThan(2_000);
    expect(await digest).toEqual(new Error('The server closed before the mail was sent.'));
    const given = app.errorLogs.map((l) => JSON.parse(l) as { msg: string; subject: string });
    expect(given).toEqual([
      expect.objectContaining({ msg: 'mail not sent: the server closed', subject: 'Mail 1' }),
      expect.objectContaining({ msg: 'mail not sent: the server closed', subject: 'Mail 2' }),
    ]);
    expect(app.errorLogs.join('\n')).not.toContain('Text 1');
  });

  it('a failed mail does not stop the ones behind it, and queue() never throws', async () => {
    const got: string[] = [];
    t = await createTestApp({
      mail: {
        retryDelaysMs: [],
        transport: {
          async deliver(m) {
            if (m.subject === 'Mail 1') throw new Error('refused');
            got.push(m.subject);
            return undefined;
          },
        },
      },
    });
    expect(() => t!.app.mailer.queue(mail(1))).not.toThrow();
    t.app.mailer.queue(mail(2));
    await t.app.mailer.flush();
    expect(got).toEqual(['Mail 2']);
    expect(t.errorLogs.splice(0).map((l) => JSON.parse(l) as object)).toEqual([
      expect.objectContaining({ msg: 'mail could not be sent', subject: 'Mail 1', tries: 1 }),
    ]);
  });
});
