import { z } from 'zod';
import { codeText, numberish } from './daraja.answers.js';
import type { StkCallbackJob } from '../../plugins/job-kinds.js';

// What Daraja sends the shop on its own (docs/decisions/092-daraja-client-and-simulator.md): the
// STK callback and the C2B confirmation, and the amounts in them (docs/decisions/115-mpesa-amount-
// shapes.md). Each is read by name, never by position, into what the payments module keeps.

const MetadataItem = z.object({
  Name: z.string(),
  // Balance usually comes without a Value at all; any other shape is read (or not) by Name.
  Value: z.unknown().optional(),
});

export const StkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: numberish,
      ResultDesc: z.string().max(500).optional().default(''),
      CallbackMetadata: z.object({ Item: z.array(MetadataItem).max(20) }).optional(),
    }),
  }),
});

/**
 * An amount as M-Pesa writes it (docs/decisions/115-mpesa-amount-shapes.md): a whole number of
 * shillings, as a number or as a string ('1500', '1500.00'). Fractions, zero, negatives, numbers
 * past 2^53 and words are not amounts.
 */
const Shillings = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,16}(\.0+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** Whole shillings, or null when the value is not one (the shop's own cap is checked apart). */
export function readShillings(value: unknown): number | null {
  const parsed = Shillings.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** What was sent as an amount, short enough to show staff: 'missing' when nothing was. */
export function amountAsSent(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'missing';
  return (typeof value === 'string' ? JSON.stringify(value) : String(value)).slice(0, 40);
}

/**
 * A Daraja STK callback as read: the job that settles it keeps exactly this, so its one
 * definition is the job payload's (plugins/job-kinds.ts).
 */
export type StkResult = StkCallbackJob;

/** Reads a callback body: metadata by Name, never by position; numbers as numbers or strings. */
export function readStkCallback(body: unknown): StkResult | null {
  const parsed = StkCallbackBody.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const items = new Map((cb.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
  const amount = items.get('Amount');
  const receipt = items.get('MpesaReceiptNumber');
  const phone = items.get('PhoneNumber');
  return {
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    amount: readShillings(amount),
    amountText: amountAsSent(amount),
    receipt:
      receipt !== undefined && /^[A-Z0-9]{6,20}$/i.test(String(receipt))
        ? String(receipt).toUpperCase()
        : null,
    phone: /^\d{9,15}$/.test(String(phone)) ? String(phone) : null,
  };
}

export const C2bConfirmationBody = z.object({
  TransactionType: z.string().max(40).optional(),
  TransID: z.string().regex(/^[A-Za-z0-9]{6,20}$/),
  TransTime: z.string().max(20).optional(),
  // Read by readShillings: a confirmation whose amount is not one is kept for staff, not refused.
  TransAmount: z.union([z.string().max(60), z.number()]).optional(),
  BusinessShortCode: codeText,
  BillRefNumber: z.string().max(40).optional().default(''),
  InvoiceNumber: z.string().max(40).optional(),
  OrgAccountBalance: z.union([z.string(), z.number()]).optional(),
  ThirdPartyTransID: z.string().max(40).optional(),
  MSISDN: codeText.optional(),
  FirstName: z.string().max(60).optional(),
  MiddleName: z.string().max(60).optional(),
  LastName: z.string().max(60).optional(),
});
export type C2bConfirmation = z.output<typeof C2bConfirmationBody>;
