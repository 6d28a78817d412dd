import { z } from './zod.js';
import { normalizeKenyanPhone } from './kenya.js';

// Payments of orders (M-Pesa Express prompts, paybill confirmations, cash or bank payments typed
// by staff): one schema per contract, used by the order page, the admin screens and the server.

export const PAYMENT_METHODS = ['stk', 'paybill', 'manual'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'cancelled',
  'failed',
  'amount-differs',
  'no-answer',
  // Money whose amount could not be read (or is past what one payment carries): kept for staff,
  // counted nowhere (docs/decisions/115-mpesa-amount-shapes.md).
  'unreadable',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** 254712345678 -> 2547*****678: enough for the payer to recognise, too little to call. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 7)}${phone.slice(-3)}`;
}

export const PAYMENT_LIMITS = {
  /** Prompts per order and per address in ten minutes. */
  perOrderMax: 5,
  perAddressMax: 10,
  window: 10 * 60_000,
  manualNoteMax: 300,
} as const;

export const Payment = z.object({
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  /** Whole shillings: what was paid, or what the prompt asked for while pending. */
  amount: z.number().int(),
  receipt: z.string().optional(),
  phone: z.string().nullable(),
  /** Why a payment failed, in words. */
  reason: z.string().optional(),
  at: z.string(),
});
export type Payment = z.infer<typeof Payment>;

/** What the order page needs to offer 'Pay with M-Pesa'. */
export const OrderPaymentInfo = z.object({
  payments: z.array(Payment),
  /** Whole shillings still owed. */
  amountDue: z.number().int(),
  /** 'off': no prompt offered; 'demo': the simulator answers, no money moves. */
  mpesa: z.enum(['off', 'demo', 'live']),
});
export type OrderPaymentInfo = z.infer<typeof OrderPaymentInfo>;

const PHONE_MESSAGE = 'Please enter a Kenyan M-Pesa number, e.g. 0712 345 678.';

export const PayInput = z.object({
  phone: z
    .string({ error: PHONE_MESSAGE })
    .max(30, PHONE_MESSAGE)
    .transform((v, ctx) => {
      const phone = normalizeKenyanPhone(v);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return phone;
    }),
});
export type PayInput = z.input<typeof PayInput>;

export const AdminPayment = Payment.extend({
  _id: z.string(),
  orderReference: z.string().nullable(),
  /** The account typed on a paybill payment (unmatched ones show what the payer typed). */
  accountReference: z.string().nullable(),
  payerName: z.string().nullable(),
  /** Who recorded or attached it (staff), or null for M-Pesa's own. */
  by: z.string().nullable(),
  note: z.string().nullable(),
  unmatched: z.boolean(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminPaymentPage = z.object({
  items: z.array(AdminPayment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPaymentPage = z.infer<typeof AdminPaymentPage>;

export const AdminPaymentQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});

export const ManualPaymentInput = z.object({
  reference: z.string({ error: 'Please give the order reference.' }).trim().min(1).max(40),
  amount: z
    .number({ error: 'The amount must be a whole number of shillings.' })
    .int('The amount must be a whole number of shillings.')
    .min(1, 'The amount must be at least 1 shilling.')
    .max(10_000_000, 'The amount must be at most 10,000,000.'),
  kind: z.enum(['cash', 'bank'], { error: 'Please choose cash or bank.' }),
  note: z
    .string()
    .trim()
    .max(PAYMENT_LIMITS.manualNoteMax)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ManualPaymentInput = z.input<typeof ManualPaymentInput>;

export const AttachPaymentInput = z.object({
  reference: z.string({ error: 'Please give the order reference.' }).trim().min(1).max(40),
});
