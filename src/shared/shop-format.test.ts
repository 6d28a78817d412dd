import { describe, expect, it } from 'vitest';
import { sw } from './messages/sw.js';
import { formatDate, formatDateTime, formatNumber } from './shop-format.js';

describe('formatNumber', () => {
  it('groups thousands with commas as Kenyan English does', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(20000)).toBe('20,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
  });

  it('keeps at most the decimals asked for, without trailing zeros', () => {
    expect(formatNumber(1250.5, 2)).toBe('1,250.5');
    expect(formatNumber(1250.5)).toBe('1,251');
    expect(formatNumber(1250.456, 2)).toBe('1,250.46');
    expect(formatNumber(1250.1, 2)).toBe('1,250.1');
    expect(formatNumber(1250.004, 2)).toBe('1,250');
  });

  it('rounds a half away from zero in decimal, not by its binary double', () => {
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(-0.001, 2)).toBe('0');
  });

  it('writes what Intl writes for en-KE', () => {
    const intl = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });
    for (const n of [0, 7, 12.5, 999.99, 1000, 45000.75, 1234567.89, 987654321, -4321.1]) {
      expect(formatNumber(n, 2)).toBe(intl.format(n));
    }
  });

  it('reads anything not a number as 0', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY, 2)).toBe('0');
  });
});

describe('formatDate and formatDateTime', () => {
  it('write the day and time in Nairobi, whatever the machine zone', () => {
    expect(formatDate('2026-11-23T14:05:00.000Z')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-23T14:05:00.000Z')).toBe('23 Nov 2026, 17:05');
    // 22:30 UTC is already the next morning in Kenya.
    expect(formatDate('2026-11-23T22:30:00.000Z')).toBe('24 Nov 2026');
    expect(formatDateTime('2026-12-31T21:00:00.000Z')).toBe('1 Jan 2027, 00:00');
  });

  it('match what Intl writes for en-KE in the shop zone', () => {
    const day = new Intl.DateTimeFormat('en-KE', {
      dateStyle: 'medium',
      timeZone: 'Africa/Nairobi',
    });
    const at = new Intl.DateTimeFormat('en-KE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Africa/Nairobi',
    });
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(Date.UTC(2026, month, 3, 6, 7)).toISOString();
      expect(formatDate(iso)).toBe(day.format(new Date(iso)));
      expect(formatDateTime(iso)).toBe(at.format(new Date(iso)));
    }
  });

  it('show a text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});

describe('dates in Swahili', () => {
  const SW = sw.months;
  it("write the shop's day with the month's Swahili name", () => {
    expect(formatDate('2026-03-05T09:00:00.000Z', SW)).toBe('5 Machi 2026');
    // 22:30 in UTC is already the next day in Nairobi.
    expect(formatDateTime('2026-11-30T22:30:00.000Z', SW)).toBe('1 Desemba 2026, 01:30');
  });
});
