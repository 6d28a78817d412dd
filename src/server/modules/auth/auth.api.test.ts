import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUserWithSession, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './admin-accounts.js';
import { hashPassword } from './password.js';
import { insertUser } from './user.repository.js';

const PASSWORD = 'Correct-Horse-42!';

let ipCounter = 0;
/** Each test talks from its own address so the per-IP limits of one test do not touch another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function addUser(t: TestApp, email: string, options: { verified?: boolean; role?: 'user' | 'admin'; username?: string } = {}) {
  return insertUser(
    t.db,
    {
      email,
      username: options.username ?? email.split('@')[0]!,
      passwordHash: await hashPassword(PASSWORD),
      role: options.role ?? 'user',
      verified: options.verified ?? true,
    },
    t.clock.now(),
  );
}

/** The newest mail in the outbox to this address, and the code in it. */
function lastCode(t: TestApp, to: string): string {
  const dir = path.join(t.dataDir, 'outbox');
  const mails = fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}\n`));
  const match = /^\s{4}(\d{6})$/m.exec(mails.at(-1) ?? '');
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

describe(`login, session check and logout (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('logs in with the right password, any e-mail case and spaces, and answers token, user and message', async () => {
    await addUser(t, 'Wanjiru@Example.test', { username: 'wanjiru' });
    const res = await login('  wanjiru@EXAMPLE.test ', PASSWORD, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.message).toBe('Login successful!');
    expect(body.user).toEqual({ _id: expect.any(String), email: 'Wanjiru@Example.test', username: 'wanjiru', role: 'user' });
    expect(body.token).toMatch(/^[\w-]{43}$/);

    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check-user', headers: { authorization: `Bearer ${body.token}` } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ user: body.user });
  });

  it('gives a new token on every login and stores only its hash', async () => {
    await addUser(t, 'kamau@example.test');
    const ip = freshIp();
    const a = (await login('kamau@example.test', PASSWORD, ip)).json().token;
    const b = (await login('kamau@example.test', PASSWORD, ip)).json().token;
    expect(a).not.toBe(b);
    const stored = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(a);
  });

  it('answers the same 401 message for a wrong password and an unknown e-mail', async () => {
    await addUser(t, 'otieno@example.test');
    const ip = freshIp();
    const wrong = await login('otieno@example.test', 'Wrong-Password-1!', ip);
    const unknown = await login('nobody@example.test', PASSWORD, ip);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses missing fields and passwords over 128 characters before hashing, with 400', async () => {
    const ip = freshIp();
    const noPassword = await login('a@example.test', '', ip);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe('Password is required.');
    const noEmail = await login('   ', 'x', ip);
    expect(noEmail.json().message).toBe('Email is required.');
    const long = await login('a@example.test', 'A1!a'.repeat(33), ip);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Password must be at most 128 characters.');
    const notJson = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: 'x', headers: { 'content-type': 'application/json' }, remoteAddress: ip });
    expect(notJson.statusCode).toBe(400);
  });

  it('tells an unverified user to verify first, only when the password is right', async () => {
    await addUser(t, 'pending@example.test', { verified: false });
    const ip = freshIp();
    const right = await login('pending@example.test', PASSWORD, ip);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(right.json().message).toMatch(/verify your e-mail/);
    const wrong = await login('pending@example.test', 'Wrong-Password-1!', ip);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('stops password guessing after 10 failures per IP and e-mail with 429 and Retry-After, for 15 minutes', async () => {
    await addUser(t, 'target@example.test');
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await login('target@example.test', `Wrong-Password-${i}!`, ip)).statusCode).toBe(401);
    }
    const blocked = await login('target@example.test', PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LOGIN_THROTTLED');
    expect(blocked.json().message).toBe('Too many failed logins. Please wait 15 minutes and try again.');
    expect(Number(blocked.headers['retry-after'])).toBe(900);

    // Another address, or another account from this address, is not blocked.
    expect((await login('target@example.test', PASSWORD, freshIp())).statusCode).toBe(200);
    await addUser(t, 'neighbour@example.test');
    expect((await login('neighbour@example.test', PASSWORD, ip)).statusCode).toBe(200);

    t.clock.advance(15 * 60 * 1000);
    expect((await login('target@example.test', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('logout ends the session at once; the old token gets 401', async () => {
    await addUser(t, 'leaving@example.test');
    const token = (await login('leaving@example.test', PASSWORD, freshIp())).json().token;
    const auth = { authorization: `Bearer ${token}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: '/api/auth/check-user', headers: auth });
    expect(check.statusCode).toBe(401);
    expect(check.json().code).toBe('UNAUTHORIZED');
    // Logging out without a token is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('answers 401 to the session check without a token or with an expired one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-user' })).statusCode).toBe(401);
    const { auth } = await createUserWithSession(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-user', headers: auth })).statusCode).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-user', headers: auth })).statusCode).toBe(401);
  });

  it('a demoted admin gets 403 from an admin route on the next request', async () => {
    const admin = await createUserWithSession(t, 'admin');
    const adminCall = () => t.app.inject({ method: 'DELETE', url: '/api/reviews/none', headers: admin.auth });
    expect((await adminCall()).statusCode).toBe(404);
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    const res = await adminCall();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/reviews/none' })).statusCode).toBe(401);
  });
});

describe(`admin bootstrap at start (${dialectUnderTest})`, () => {
  it('creates the ADMIN_EMAIL admin verified, who can log in; a second start changes nothing', async () => {
    const t = await createTestApp({ env: { ADMIN_EMAIL: 'Boss@Shop.test', ADMIN_PASSWORD: 'Admin-Password-123!' } });
    try {
      await bootstrapAdmin(t.app);
      await bootstrapAdmin(t.app);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@shop.test', password: 'Admin-Password-123!' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'admin', username: 'Boss' });
      expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('promotes an existing account named by ADMIN_EMAIL and keeps its password', async () => {
    const t = await createTestApp({ env: { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'Admin-Password-123!' } });
    try {
      await addUser(t, 'owner@shop.test', { verified: false });
      await bootstrapAdmin(t.app);
      const user = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: 'admin', verified: 1 });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'owner@shop.test', password: PASSWORD } });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('on SQLite with no admin configured makes one and prints its password once; never on PostgreSQL', async () => {
    const t = await createTestApp();
    try {
      const printed: string[] = [];
      await bootstrapAdmin(t.app, (line) => printed.push(line));
      await bootstrapAdmin(t.app, (line) => printed.push(line));
      const admins = await t.db.selectFrom('users').selectAll().where('role', '=', 'admin').execute();
      if (dialectUnderTest === 'sqlite') {
        expect(printed).toHaveLength(1);
        expect(printed[0]).toContain(DEFAULT_ADMIN_EMAIL);
        const password = /password: (\S+)/.exec(printed[0]!)![1]!;
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEFAULT_ADMIN_EMAIL, password } });
        expect(res.statusCode).toBe(200);
        expect(res.json().user.role).toBe('admin');
        expect(admins).toHaveLength(1);
      } else {
        expect(printed).toHaveLength(0);
        expect(admins).toHaveLength(0);
      }
    } finally {
      await t.close();
    }
  });
});

export { lastCode, addUser, freshIp, PASSWORD };
