import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { hashingLoad, hashPassword } from './password.js';
import { MAX_SESSIONS_PER_USER } from './session.repository.js';
import { insertUser } from './user.repository.js';

// Login throttling replayed as an attacker would: many guesses at once, many addresses of one
// IPv6 network, many successful logins, many sessions.

const PASSWORD = 'Correct-Horse-42!';

describe(`login throttling under attack (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function addUser(email: string) {
    await insertUser(
      t.db,
      {
        email,
        username: email.split('@')[0]!,
        passwordHash: await hashPassword(PASSWORD),
        role: 'user',
        verified: true,
      },
      t.clock.now(),
    );
  }
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });

  it('checks at most 10 of 60 parallel wrong guesses; the rest get 429', async () => {
    await addUser('parallel@example.test');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login('parallel@example.test', `Wrong-guess-${i}!`, '10.40.0.1'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(hashingLoad().peak).toBeLessThanOrEqual(hashingLoad().slots);
    // The right password is throttled too until the window ends.
    expect((await login('parallel@example.test', PASSWORD, '10.40.0.1')).statusCode).toBe(429);
  });

  it('counts every address of one IPv6 /64 as one', async () => {
    await addUser('ipv6@example.test');
    for (let i = 1; i <= 10; i += 1) {
      const res = await login(
        'ipv6@example.test',
        'Wrong-guess-1!',
        `2001:db8:5:6::${i.toString(16)}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const fromSameNetwork = await login('ipv6@example.test', PASSWORD, '2001:db8:5:6:ffff::1');
    expect(fromSameNetwork.statusCode).toBe(429);
    const fromOtherNetwork = await login('ipv6@example.test', PASSWORD, '2001:db8:5:7::1');
    expect(fromOtherNetwork.statusCode).toBe(200);
  });

  it('limits successful logins per address', async () => {
    await addUser('many@example.test');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await login('many@example.test', PASSWORD, '10.40.0.2')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} live sessions per person, ending the oldest`, async () => {
    await addUser('sessions@example.test');
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 3; i += 1) {
      t.clock.advance(1000);
      const res = await login('sessions@example.test', PASSWORD, `10.41.0.${i + 1}`);
      expect(res.statusCode).toBe(200);
      tokens.push(res.json().token);
    }
    const check = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/check-user',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    for (const token of tokens.slice(0, 3)) expect(await check(token)).toBe(401);
    for (const token of tokens.slice(3)) expect(await check(token)).toBe(200);
  });
});
