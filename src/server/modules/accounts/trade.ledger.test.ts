import { describe, expect, it } from 'vitest';
import {
  ageing,
  isOnHold,
  outstandingByCharge,
  statementOf,
  type LedgerEntry,
} from './trade.ledger.js';

let n = 0;
const entry = (
  kind: LedgerEntry['kind'],
  amount: number,
  day: string,
  dueDay: string | null = null,
): LedgerEntry => ({
  id: `e${(n += 1)}`,
  kind,
  amount,
  day,
  dueDay,
  reference: null,
  createdAt: `${day}T09:00:00.000Z`,
});

describe('a trade account ledger', () => {
  const first = entry('charge', 40_000, '2026-09-01', '2026-10-01');
  const second = entry('charge', 25_000, '2026-10-05', '2026-11-04');
  const paid = entry('payment', 50_000, '2026-10-20');
  const all = [second, paid, first];

  it('pays the oldest charge first', () => {
    const left = outstandingByCharge(all);
    expect(left.get(first.id)).toBe(0);
    expect(left.get(second.id)).toBe(15_000);
  });

  it('ages what is unpaid by days past its due day', () => {
    expect(ageing(all, '2026-11-04')).toEqual({
      current: 15_000,
      d1to30: 0,
      d31to60: 0,
      d61to90: 0,
      over90: 0,
    });
    expect(ageing(all, '2026-11-05').d1to30).toBe(15_000);
    expect(ageing(all, '2026-12-05').d31to60).toBe(15_000);
    expect(ageing(all, '2027-02-03').over90).toBe(15_000);
  });

  it('holds the account past the allowed days overdue', () => {
    expect(isOnHold(all, '2026-12-04', 30)).toBe(false);
    expect(isOnHold(all, '2026-12-05', 30)).toBe(true);
    expect(isOnHold([...all, entry('payment', 15_000, '2026-12-01')], '2026-12-05', 30)).toBe(
      false,
    );
  });

  it('closes each statement at its opening plus its entries', () => {
    const s = statementOf(all, '2026-10-01', '2026-10-31');
    expect(s.opening).toBe(40_000);
    expect(s.entries.map((e) => [e.amount, e.balance])).toEqual([
      [25_000, 65_000],
      [-50_000, 15_000],
    ]);
    expect(s.closing).toBe(s.opening + s.entries.reduce((sum, e) => sum + e.amount, 0));
  });
});
