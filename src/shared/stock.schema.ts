import { parseQuantity } from './quantity.js';
import { z } from './zod.js';

// Receiving, counting and adjusting a variant's stock (DESIGN decision 46). Quantities travel as
// decimal strings in the variant's stock unit (docs/decisions/126-exact-quantities.md).

/** A decimal string as thousandths, `signed` allowing a leading '-'. */
const quantity = (label: string, options: { signed?: boolean; zero?: boolean } = {}) =>
  z.string({ message: `${label} is required.` }).transform((text, ctx) => {
    const trimmed = text.trim();
    const negative = options.signed === true && trimmed.startsWith('-');
    const parsed = parseQuantity(negative ? trimmed.slice(1) : trimmed);
    if (!parsed.ok || (parsed.value === 0 && options.zero !== true)) {
      ctx.addIssue({
        code: 'custom',
        message: `${label} must be a number such as 12 or 2.5${options.signed ? ' (or -2.5 to take away)' : ''}, with at most 3 decimals.`,
      });
      return z.NEVER;
    }
    return negative ? -parsed.value : parsed.value;
  });

export const MOVEMENT_REASON_MAX = 200;

export const StockChange = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('receipt'),
      quantity: quantity('Quantity received'),
      unitCost: z.number().min(0).max(100_000_000).optional(),
      reason: z.string().trim().max(MOVEMENT_REASON_MAX).optional(),
    }),
    z.object({
      kind: z.literal('count'),
      counted: quantity('Counted', { zero: true }),
      reason: z.string().trim().max(MOVEMENT_REASON_MAX).optional(),
    }),
    z.object({
      kind: z.literal('adjustment'),
      quantity: quantity('Quantity', { signed: true }),
      reason: z
        .string({ message: 'A reason is required for a stock adjustment.' })
        .trim()
        .min(1, 'A reason is required for a stock adjustment.')
        .max(MOVEMENT_REASON_MAX),
    }),
  ],
  { message: "Choose 'receipt', 'count' or 'adjustment'." },
);
export type StockChange = z.output<typeof StockChange>;

export const StockMovement = z.object({
  _id: z.string(),
  kind: z.string(),
  quantity: z.string(),
  balance: z.string(),
  unitCost: z.number().nullable(),
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovement>;

export const StockChangeAnswer = z.object({
  variantId: z.string(),
  onHand: z.string().nullable(),
  unit: z.string(),
  movement: StockMovement.nullable(),
});
export type StockChangeAnswer = z.infer<typeof StockChangeAnswer>;

export const MovementList = z.object({
  variantId: z.string(),
  sku: z.string(),
  onHand: z.string().nullable(),
  unit: z.string(),
  /** Newest first: one page of them (`?page&pageSize`; without them, the newest 200). */
  movements: z.array(StockMovement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MovementList = z.infer<typeof MovementList>;
