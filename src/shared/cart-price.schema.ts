import { ORDER } from './order-limits.js';
import { z } from './zod.js';

// POST /api/cart/price (DESIGN decision 42): what a cart's lines cost and take from stock, by
// variant and sell unit, before anything is ordered. Quantities travel as decimal strings.

export const CartPriceInput = z.object({
  items: z
    .array(
      z.object({
        productId: z.string().min(1).max(64),
        variantId: z.string().min(1).max(64).optional(),
        /** A sell unit of the variant ('tonne'); its default sell unit when left out. */
        unit: z.string().min(1).max(32).optional(),
        /** '2.5'; a phone keyboard's '2,5' is read the same. */
        quantity: z
          .string({ message: 'Quantity must be written as a number, such as 2 or 2.5.' })
          .max(24),
      }),
    )
    .min(1, 'The cart is empty.')
    .max(ORDER.itemsMax, `At most ${ORDER.itemsMax} lines in one cart.`),
});
export type CartPriceInput = z.infer<typeof CartPriceInput>;

export const PricedCartLine = z.object({
  productId: z.string(),
  variantId: z.string(),
  unit: z.string(),
  /** What was asked for, and what is sold and charged (they differ when `adjusted`). */
  requested: z.string(),
  quantity: z.string(),
  adjusted: z.boolean(),
  /** '2.5 t ≈ 234 bars (2.496 t)' when adjusted, else null. */
  adjustment: z.string().nullable(),
  stockQuantity: z.string(),
  stockUnit: z.string(),
  /** Whole shillings for one sell unit, after its discount. */
  unitPrice: z.number(),
  lineTotal: z.number(),
  available: z.boolean(),
});
export type PricedCartLine = z.infer<typeof PricedCartLine>;

export const PricedCart = z.object({ lines: z.array(PricedCartLine), subtotal: z.number() });
export type PricedCart = z.infer<typeof PricedCart>;
