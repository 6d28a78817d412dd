import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { hashPassword } from './password.js';
import { insertUser } from './user.repository.js';

// Code allowances belong to whoever asks: a stranger cannot use up the admin's reset codes, and
// forgot-password answers the same for every e-mail, known or not.

describe(`code allowances per requester (${dialectUnderTest})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (const [email, verified] of [
      ['boss@example.test', true],
      ['pending@example.test', false],
    ] as const)
      await insertUser(
        t.db,
        {
          email,
          username: email.split('@')[0]!,
          passwordHash: await hashPassword('Correct-Horse-42!'),
          role: 'user',
          verified,
        },
        t.clock.now(),
      );
  });
  afterAll(async () => t.close());

  const forgot = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });

  it('a stranger who spends the reset allowance of the admin e-mail does not block the admin', async () => {
    const stranger = '203.0.113.50';
    for (let i = 0; i < 4; i += 1) {
      expect((await forgot('boss@example.test', stranger)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await forgot('boss@example.test', stranger)).statusCode).toBe(429);
    const boss = await forgot('boss@example.test', '198.51.100.7');
    expect(boss.statusCode).toBe(200);
    expect(boss.json().resendsLeft).toBe(3);
  });

  it('answers alike for unknown, unverified and verified e-mails, including the wait', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const answers = [];
    for (const email of ['ghost@example.test', 'pending@example.test', 'boss@example.test']) {
      const ip = '198.51.100.20';
      const first = await forgot(email, ip);
      const again = await forgot(email, ip);
      answers.push({
        first: [first.statusCode, first.json()],
        again: [again.statusCode, again.json(), again.headers['retry-after']],
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]!.again[0]).toBe(429);
  });
});
