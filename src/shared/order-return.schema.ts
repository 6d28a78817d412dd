import { z } from './zod.js';

// Returns of delivered (or collected) goods (issue 44, docs/decisions/174-returns.md): staff
// choose lines and quantities (exact decimals in the line's sell unit), a reason, whether the
// goods go back to stock, and how the money goes back. One schema for the admin dialog and the
// route; the server checks what the schema cannot (what is left to return, the order's state).

export const REFUND_METHODS = ['cash', 'mpesa', 'account'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export const RETURN_LIMITS = { reasonMax: 500, referenceMax: 40, linesMax: 200 } as const;

export const ReturnInput = z.object({
  lines: z
    .array(
      z.object({
        /** The order line, by its place in the order's `items` (0 = the first). */
        item: z.number().int().min(0).max(RETURN_LIMITS.linesMax),
        /** A decimal string in the line's sell unit ('2.5'); '0' or empty leaves the line out. */
        quantity: z.string().max(24),
      }),
    )
    .max(RETURN_LIMITS.linesMax),
  /** Why the goods came back: required (decision 49); checked by the server for its code. */
  reason: z.string().trim().max(RETURN_LIMITS.reasonMax).nullish(),
  /** The goods go back on the shelf (false: damaged, written off). */
  restock: z.boolean().default(true),
  refund: z.object({
    method: z.enum(REFUND_METHODS, { error: 'Please choose how the money goes back.' }),
    /** The M-Pesa transaction of the money sent back by hand. */
    reference: z.string().trim().max(RETURN_LIMITS.referenceMax).nullish(),
  }),
});
export type ReturnInput = z.input<typeof ReturnInput>;

export const OrderReturn = z.object({
  _id: z.string(),
  number: z.number().int(),
  at: z.string(),
  by: z.string(),
  reason: z.string(),
  restock: z.boolean(),
  refund: z.object({ method: z.enum(REFUND_METHODS), reference: z.string().nullable() }),
  amount: z.number().int(),
  lines: z.array(
    z.object({
      item: z.number().int(),
      name: z.string(),
      unit: z.string(),
      /** Returned, a decimal string in the line's sell unit. */
      quantity: z.string(),
      amount: z.number().int(),
    }),
  ),
});
export type OrderReturn = z.infer<typeof OrderReturn>;

/** What the admin's order page needs for 'Return goods'. */
export const OrderReturns = z.object({
  returns: z.array(OrderReturn),
  /** Per line of `items`: what may still come back, a decimal string in its sell unit. */
  returnLeft: z.array(z.string()),
  /** Whether the money may go back as a credit to the customer's trade account. */
  onAccount: z.boolean(),
});
export type OrderReturns = z.infer<typeof OrderReturns>;

/** How the money went back, as staff read it. */
export const REFUND_LABEL: Record<RefundMethod, string> = {
  cash: 'Cash',
  mpesa: 'M-Pesa (sent by hand)',
  account: 'Credit to the trade account',
};
