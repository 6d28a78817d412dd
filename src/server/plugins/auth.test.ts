import { describe, expect, it } from 'vitest';
import { staffName } from './auth.js';

describe('staffName', () => {
  it('names staff by username, else by e-mail', () => {
    expect(staffName({ username: 'wanjiru', email: 'w@shop.ke' })).toBe('wanjiru');
    expect(staffName({ username: '', email: 'w@shop.ke' })).toBe('w@shop.ke');
  });

  it('says "staff" where no one is signed in', () => {
    expect(staffName(null)).toBe('staff');
  });
});
