// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Payment } from '#shared/payment.schema.js';
import { PaymentList } from './PaymentList';

const payment = (status: Payment['status']): Payment => ({
  method: 'stk',
  status,
  amount: 1520,
  phone: '2547*****149',
  at: '2026-11-25T04:53:27.263Z',
});

it('names each status in words and marks paid and troubled payments apart', () => {
  const { getByText } = render(
    <PaymentList
      payments={[
        payment('paid'),
        payment('amount-differs'),
        payment('no-answer'),
        payment('pending'),
      ]}
    />,
  );
  const paid = getByText('Paid');
  const differs = getByText('Amount differs');
  const none = getByText('No answer');
  const waiting = getByText('Waiting');
  // Every badge has its base look; paid and the troubled ones each add their own colour.
  for (const badge of [paid, differs, none, waiting])
    expect(badge.classList.length).toBeGreaterThan(0);
  expect(paid.className).not.toBe(waiting.className);
  expect(differs.className).not.toBe(waiting.className);
  expect(differs.className).not.toBe(paid.className);
  expect(none.className).toContain(differs.classList[0]!);
});
