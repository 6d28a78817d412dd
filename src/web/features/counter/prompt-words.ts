import type { CounterSale } from '#shared/counter.schema.js';

// The counter's words for a sale whose M-Pesa prompt is out (decision 172), as decision 26's.

/** What became of the prompt, in words (decision 26's texts). */
export function promptWords(sale: CounterSale): string {
  if (sale.problem) return sale.problem.message;
  const p = sale.payment;
  if (!p) return 'No M-Pesa prompt went out.';
  switch (p.status) {
    case 'pending':
      return 'Waiting for the buyer to enter their M-Pesa PIN...';
    case 'cancelled':
      return 'Payment cancelled.';
    case 'failed':
      return `Payment failed: ${p.reason ?? 'M-Pesa did not take it.'}`;
    case 'no-answer':
      return 'No answer from M-Pesa yet.';
    case 'amount-differs':
      return `M-Pesa confirmed a different amount: ${p.reason ?? ''} Ask the owner.`;
    default:
      return 'Paid. Making the sale...';
  }
}
