import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from '../../lib/app-secret.js';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { lastCode } from '../../test/outbox.js';
import { checkCode, issueCode } from './mailed-code.service.js';

// A mailed code belongs to the registration that asked for it, and is stored as an HMAC under the
// app secret.

let ipCounter = 0;
const freshIp = () => `10.55.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe(`codes bound to their registration (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });

  async function registerAndMail(email: string, password: string, name: string) {
    expect((await post('/api/auth/register', { email, name, password })).statusCode).toBe(201);
    expect((await post('/api/email/sendcode', { email })).statusCode).toBe(200);
    return lastCode(t, email);
  }

  it('registering again invalidates the code sent for the earlier registration', async () => {
    const code = await registerAndMail('twice@example.test', 'First-Password-1!', 'twice');
    await post('/api/auth/register', {
      email: 'twice@example.test',
      name: 'twice',
      password: 'Other-Password-2!',
    });
    const res = await post('/api/email/verify-email', { email: 'twice@example.test', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_MISSING');
    const login = await post('/api/auth/login', {
      email: 'twice@example.test',
      password: 'Other-Password-2!',
    });
    expect(login.statusCode).toBe(403);
  });

  it('a code sent while the account had one password cannot verify it with another', async () => {
    const code = await registerAndMail('bound@example.test', 'First-Password-1!', 'bound');
    // The password changes behind the code's back (as a registration racing the mail would).
    await t.db
      .updateTable('users')
      .set({ password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$c29tZWhhc2g' })
      .where('email_normalized', '=', 'bound@example.test')
      .execute();
    const res = await post('/api/email/verify-email', { email: 'bound@example.test', code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CODE_WRONG');
  });

  it('stores the code as an HMAC keyed by the app secret', async () => {
    const code = await registerAndMail('hmac@example.test', 'First-Password-1!', 'hmacuser');
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email_normalized', '=', 'hmac@example.test')
      .executeTakeFirstOrThrow();
    const row = await t.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .where('email_normalized', '=', 'hmac@example.test')
      .executeTakeFirstOrThrow();
    const mac = (secret: string) =>
      createHmac('sha256', secret)
        .update(`verify\0hmac@example.test\0${user.password_hash}\0${code}`)
        .digest('hex');
    expect(row.code_hash).toBe(`hmac:${mac(t.app.appSecret)}`);
    expect(row.code_hash).not.toBe(`hmac:${mac('another-secret-of-sufficient-length!!')}`);
    expect(
      (await post('/api/email/verify-email', { email: 'hmac@example.test', code })).statusCode,
    ).toBe(200);
  });

  it('a code asked for earlier but made later (another server, a slow queue) does not replace a newer one', async () => {
    const binding = { secret: t.app.appSecret, passwordHash: 'the-hash-at-send-time' };
    const at = (s: number) => new Date(Date.UTC(2026, 0, 6, 8, 0, s));
    const newer = await issueCode(t.db, 'order@example.test', 'verify', binding, at(5));
    const older = await issueCode(t.db, 'order@example.test', 'verify', binding, at(0));
    expect(newer).toBeDefined();
    expect(older).toBeUndefined();
    const row = await checkCode(t.db, 'order@example.test', 'verify', newer!.code, binding, at(6));
    expect(row.code_hash).toMatch(/^hmac:/);
    // Made in the order asked for, the later one replaces the earlier as before.
    const first = await issueCode(t.db, 'order@example.test', 'reset', binding, at(0));
    const second = await issueCode(t.db, 'order@example.test', 'reset', binding, at(0));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    // Two random six-digit codes are equal once in a million draws; draw again until they differ.
    let earlier = first!;
    let later = second!;
    while (earlier.code === later.code) {
      earlier = later;
      later = (await issueCode(t.db, 'order@example.test', 'reset', binding, at(0)))!;
    }
    await expect(
      checkCode(t.db, 'order@example.test', 'reset', earlier.code, binding, at(1)),
    ).rejects.toMatchObject({ code: 'CODE_WRONG' });
    await expect(
      checkCode(t.db, 'order@example.test', 'reset', later.code, binding, at(1)),
    ).resolves.toBeDefined();
  });

  it.skipIf(dialectUnderTest !== 'sqlite')(
    'makes the secret once on the embedded default, in DATA_DIR, readable by the owner only',
    () => {
      const file = path.join(t.dataDir, 'app-secret');
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(t.app.appSecret);
      expect(t.app.appSecret.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadAppSecret({ appSecretFile: file })).toBe(t.app.appSecret);
    },
  );
});
