import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, MailTransport } from '../../plugins/mail-delivery.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { hashPassword } from './password.js';
import { insertUser } from './user.repository.js';

// Send-code, register and forgot-password must not tell by their timing what their answer does
// not tell (docs/decisions/045-mail-queue.md). Against a mail server that takes 200 ms a
// mail, equal answers for e-mails with and without an account must take the same time. Medians
// of alternating requests, with a tolerance well below the mail's 200 ms, keep this steady on a
// busy machine; each request comes from its own address so no limit is reached. The SQL each
// request sends before it answers is compared too, which no machine's load can blur.

const MAIL_MS = 200;
/** Well below MAIL_MS, and above what a busy 2-core machine adds to one median of 20 hashes. */
const TOLERANCE_MS = 75;
const ROUNDS = 20;
const PASSWORD = 'Correct-Horse-42!';

/** A mail server that takes its time and keeps what it got. */
function slowMailServer(): MailTransport & { got: Mail[]; delayMs: number } {
  const server = {
    got: [] as Mail[],
    delayMs: MAIL_MS,
    async deliver(mail: Mail) {
      await new Promise((resolve) => setTimeout(resolve, server.delayMs));
      server.got.push(mail);
      return undefined;
    },
  };
  return server;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

let ipCounter = 0;
const freshIp = () => `10.44.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe(`account answers take the same time whether or not they mail (${dialectUnderTest})`, () => {
  let t: TestApp;
  const mailServer = slowMailServer();
  /** The SQL sent while this is set. */
  let statements: string[] | undefined;

  beforeAll(async () => {
    t = await createTestApp({
      mail: { transport: mailServer },
      onQuery: (sql) => statements?.push(sql),
    });
    const passwordHash = await hashPassword(PASSWORD);
    for (let i = 0; i < ROUNDS + 1; i += 1)
      for (const [kind, verified] of [
        ['known', true],
        ['pending', false],
        ['again', false],
      ] as const)
        await insertUser(
          t.db,
          {
            email: `${kind}${i}@example.test`,
            username: `${kind}${i}`,
            passwordHash,
            role: 'user',
            verified,
          },
          t.clock.now(),
        );
  });
  afterAll(async () => {
    mailServer.delayMs = 0;
    await t.close();
  });

  const post = async (url: string, payload: object) => {
    const start = performance.now();
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
    return { ms: performance.now() - start, status: res.statusCode, body: res.body };
  };

  /**
   * Sends each kind of request in turn: one unmeasured warm-up round (accounts numbered 0), then
   * ROUNDS measured ones; answers each kind's statuses, bodies and median time.
   */
  async function alternate(
    kinds: Record<string, (round: number) => Promise<{ ms: number; status: number; body: string }>>,
  ) {
    const seen: Record<string, { statuses: Set<number>; bodies: Set<string>; ms: number[] }> = {};
    for (const kind of Object.keys(kinds))
      seen[kind] = { statuses: new Set(), bodies: new Set(), ms: [] };
    for (let round = 0; round <= ROUNDS; round += 1)
      for (const [kind, send] of Object.entries(kinds)) {
        const answer = await send(round);
        if (round === 0) continue;
        seen[kind]!.statuses.add(answer.status);
        seen[kind]!.bodies.add(answer.body);
        seen[kind]!.ms.push(answer.ms);
      }
    const result = Object.fromEntries(
      Object.entries(seen).map(([kind, s]) => [
        kind,
        {
          statuses: [...s.statuses],
          bodies: [...s.bodies],
          medianMs: Math.round(median(s.ms) * 10) / 10,
        },
      ]),
    );
    console.info(
      `${dialectUnderTest} medians (ms):`,
      Object.fromEntries(Object.entries(result).map(([k, r]) => [k, r.medianMs])),
    );
    return result;
  }

  it('forgot-password: an account, an unverified account and no account answer alike, in the same time', async () => {
    const r = await alternate({
      account: (i) => post('/api/auth/forgot-password', { email: `known${i}@example.test` }),
      unknown: (i) => post('/api/auth/forgot-password', { email: `nobody${i}@example.test` }),
      unverified: (i) => post('/api/auth/forgot-password', { email: `pending${i}@example.test` }),
    });
    for (const kind of ['account', 'unknown', 'unverified'] as const) {
      expect(r[kind]!.statuses).toEqual([200]);
      expect(r[kind]!.bodies).toEqual(r.unknown!.bodies);
      expect(Math.abs(r[kind]!.medianMs - r.unknown!.medianMs)).toBeLessThan(TOLERANCE_MS);
    }
    expect(r.unknown!.bodies).toHaveLength(1);
    // The mail still goes out, after the answers: to the accounts only.
    mailServer.delayMs = 0;
    await t.app.mailer.flush();
    const to = mailServer.got.map((m) => m.to);
    expect(to.filter((a) => a.startsWith('known'))).toHaveLength(ROUNDS + 1);
    expect(to.filter((a) => a.startsWith('pending'))).toHaveLength(ROUNDS + 1);
    expect(to.filter((a) => a.startsWith('nobody'))).toEqual([]);
    mailServer.delayMs = MAIL_MS;
  }, 60_000);

  it('forgot-password sends the database the same statements for every e-mail before it answers', async () => {
    const work = async (email: string) => {
      await t.app.mailer.flush();
      statements = [];
      expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
      const seen = statements;
      statements = undefined;
      return seen;
    };
    const unknown = await work('nobody-sql@example.test');
    expect(unknown.length).toBeGreaterThan(0);
    expect(await work(`known${ROUNDS}@example.test`)).toEqual(unknown);
    expect(await work(`pending${ROUNDS}@example.test`)).toEqual(unknown);
  });

  it('register writes the same for a new e-mail as for an unverified one', async () => {
    const work = async (email: string, name: string) => {
      await t.app.mailer.flush();
      statements = [];
      expect((await post('/api/auth/register', { email, name, password: PASSWORD })).status).toBe(
        201,
      );
      const seen = statements;
      statements = undefined;
      return seen;
    };
    // One writes the account, the other rewrites it; everything else is the same.
    const shape = (sqls: string[]) =>
      sqls.map((q) => (/^(insert into|update) "users"/.test(q) ? 'the account row' : q));
    const fresh = shape(await work('fresh-sql@example.test', 'Fresh Sql'));
    expect(fresh.filter((q) => q === 'the account row')).toHaveLength(1);
    expect(shape(await work(`again${ROUNDS}@example.test`, 'Again Sql'))).toEqual(fresh);
  });

  it('register: a new e-mail and an unverified one answer alike, in the same time', async () => {
    const r = await alternate({
      fresh: (i) =>
        post('/api/auth/register', {
          email: `fresh${i}@example.test`,
          name: `Fresh ${i}`,
          password: PASSWORD,
        }),
      unverified: (i) =>
        post('/api/auth/register', {
          email: `again${i}@example.test`,
          name: `Again ${i}`,
          password: PASSWORD,
        }),
    });
    expect(r.fresh!.statuses).toEqual([201]);
    expect(r.unverified!.statuses).toEqual([201]);
    expect(r.unverified!.bodies).toEqual(r.fresh!.bodies);
    expect(Math.abs(r.fresh!.medianMs - r.unverified!.medianMs)).toBeLessThan(TOLERANCE_MS);
  }, 60_000);

  it('send-code: its answers differ as the register flow needs, but none waits for the mail', async () => {
    const r = await alternate({
      unverified: (i) => post('/api/email/sendcode', { email: `pending${i}@example.test` }),
      verified: (i) => post('/api/email/sendcode', { email: `known${i}@example.test` }),
      unknown: (i) => post('/api/email/sendcode', { email: `nobody${i}@example.test` }),
    });
    expect(r.unverified!.statuses).toEqual([200]);
    expect(r.verified!.statuses).toEqual([409]);
    expect(r.unknown!.statuses).toEqual([404]);
    expect(Math.abs(r.unverified!.medianMs - r.verified!.medianMs)).toBeLessThan(TOLERANCE_MS);
    expect(Math.abs(r.unverified!.medianMs - r.unknown!.medianMs)).toBeLessThan(TOLERANCE_MS);
  }, 60_000);
});
