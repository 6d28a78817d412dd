import type { Payment } from '#shared/payment.schema.js';
import { formatMoney } from '#shared/pricing.js';
import { ConflictError } from '../../lib/errors.js';
import type { PaymentDeps } from '../payments/payment.deps.js';
import { newPrompt, sendPrompt } from '../payments/payment.prompts.js';
import { accountView } from './trade.service.js';
import type { AccountRow } from './trade.repository.js';

// 'Pay my balance' (issue 45): an M-Pesa prompt with no order, whose account reference is the
// trade account's number. Once paid, the ledger enters it like a paybill payment to that number
// (a paid, unmatched payment whose reference is the number; the 'payment.settled' hearer posts
// it at once, and every read would).

export async function payBalance(
  deps: PaymentDeps,
  account: AccountRow,
  input: { phone: string; amount: number },
): Promise<Payment> {
  if (deps.config.mpesa.env === 'off')
    throw new ConflictError('Paying with M-Pesa from this page is not available.', 'MPESA_OFF');
  const { owed } = await accountView(deps, account);
  if (input.amount > owed)
    throw new ConflictError(
      'That is more than you owe on your account. Please pay at most your balance.',
      'PAY_MORE_THAN_OWED',
    );
  const cap = deps.config.mpesa.maxAmount;
  if (input.amount > cap)
    throw new ConflictError(
      `M-Pesa takes at most ${formatMoney(cap)} in one payment, and this order owes ${formatMoney(input.amount)}. Please pay it at the shop or by bank transfer.`,
      'MPESA_AMOUNT_OVER_LIMIT',
    ).with({ max: formatMoney(cap), owed: formatMoney(input.amount) });
  const row = newPrompt(deps, {
    order_id: null,
    amount: input.amount,
    phone: input.phone,
    account_reference: account.number,
  });
  return sendPrompt(deps, row, 'Account payment');
}
