import { randomInt } from 'node:crypto';

// What the Daraja simulator's customer does (daraja.simulator.ts): the phone number chooses it, so
// a newcomer can try every outcome from the order page; and what M-Pesa then sends the shop: the
// STK callback, with its metadata as Daraja writes it, and a C2B confirmation.

export const DEMO_PHONES = {
  '254708374149': 'success',
  '254700000001': 'cancelled',
  '254700000002': 'insufficient-balance',
  '254700000003': 'wrong-pin',
  '254700000004': 'unreachable',
  '254700000005': 'no-callback-then-query-success',
  '254700000006': 'duplicate-callbacks',
  '254700000007': 'short-amount',
  '254700000008': 'no-answer',
} as const;
export type DemoScenario = (typeof DEMO_PHONES)[keyof typeof DEMO_PHONES] | 'success';

export const RESULTS: Record<DemoScenario, { code: number; desc: string }> = {
  success: { code: 0, desc: 'The service request is processed successfully.' },
  'duplicate-callbacks': { code: 0, desc: 'The service request is processed successfully.' },
  'short-amount': { code: 0, desc: 'The service request is processed successfully.' },
  'no-callback-then-query-success': {
    code: 0,
    desc: 'The service request is processed successfully.',
  },
  cancelled: { code: 1032, desc: 'Request cancelled by user' },
  'insufficient-balance': { code: 1, desc: 'The balance is insufficient for the transaction.' },
  'wrong-pin': { code: 2001, desc: 'The initiator information is invalid.' },
  unreachable: { code: 1037, desc: 'DS timeout user cannot be reached' },
  'no-answer': { code: 1037, desc: 'DS timeout user cannot be reached' },
};

export function scenarioFor(phone: string): DemoScenario {
  return (DEMO_PHONES as Record<string, DemoScenario>)[phone] ?? 'success';
}

/** A prompt the simulator accepted. */
export interface Push {
  checkoutRequestId: string;
  merchantRequestId: string;
  scenario: DemoScenario;
  amount: number;
  phone: string;
  callbackUrl: string;
  answersAt: number;
}

const receipt = () =>
  Array.from({ length: 10 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[randomInt(34)]).join('');

/** Now in Nairobi (UTC+3) as Daraja writes times: yyyyMMddHHmmss. */
const nairobiNow = () =>
  new Date(Date.now() + 3 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The STK callback of a prompt, as its scenario answers it. */
export function callbackBody(push: Push) {
  const result = RESULTS[push.scenario];
  const stkCallback: Record<string, unknown> = {
    MerchantRequestID: push.merchantRequestId,
    CheckoutRequestID: push.checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.desc,
  };
  if (result.code === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        {
          Name: 'Amount',
          Value: push.scenario === 'short-amount' ? push.amount - 1 : push.amount,
        },
        { Name: 'MpesaReceiptNumber', Value: receipt() },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(nairobiNow()) },
        { Name: 'PhoneNumber', Value: Number(push.phone) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

/** The confirmation M-Pesa sends the shop for a simulated C2B payment. */
export function c2bConfirmation(shortcode: string, body: Record<string, unknown>) {
  return {
    TransactionType: 'Pay Bill',
    TransID: receipt(),
    TransTime: nairobiNow(),
    TransAmount: String(body.Amount),
    BusinessShortCode: shortcode,
    BillRefNumber: String(body.BillRefNumber ?? ''),
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: String(body.Msisdn ?? '254708374149'),
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
  };
}
