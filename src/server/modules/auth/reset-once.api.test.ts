import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { lastCode } from '../../test/outbox.js';
import { hashPassword } from './password.js';
import { insertUser } from './user.repository.js';

// A reset is one unit: the code is used, the password set and the sessions ended together. One
// code sent twice at the same moment (two tabs, a retry) must change the password only once.

describe(`password reset as one unit (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('uses a code once even when two resets with it arrive at once', async () => {
    await insertUser(
      t.db,
      {
        email: 'twice@example.test',
        username: 'twice',
        passwordHash: await hashPassword('Old-Password-123!'),
        role: 'user',
        verified: true,
      },
      t.clock.now(),
    );
    const post = (url: string, payload: object, ip: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
    expect(
      (await post('/api/auth/forgot-password', { email: 'twice@example.test' }, '10.61.0.1'))
        .statusCode,
    ).toBe(200);
    const code = await lastCode(t, 'twice@example.test');

    const [a, b] = await Promise.all([
      post(
        '/api/auth/reset-password',
        { email: 'twice@example.test', code, password: 'First-New-Pass-1!' },
        '10.61.0.2',
      ),
      post(
        '/api/auth/reset-password',
        { email: 'twice@example.test', code, password: 'Second-New-Pass-2!' },
        '10.61.0.3',
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().code).toBe('CODE_MISSING');
    const winner = a.statusCode === 200 ? 'First-New-Pass-1!' : 'Second-New-Pass-2!';
    const loserPassword = a.statusCode === 200 ? 'Second-New-Pass-2!' : 'First-New-Pass-1!';
    const login = (password: string) =>
      post('/api/auth/login', { email: 'twice@example.test', password }, '10.61.0.4');
    expect((await login(winner)).statusCode).toBe(200);
    expect((await login(loserPassword)).statusCode).toBe(401);
  });
});
