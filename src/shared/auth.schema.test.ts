import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './account-rules.js';
import { Code, Email, NewPassword } from './auth.schema.js';

// Patterns that see client input must run in linear time, and lengths are checked before them.
const elapsed = (fn: () => unknown) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
// The shape that made the old e-mail pattern try every split of the domain: many 'a.' and no end.
const adversarial = (n: number) => `a@${'a.'.repeat(n)} `;

describe('e-mail rule', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['a@b.co', 'wanjiru.k+shop@mail.example.co.ke', 'A@B.CD'])
      expect(Email.safeParse(ok).success).toBe(true);
    for (const bad of ['a@b', 'a@.b', 'a@b.', 'a b@c.de', 'a@b..c', '@b.cd', 'a@@b.cd'])
      expect(Email.safeParse(bad).success).toBe(false);
  });

  it('checks a 50,000-character hostile address in linear time', () => {
    expect(elapsed(() => EMAIL_PATTERN.test(adversarial(25_000)))).toBeLessThan(50);
  });

  it('refuses an over-long value by its length before any pattern runs', () => {
    const result = Email.safeParse(adversarial(16_000));
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe('Invalid email format.');
    expect(elapsed(() => Email.safeParse(adversarial(16_000)))).toBeLessThan(50);
    expect(NewPassword.safeParse('Aa1!'.repeat(10_000)).error?.issues).toHaveLength(1);
    expect(Code.safeParse('1'.repeat(10_000)).error?.issues).toHaveLength(1);
  });
});
