import { describe, expect, it } from 'vitest';
import { canMoveTo, nextStatusesOf } from './order.schema.js';

// 'Collected' (decision 173): goods the buyer took from the shop. A paid order is handed over; an
// order on a trade account is handed over without Paid (decision 153), as it can be dispatched.

describe('the Collected status', () => {
  it('follows Paid, and Confirmed only on a trade account, and ends the flow', () => {
    expect(canMoveTo('Paid', 'Collected')).toBe(true);
    expect(canMoveTo('Confirmed', 'Collected')).toBe(false);
    expect(canMoveTo('Confirmed', 'Collected', true)).toBe(true);
    expect(canMoveTo('New', 'Collected', true)).toBe(false);
    expect(nextStatusesOf('Collected')).toEqual([]);
    expect(nextStatusesOf('Confirmed', true)).toEqual([
      'Paid',
      'Cancelled',
      'Dispatched',
      'Collected',
    ]);
  });
});
