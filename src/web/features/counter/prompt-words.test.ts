import { describe, expect, it } from 'vitest';
import type { CounterSale } from '#shared/counter.schema.js';
import { promptOut } from './api';
import { promptWords } from './prompt-words';

// The counter follows a sale paid by M-Pesa prompt (decision 172) while the prompt is out and
// while the money has settled but the sale is not made yet; once it is failed, cancelled or
// unanswered it stops and says so, offering the cashier a way on.

const sale = (over: Partial<CounterSale>): CounterSale => ({
  reference: 'ARH-2345-6789',
  status: 'New',
  total: 780,
  given: 0,
  change: 0,
  payment: null,
  ...over,
});
const prompt = (status: NonNullable<CounterSale['payment']>['status'], reason?: string) => ({
  method: 'stk' as const,
  status,
  amount: 780,
  phone: '2547*****149',
  at: '2026-11-28T10:00:00.000Z',
  ...(reason ? { reason } : {}),
});

describe('following a counter sale paid by M-Pesa prompt', () => {
  it('follows while the prompt is out and while paid money waits for the sale to be made', () => {
    expect(promptOut(sale({ payment: prompt('pending') }))).toBe(true);
    expect(promptOut(sale({ payment: prompt('paid') }))).toBe(true);
    expect(promptOut(sale({ status: 'Collected', payment: prompt('paid') }))).toBe(false);
    for (const status of ['cancelled', 'failed', 'no-answer'] as const)
      expect(promptOut(sale({ payment: prompt(status) }))).toBe(false);
    expect(promptOut(sale({ problem: { message: 'M-Pesa is down.', code: 'X' } }))).toBe(false);
  });

  it('says what became of the prompt', () => {
    expect(promptWords(sale({ payment: prompt('pending') }))).toMatch(/Waiting for the buyer/);
    expect(promptWords(sale({ payment: prompt('cancelled') }))).toBe('Payment cancelled.');
    expect(promptWords(sale({ payment: prompt('failed', 'Not enough money on M-Pesa.') }))).toBe(
      'Payment failed: Not enough money on M-Pesa.',
    );
    expect(promptWords(sale({ payment: prompt('no-answer') }))).toBe('No answer from M-Pesa yet.');
    expect(promptWords(sale({ problem: { message: 'M-Pesa is not answering.', code: 'X' } }))).toBe(
      'M-Pesa is not answering.',
    );
  });
});
