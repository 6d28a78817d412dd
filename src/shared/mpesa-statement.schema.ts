import { z } from './zod.js';

// The M-Pesa statement reconciliation (DESIGN decision 53): the business portal's CSV matched by
// receipt number with the shop's payments into four groups, with both sides' day totals.

export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const StatementLine = z.object({
  receipt: z.string(),
  /** ISO instant: the statement's Completion Time (Nairobi), or the shop's settling time. */
  at: z.string().nullable(),
  /** What the statement says came in (whole shillings); null when the shop alone has it. */
  statementAmount: z.number().nullable(),
  /** What the shop recorded; null when the statement alone has it. */
  shopAmount: z.number().nullable(),
  details: z.string().nullable(),
  otherParty: z.string().nullable(),
  accountNo: z.string().nullable(),
  /** The shop's order, when the payment belongs to one. */
  orderReference: z.string().nullable(),
  /** The shop's payment, when there is one (attach it by its id). */
  paymentId: z.string().nullable(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const StatementDay = z.object({
  day: z.string(),
  statement: z.number(),
  shop: z.number(),
});

export const StatementAnswer = z.object({
  from: z.string(),
  to: z.string(),
  matched: z.array(StatementLine),
  statementOnly: z.array(StatementLine),
  shopOnly: z.array(StatementLine),
  amountDiffers: z.array(StatementLine),
  days: z.array(StatementDay),
});
export type StatementAnswer = z.infer<typeof StatementAnswer>;

export const StatementAttachInput = z.object({
  receipt: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,20}$/, 'Not an M-Pesa receipt number.'),
  amount: z.number().int().min(1).max(10_000_000),
  reference: z.string({ error: 'Please give the order reference.' }).trim().min(1).max(40),
  otherParty: z.string().max(200).nullish(),
});
export type StatementAttachInput = z.infer<typeof StatementAttachInput>;
