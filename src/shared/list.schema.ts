import { OrderAgain } from './account.schema.js';
import { CartPriceInput } from './cart-price.schema.js';
import { ORDER } from './order-limits.js';
import { ReferenceParam } from './order.schema.js';
import { z } from './zod.js';

// A customer's saved lists (DESIGN decision 55, docs/decisions/176-saved-lists.md): the cart or a
// past order kept under a name ('Plot 12 roofing'), put back into the cart in one tap at today's
// prices with every change named first, exactly as 'Order again' does.

/** A list must fit in one cart; thirty lists cover a contractor's sites and trades. */
export const LISTS = { max: 30, linesMax: ORDER.itemsMax, nameMax: 60 } as const;

const NAME_MESSAGE = 'Please give the list a name.';

export const ListName = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(1, NAME_MESSAGE)
  .max(LISTS.nameMax, `A list's name must be at most ${LISTS.nameMax} characters.`);

/** Save the cart's lines, or one of the caller's orders, as a new list. */
export const ListInput = z.union([
  // No upper bound here: the service refuses a list past LISTS.linesMax with its own code, LIST_TOO_LONG
  // (the route's body limit bounds what is read).
  z
    .object({
      name: ListName,
      items: z.array(CartPriceInput.shape.items.element).min(1, 'The cart is empty.'),
    })
    .strip(),
  z.object({ name: ListName, orderReference: ReferenceParam.shape.reference }).strip(),
]);
export type ListInput = z.input<typeof ListInput>;
export type ListInputParsed = z.output<typeof ListInput>;

export const RenameListInput = z.object({ name: ListName }).strip();
export type RenameListInput = z.input<typeof RenameListInput>;

export const ListIdParam = z.object({ id: z.string().min(1).max(64) });

export const SavedListLine = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantTitle: z.string().nullable(),
  /** The sell unit and the exact quantity of it, a decimal string ('2.5'). */
  unit: z.string(),
  quantity: z.string(),
  /** The price of one `unit` when the list was saved. */
  unitPrice: z.number(),
  stockUnit: z.string(),
});
export type SavedListLine = z.infer<typeof SavedListLine>;

export const SavedList = z.object({
  _id: z.string(),
  name: z.string(),
  lines: z.array(SavedListLine),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedList = z.infer<typeof SavedList>;

/** A list as it would go into the cart today: 'Order again''s lines, totals and changes. */
export const ListAgain = OrderAgain.omit({ reference: true }).extend({
  _id: z.string(),
  name: z.string(),
});
export type ListAgain = z.infer<typeof ListAgain>;
