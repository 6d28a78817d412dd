import { z } from './zod.js';
import { normalizeKenyanPhone } from './kenya.js';
import { ORDER, OrderInput } from './order.schema.js';
import { PayInput, Payment } from './payment.schema.js';

// A sale at the counter (DESIGN decision 50): the lines as the cart sends them (a variant, a sell
// unit, an exact quantity), an optional buyer, and the money taken.

export const CounterSaleInput = z.object({
  customerName: z.string().trim().max(ORDER.nameMax).optional(),
  phone: z
    .string()
    .max(30)
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) return null;
      const phone = normalizeKenyanPhone(v);
      if (!phone)
        ctx.addIssue({
          code: 'custom',
          message: 'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
        });
      return phone ?? null;
    }),
  /** The buyer's KRA PIN for the eTIMS invoice ('KRA PIN (optional)', decision 61). */
  buyerPin: OrderInput.shape.buyerPin,
  items: OrderInput.shape.items,
  payment: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('cash'),
      /** What the buyer handed over, whole shillings. */
      given: z.number().int().min(0).max(10_000_000),
    }),
    z.object({
      /** A paybill payment already received and held for no order (decision 50). */
      kind: z.literal('paybill'),
      paymentId: z.string().min(1).max(64),
    }),
    z.object({
      /** An M-Pesa prompt to the buyer's phone: the sale waits until it settles (decision 172). */
      kind: z.literal('mpesa'),
      phone: PayInput.shape.phone,
    }),
  ]),
});
export type CounterSaleInput = z.input<typeof CounterSaleInput>;

export const CounterSale = z.object({
  reference: z.string(),
  /** 'Collected' once sold; 'New' while an M-Pesa prompt is out, 'Cancelled' if given up. */
  status: z.string(),
  total: z.number().int(),
  given: z.number().int(),
  change: z.number().int(),
  /** A sale paid by M-Pesa prompt: its latest prompt (pending, paid, failed, ...). */
  payment: Payment.nullable().optional(),
  /** The prompt goes to the project's Daraja simulator: 'Demo payment: no money moves.' */
  demo: z.boolean().optional(),
  /** Why the prompt did not go out (M-Pesa refused or did not answer): retry or take cash. */
  problem: z.object({ message: z.string(), code: z.string() }).optional(),
});
export type CounterSale = z.infer<typeof CounterSale>;

/** Switching a waiting sale to cash. */
export const CounterCashInput = z.object({ given: z.number().int().min(0).max(10_000_000) });
export type CounterCashInput = z.input<typeof CounterCashInput>;

/** Sending the prompt again, to the same or another phone. */
export const CounterPromptInput = PayInput;
export type CounterPromptInput = z.input<typeof CounterPromptInput>;
