import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectWrittenByCode } from '../../test/refusals.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { lastCode, lastMailTo, outboxMails } from '../../test/outbox.js';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './admin-accounts.js';
import { hashPassword } from './password.js';
import { insertUser } from './user.repository.js';

const PASSWORD = 'Correct-Horse-42!';

let ipCounter = 0;
/** Each test talks from its own address so the per-IP limits of one test do not touch another. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function addUser(
  t: TestApp,
  email: string,
  options: { verified?: boolean; role?: 'user' | 'admin'; username?: string } = {},
) {
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

describe(`login, session check and logout (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('logs in with the right password, any e-mail case and spaces, and answers token, user and message', async () => {
    await addUser(t, 'Wanjiru@Example.test', { username: 'wanjiru' });
    const res = await login('  wanjiru@EXAMPLE.test ', PASSWORD, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.message).toBe('Login successful!');
    expect(body.user).toEqual({
      _id: expect.any(String),
      email: 'Wanjiru@Example.test',
      username: 'wanjiru',
      role: 'user',
      roles: [],
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-user',
      headers: { authorization: `Bearer ${body.token}` },
    });
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
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
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
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: 'x',
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
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
    expect(blocked.json().values).toEqual({ why: 'failed', minutes: 15 });
    expectWrittenByCode(blocked.json());
    expect(blocked.json().message).toBe(
      'Too many failed logins. Please wait 15 minutes and try again.',
    );
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
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/check-user' })).statusCode).toBe(
      401,
    );
    const { auth } = await createUserWithSession(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/check-user', headers: auth }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/check-user', headers: auth }))
        .statusCode,
    ).toBe(401);
  });

  it("a new login clears away that person's expired sessions", async () => {
    const row = await addUser(t, 'returning@example.test');
    const ip = freshIp();
    await login('returning@example.test', PASSWORD, ip);
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await login('returning@example.test', PASSWORD, ip);
    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', row.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('a demoted admin gets 403 from an admin route on the next request', async () => {
    const admin = await createUserWithSession(t, 'admin');
    const adminCall = () =>
      t.app.inject({ method: 'DELETE', url: '/api/reviews/none', headers: admin.auth });
    expect((await adminCall()).statusCode).toBe(404);
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    const res = await adminCall();
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/reviews/none' })).statusCode).toBe(
      401,
    );
  });
});

describe(`admin bootstrap at start (${dialectUnderTest})`, () => {
  it('creates the ADMIN_EMAIL admin verified, who can log in; a second start changes nothing', async () => {
    const t = await createTestApp({
      env: { ADMIN_EMAIL: 'Boss@Shop.test', ADMIN_PASSWORD: 'Admin-Password-123!' },
    });
    try {
      await bootstrapAdmin(t.app);
      await bootstrapAdmin(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'boss@shop.test', password: 'Admin-Password-123!' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ role: 'admin', username: 'Boss' });
      expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('promotes an existing account named by ADMIN_EMAIL and keeps its password', async () => {
    const t = await createTestApp({
      env: { ADMIN_EMAIL: 'owner@shop.test', ADMIN_PASSWORD: 'Admin-Password-123!' },
    });
    try {
      // Verified: the e-mail's owner chose this password (an unverified one is claimed instead).
      await addUser(t, 'owner@shop.test', { verified: true });
      await bootstrapAdmin(t.app);
      const user = await t.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: 'admin', verified: 1 });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'owner@shop.test', password: PASSWORD },
      });
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
      const admins = await t.db
        .selectFrom('users')
        .selectAll()
        .where('role', '=', 'admin')
        .execute();
      if (dialectUnderTest === 'sqlite') {
        expect(printed).toHaveLength(1);
        expect(printed[0]).toContain(DEFAULT_ADMIN_EMAIL);
        const password = /password: (\S+)/.exec(printed[0]!)![1]!;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: DEFAULT_ADMIN_EMAIL, password },
        });
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

describe(`registration with a mailed code (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('registers with name, mails a 6-digit code naming the shop, verifies it, then logs in', async () => {
    const ip = freshIp();
    const email = 'Amina@Example.test';
    const reg = await post(
      '/api/auth/register',
      { email, name: '  Amina W ', password: PASSWORD },
      ip,
    );
    expect(reg.statusCode).toBe(201);
    expect(reg.json().message).toEqual(expect.any(String));

    // Registering does not log in, and an unverified account cannot.
    expect((await post('/api/auth/login', { email, password: PASSWORD }, ip)).json().code).toBe(
      'EMAIL_NOT_VERIFIED',
    );

    const sent = await post('/api/email/sendcode', { email }, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'Verification code sent. Check your e-mail.',
      resendAfterSeconds: 60,
      resendsLeft: 3,
      expiresInMinutes: 10,
    });
    const mail = await lastMailTo(t, email);
    expect(mail).toContain('Subject: Your Athi River Hardware verification code');
    expect(mail).toContain('Hello Amina W,');
    expect(mail).toContain('expires in 10 minutes');
    expect(mail).toContain('<h2 style="margin: 0 0 12px">Athi River Hardware</h2>');
    const code = await lastCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    // Only a hash is stored.
    const stored = await t.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(code);

    const verified = await post(
      '/api/email/verify-email',
      { email: 'amina@example.test', code },
      ip,
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Email verified successfully! You can now log in.',
    });

    const login = await post('/api/auth/login', { email, password: PASSWORD }, ip);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ username: 'Amina W', role: 'user' });

    // The code was single use.
    const again = await post('/api/email/verify-email', { email, code }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CODE_MISSING');
  });

  it('accepts username instead of name', async () => {
    const res = await post(
      '/api/auth/register',
      { email: 'juma@example.test', username: 'juma_k', password: PASSWORD },
      freshIp(),
    );
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', 'juma@example.test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ username: 'juma_k', role: 'user', verified: 0 });
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ email: 'bad email@x.test', name: 'Good Name', password: PASSWORD }, 'Invalid email format.'],
    [{ email: 'no-at.test', name: 'Good Name', password: PASSWORD }, 'Invalid email format.'],
    [
      { email: 'ok@example.test', name: ' ab ', password: PASSWORD },
      'Name must be at least 3 characters.',
    ],
    [{ email: 'ok@example.test', password: PASSWORD }, 'Name must be at least 3 characters.'],
    [
      { email: 'ok@example.test', name: 'Good Name', password: 'short-A1!' },
      'Password must be 12+ chars, with upper, lower, number, and special char.',
    ],
    [
      { email: 'ok@example.test', name: 'Good Name', password: 'alllowercase-123!' },
      'Password must be 12+ chars, with upper, lower, number, and special char.',
    ],
    [
      { email: 'ok@example.test', name: 'Good Name', password: 'NoSpecialChars123' },
      'Password must be 12+ chars, with upper, lower, number, and special char.',
    ],
    [
      { email: 'ok@example.test', name: 'Good Name', password: `Aa1!${'x'.repeat(125)}` },
      'Password must be at most 128 characters.',
    ],
  ])('refuses %j with the spec text', async (payload, message) => {
    const res = await post('/api/auth/register', payload, freshIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message });
  });

  it('check-user says whether a verified e-mail or a name is taken, with no-store; register refuses them with 409', async () => {
    await addUser(t, 'taken@example.test', { username: 'Mwangi' });
    await addUser(t, 'unverified@example.test', { username: 'Pending Person', verified: false });
    const ip = freshIp();
    const check = (body: object) => post('/api/auth/check-user', body, ip);
    const taken = await check({ email: 'TAKEN@example.test', name: 'someone new' });
    expect(taken.json()).toEqual({ exists: true });
    expect(taken.headers['cache-control']).toBe('no-store');
    expect((await check({ email: 'free@example.test', name: 'mwangi' })).json()).toEqual({
      exists: true,
    });
    expect((await check({ email: 'free@example.test', name: 'Someone New' })).json()).toEqual({
      exists: false,
    });
    // An unverified registration can be started over with the same e-mail.
    expect(
      (await check({ email: 'unverified@example.test', name: 'Pending Person' })).json(),
    ).toEqual({ exists: false });
    // The same shape whatever is sent.
    expect((await check({})).json()).toEqual({ exists: false });

    const dup = await post(
      '/api/auth/register',
      { email: 'taken@example.test', name: 'Other', password: PASSWORD },
      freshIp(),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ code: 'USER_EXISTS', message: 'User already exists.' });
    const sameName = await post(
      '/api/auth/register',
      { email: 'new@example.test', name: 'MWANGI', password: PASSWORD },
      freshIp(),
    );
    expect(sameName.statusCode).toBe(409);
  });

  it('registering again before verifying replaces the name and password of the pending account', async () => {
    const ip = freshIp();
    await post(
      '/api/auth/register',
      { email: 'again@example.test', name: 'First Name', password: PASSWORD },
      ip,
    );
    const second = await post(
      '/api/auth/register',
      { email: 'again@example.test', name: 'Second Name', password: 'Another-Pass-99?' },
      ip,
    );
    expect(second.statusCode).toBe(201);
    const rows = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email_normalized', '=', 'again@example.test')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.username).toBe('Second Name');
  });

  it('check-user allows 60 calls per 15 minutes from one (shared) address, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i += 1) {
      expect(
        (await post('/api/auth/check-user', { email: `x${i}@example.test`, name: 'abc' }, ip))
          .statusCode,
      ).toBe(200);
    }
    const blocked = await post(
      '/api/auth/check-user',
      { email: 'y@example.test', name: 'abc' },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(blocked.json().message).toMatch(/^Too many requests/);
    expect(blocked.json().values).toMatchObject({ why: 'requests' });
    expectWrittenByCode(blocked.json());
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('send-code answers 404 for an unknown e-mail and 409 for a verified one', async () => {
    const ip = freshIp();
    const unknown = await post('/api/email/sendcode', { email: 'ghost@example.test' }, ip);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NO_REGISTRATION');
    await addUser(t, 'done@example.test');
    const done = await post('/api/email/sendcode', { email: 'done@example.test' }, ip);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe('This e-mail is already verified. Please log in.');
    const bad = await post('/api/email/sendcode', { email: 'not an email' }, ip);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid email format.');
  });

  it('resends wait 60 s, replace the old code, and stop after 3 resends', async () => {
    await addUser(t, 'resend@example.test', { verified: false });
    const ip = freshIp();
    const send = () => post('/api/email/sendcode', { email: 'resend@example.test' }, ip);
    expect((await send()).json().resendsLeft).toBe(3);
    const first = await lastCode(t, 'resend@example.test');

    const tooSoon = await send();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      code: 'RESEND_COOLDOWN',
      message: 'Please wait 60 seconds before asking for a new code.',
      values: { seconds: 60 },
    });
    expect(tooSoon.headers['retry-after']).toBe('60');

    t.clock.advance(30_000);
    expect((await send()).json().message).toBe(
      'Please wait 30 seconds before asking for a new code.',
    );

    for (const left of [2, 1, 0]) {
      t.clock.advance(60_000);
      const res = await send();
      expect(res.statusCode).toBe(200);
      expect(res.json().resendsLeft).toBe(left);
    }
    t.clock.advance(60_000);
    const noMore = await send();
    expect(noMore.statusCode).toBe(429);
    expect(noMore.json().code).toBe('RESEND_LIMIT');

    // Each resend replaced the code: the first one no longer works, the newest does.
    const latest = await lastCode(t, 'resend@example.test');
    if (first !== latest) {
      const old = await post(
        '/api/email/verify-email',
        { email: 'resend@example.test', code: first },
        ip,
      );
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('CODE_WRONG');
    }
    const ok = await post(
      '/api/email/verify-email',
      { email: 'resend@example.test', code: latest },
      ip,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('the send allowance comes back an hour after the first send', async () => {
    await addUser(t, 'later@example.test', { verified: false });
    const ip = freshIp();
    const send = () => post('/api/email/sendcode', { email: 'later@example.test' }, ip);
    for (let i = 0; i < 4; i += 1) {
      expect((await send()).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await send()).statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    const fresh = await send();
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().resendsLeft).toBe(3);
  });

  it('a code dies after 5 wrong tries, even the right one afterwards', async () => {
    await addUser(t, 'guess@example.test', { verified: false });
    const ip = freshIp();
    await post('/api/email/sendcode', { email: 'guess@example.test' }, ip);
    const code = await lastCode(t, 'guess@example.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (c: string) =>
      post('/api/email/verify-email', { email: 'guess@example.test', code: c }, ip);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'CODE_WRONG',
        message: `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        values: { left },
      });
    }
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 'CODE_LOCKED',
      message: 'Too many wrong codes. Please request a new code.',
    });
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('CODE_MISSING');
    const user = await t.db
      .selectFrom('users')
      .select('verified')
      .where('email_normalized', '=', 'guess@example.test')
      .executeTakeFirstOrThrow();
    expect(user.verified).toBe(0);
  });

  it('concurrent guesses cannot exceed 5 tries between them', async () => {
    await addUser(t, 'race@example.test', { verified: false });
    const ip = freshIp();
    await post('/api/email/sendcode', { email: 'race@example.test' }, ip);
    const code = await lastCode(t, 'race@example.test');
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((c) =>
        post('/api/email/verify-email', { email: 'race@example.test', code: c }, ip),
      ),
    );
    const codes = answers.map((a) => a.json().code);
    expect(codes.filter((c) => c === 'CODE_WRONG').length).toBe(4);
    expect(codes.filter((c) => c === 'CODE_LOCKED' || c === 'CODE_MISSING').length).toBe(8);
    expect(
      (await post('/api/email/verify-email', { email: 'race@example.test', code }, ip)).statusCode,
    ).not.toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    await addUser(t, 'slow@example.test', { verified: false });
    const ip = freshIp();
    await post('/api/email/sendcode', { email: 'slow@example.test' }, ip);
    const code = await lastCode(t, 'slow@example.test');
    t.clock.advance(10 * 60 * 1000);
    const res = await post('/api/email/verify-email', { email: 'slow@example.test', code }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'CODE_EXPIRED',
      message: 'The code has expired. Please request a new code.',
    });
  });

  it('a code works just before it expires, and only for its own e-mail', async () => {
    await addUser(t, 'mine@example.test', { verified: false });
    await addUser(t, 'yours@example.test', { verified: false });
    const ip = freshIp();
    await post('/api/email/sendcode', { email: 'mine@example.test' }, ip);
    await post('/api/email/sendcode', { email: 'yours@example.test' }, ip);
    const mine = await lastCode(t, 'mine@example.test');
    const yours = await lastCode(t, 'yours@example.test');
    if (mine !== yours) {
      const cross = await post(
        '/api/email/verify-email',
        { email: 'mine@example.test', code: yours },
        ip,
      );
      expect(cross.json().code).toBe('CODE_WRONG');
    }
    t.clock.advance(10 * 60 * 1000 - 1000);
    expect(
      (await post('/api/email/verify-email', { email: 'mine@example.test', code: mine }, ip))
        .statusCode,
    ).toBe(200);
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['']])(
    'refuses the code %j with the spec text',
    async (code) => {
      const res = await post(
        '/api/email/verify-email',
        { email: 'a@example.test', code },
        freshIp(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'Code must be exactly 6 digits.',
      });
    },
  );

  it('send-code is limited to 20 calls per 15 minutes from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1)
      await post('/api/email/sendcode', { email: `nobody${i}@example.test` }, ip);
    const blocked = await post('/api/email/sendcode', { email: 'nobody@example.test' }, ip);
    expect(blocked.statusCode).toBe(429);
  });

  it('verify is limited to 30 calls per 15 minutes from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i += 1)
      await post('/api/email/verify-email', { email: 'nobody@example.test', code: '123456' }, ip);
    const blocked = await post(
      '/api/email/verify-email',
      { email: 'nobody@example.test', code: '123456' },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });
});

describe(`forgotten password (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

  it('mails a reset code; the new password must follow the rule; old sessions end; the new password logs in', async () => {
    await addUser(t, 'forgetful@example.test', { username: 'forgetful' });
    const ip = freshIp();
    const session = (
      await post('/api/auth/login', { email: 'forgetful@example.test', password: PASSWORD }, ip)
    ).json().token;

    const asked = await post('/api/auth/forgot-password', { email: 'Forgetful@example.test' }, ip);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({
      message: 'If an account exists for this e-mail, a reset code is on its way.',
      resendsLeft: 3,
    });
    const code = await lastCode(t, 'forgetful@example.test');
    expect(await lastMailTo(t, 'forgetful@example.test')).toContain(
      'Subject: Your Athi River Hardware password reset code',
    );

    const weak = await post(
      '/api/auth/reset-password',
      { email: 'forgetful@example.test', code, password: 'weakpassword' },
      ip,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      'Password must be 12+ chars, with upper, lower, number, and special char.',
    );

    const reset = await post(
      '/api/auth/reset-password',
      { email: 'forgetful@example.test', code, password: 'Brand-New-Pass-7#' },
      ip,
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Your password has been changed. You can now log in.',
    });

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-user',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'forgetful@example.test', password: PASSWORD }, ip))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          '/api/auth/login',
          { email: 'forgetful@example.test', password: 'Brand-New-Pass-7#' },
          ip,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('answers an unknown e-mail the same way and mails nothing', async () => {
    const res = await post(
      '/api/auth/forgot-password',
      { email: 'stranger@example.test' },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'If an account exists for this e-mail, a reset code is on its way.',
    );
    const mails = await outboxMails(t);
    expect(mails.some((m) => m.includes('To: stranger@example.test'))).toBe(false);
  });

  it('a reset code verifies a pending account, dies after 5 wrong tries and expires after 10 minutes', async () => {
    await addUser(t, 'pending-reset@example.test', { verified: false });
    const ip = freshIp();
    await post('/api/auth/forgot-password', { email: 'pending-reset@example.test' }, ip);
    const code = await lastCode(t, 'pending-reset@example.test');
    const wrong = code === '999999' ? '888888' : '999999';
    const reset = (c: string) =>
      post(
        '/api/auth/reset-password',
        { email: 'pending-reset@example.test', code: c, password: 'Brand-New-Pass-7#' },
        ip,
      );
    for (let i = 0; i < 4; i += 1) expect((await reset(wrong)).json().code).toBe('CODE_WRONG');
    expect((await reset(wrong)).statusCode).toBe(429);
    expect((await reset(code)).json().code).toBe('CODE_MISSING');

    t.clock.advance(61_000);
    await post('/api/auth/forgot-password', { email: 'pending-reset@example.test' }, ip);
    const second = await lastCode(t, 'pending-reset@example.test');
    t.clock.advance(10 * 60 * 1000);
    expect((await reset(second)).json().code).toBe('CODE_EXPIRED');

    await post('/api/auth/forgot-password', { email: 'pending-reset@example.test' }, ip);
    const third = await lastCode(t, 'pending-reset@example.test');
    expect((await reset(third)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('verified')
      .where('email_normalized', '=', 'pending-reset@example.test')
      .executeTakeFirstOrThrow();
    expect(row.verified).toBe(1);
  });

  it('reset codes and registration codes do not stand in for each other', async () => {
    await addUser(t, 'both@example.test', { verified: false });
    const ip = freshIp();
    await post('/api/email/sendcode', { email: 'both@example.test' }, ip);
    const verifyCode = await lastCode(t, 'both@example.test');
    const res = await post(
      '/api/auth/reset-password',
      { email: 'both@example.test', code: verifyCode, password: 'Brand-New-Pass-7#' },
      ip,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_MISSING');
  });

  it('forgot-password resends wait 60 s', async () => {
    await addUser(t, 'impatient@example.test');
    const ip = freshIp();
    expect(
      (await post('/api/auth/forgot-password', { email: 'impatient@example.test' }, ip)).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/forgot-password', { email: 'impatient@example.test' }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('RESEND_COOLDOWN');
  });
});
