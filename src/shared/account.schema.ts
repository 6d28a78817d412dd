import { ORDER_STATUSES, ReferenceParam } from './order.schema.js';
import { normalizeKenyanPhone } from './kenya.js';
import { z } from './zod.js';

// The customer's own orders (DESIGN decision 54, docs/decisions/149-my-orders.md): the list at
// /account, claiming a guest order by reference and phone, and 'Order again' at today's prices
// with every change named before anything enters the cart.

export const MyOrderSummary = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number(),
  itemCount: z.number(),
  deliveryMethod: z.enum(['pickup', 'delivery']),
  createdAt: z.string(),
});
export type MyOrderSummary = z.infer<typeof MyOrderSummary>;

export const MyOrders = z.object({ items: z.array(MyOrderSummary) });
export type MyOrders = z.infer<typeof MyOrders>;

const PHONE_MESSAGE = 'Please enter a Kenyan mobile number, e.g. 0712 345 678.';

export const ClaimInput = z
  .object({
    reference: ReferenceParam.shape.reference,
    phone: z
      .string({ error: PHONE_MESSAGE })
      .max(30, PHONE_MESSAGE)
      .transform((v, ctx) => {
        const phone = normalizeKenyanPhone(v);
        if (phone) return phone;
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }),
  })
  .strip();
export type ClaimInput = z.input<typeof ClaimInput>;
export type ClaimInputParsed = z.output<typeof ClaimInput>;

/** What changed on a line since it was ordered: its price, its sale, its stock. */
export const AGAIN_CHANGES = ['price-up', 'price-down', 'not-sold', 'short'] as const;
export type AgainChange = (typeof AGAIN_CHANGES)[number];

export const AgainLine = z.object({
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantTitle: z.string().nullable(),
  unit: z.string(),
  /** The quantity ordered then, a decimal string of `unit`. */
  quantity: z.string(),
  /** The price of one `unit` then, and today (null: no longer sold). */
  thenPrice: z.number(),
  nowPrice: z.number().nullable(),
  /** Today's price of the line's quantity (null: no longer sold). */
  nowTotal: z.number().nullable(),
  /** Counted stock today in `stockUnit` when short, else null. */
  onHand: z.string().nullable(),
  stockUnit: z.string(),
  changes: z.array(z.enum(AGAIN_CHANGES)),
  /** Whether 'Add to cart' takes this line (false: no longer sold). */
  addable: z.boolean(),
  image: z.string().nullable(),
});
export type AgainLine = z.infer<typeof AgainLine>;

export const OrderAgain = z.object({
  reference: z.string(),
  lines: z.array(AgainLine),
  /** Today's total of the addable lines (delivery is worked out in the cart). */
  subtotal: z.number(),
  /** How many lines changed in any way. */
  changed: z.number(),
});
export type OrderAgain = z.infer<typeof OrderAgain>;
