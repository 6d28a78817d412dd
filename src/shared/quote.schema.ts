import { z } from './zod.js';
import { KENYA_COUNTIES, normalizeKenyanPhone } from './kenya.js';
import { REFERENCE_ALPHABET } from './order.schema.js';
import { formatNumber } from './shop-format.js';

// Quotes from a contractor's list (DESIGN.md 6.3, docs/decisions/097-100): matching a pasted
// list, requesting a quote, staff pricing and sending it, the customer accepting it.

// The limits and texts live in a module without zod, so pages can use them without loading it.
export { QUOTE, QUOTE_TEXTS, addDays, shopDay, type QuoteStatus } from './quote-limits.js';
import { QUOTE, QUOTE_STATUSES, QUOTE_TEXTS } from './quote-limits.js';

export const QUOTE_REFERENCE_PREFIX = 'Q';
const referencePattern = new RegExp(
  `^${QUOTE_REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`,
);

/** A quote reference as typed (any case, stray spaces) in its stored form, or null. */
export function normalizeQuoteReference(value: string): string | null {
  if (value.length > 40) return null;
  const upper = value.trim().toUpperCase();
  return referencePattern.test(upper) ? upper : null;
}

/* ---------- matching ---------- */

export const QuoteMatchInput = z.object({
  text: z
    .string({ error: QUOTE_TEXTS.emptyList })
    .max(QUOTE.textMax, `A list can be at most ${formatNumber(QUOTE.textMax)} characters.`),
});
export type QuoteMatchInput = z.infer<typeof QuoteMatchInput>;

/**
 * A product as a quote line shows it: today's price is the final price after any discount, of one
 * `unit` (the sell unit the line names, e.g. a tonne of Y12, or the product's default unit). A
 * product with several variants is shown as the one the line names ('Y12'), with its SKU.
 */
export const QuoteProduct = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  unit: z.string(),
  price: z.number().nullable(),
  variantId: z.string().nullable().optional(),
  variantTitle: z.string().nullable().optional(),
});
export type QuoteProduct = z.infer<typeof QuoteProduct>;

export const MatchedLine = z.object({
  text: z.string(),
  /** Whole units: an exact quantity with a fraction rounded up. */
  quantity: z.number().int(),
  /** The quantity as written when it has a fraction ('2.5' tonnes), as a decimal string. */
  exactQuantity: z.string().optional(),
  product: QuoteProduct.nullable(),
  alternatives: z.array(QuoteProduct),
});
export type MatchedLine = z.infer<typeof MatchedLine>;

export const QuoteMatchResult = z.object({ lines: z.array(MatchedLine) });
export type QuoteMatchResult = z.infer<typeof QuoteMatchResult>;

/* ---------- requesting ---------- */

const quantity = z
  .number({ error: 'Each quantity must be a whole number of 1 or more.' })
  .int('Each quantity must be a whole number of 1 or more.')
  .min(1, 'Each quantity must be a whole number of 1 or more.')
  .max(QUOTE.quantityMax, `Each quantity must be at most ${QUOTE.quantityMax}.`);

const lineText = z
  .string({ error: 'Each line needs its text.' })
  .trim()
  .min(1, 'Each line needs its text.')
  .max(QUOTE.lineTextMax, `A line can be at most ${QUOTE.lineTextMax} characters.`)
  .transform((v) => v.replace(/\s+/g, ' '));

const productId = z.string().min(1).max(64).nullable();

/**
 * A line's variant and sell unit (decision 45), as the match answered them; both optional, so a
 * line sent before variants still reads as the product's default variant and unit.
 */
const variantFields = {
  variantId: z.string().min(1).max(64).nullish(),
  unit: z.string().min(1).max(32).nullish(),
  /** An exact quantity of `unit` as a decimal string ('2.5'); beside it `quantity` is ignored. */
  exactQuantity: z
    .string()
    .max(24)
    .regex(/^\d{1,7}(?:[.,]\d{1,3})?$/, 'Each quantity must be a number like 2 or 2.5.')
    .refine((v) => Number(v.replace(',', '.')) > 0, 'Each quantity must be more than 0.')
    .nullish(),
};

const lines = <T extends z.ZodTypeAny>(line: T) =>
  z
    .array(line, { error: QUOTE_TEXTS.emptyList })
    .min(1, QUOTE_TEXTS.emptyList)
    .max(QUOTE.linesMax, `A quote can hold at most ${QUOTE.linesMax} lines.`);

const phone = z
  .string({ error: 'Please enter your name and phone number.' })
  .max(30, 'Please enter a Kenyan mobile number, e.g. 0712 345 678.')
  .transform((v, ctx) => {
    const normalized = normalizeKenyanPhone(v);
    if (!normalized) {
      ctx.addIssue({
        code: 'custom',
        message: 'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
      });
      return z.NEVER;
    }
    return normalized;
  });

export const QuoteInput = z
  .object({
    customer: z.object(
      {
        name: z
          .string({ error: 'Please enter your name and phone number.' })
          .trim()
          .min(1, 'Please enter your name and phone number.')
          .max(QUOTE.nameMax, `Name must be at most ${QUOTE.nameMax} characters.`)
          .transform((v) => v.replace(/\s+/g, ' ')),
        phone,
      },
      { error: 'Please enter your name and phone number.' },
    ),
    county: z
      .enum(KENYA_COUNTIES, { error: 'Please choose a county from the list.' })
      .nullish()
      .transform((v) => v ?? null),
    lines: lines(z.object({ text: lineText, productId, quantity, ...variantFields }).strip()),
  })
  .strip();
export type QuoteInput = z.input<typeof QuoteInput>;
export type QuoteInputParsed = z.output<typeof QuoteInput>;

/* ---------- the quote ---------- */

export const QuoteLine = z.object({
  text: z.string(),
  productId: z.string().nullable(),
  /** The product's name and unit when the line has one (as they were when it was sent). */
  name: z.string().nullable(),
  unit: z.string().nullable(),
  /** The variant and its title ('Y12'), SKU, as they were; null without a product. */
  variantId: z.string().nullable(),
  variantTitle: z.string().nullable(),
  sku: z.string().nullable(),
  /** Whole units, a fractional quantity rounded up (for the pages written before decimals). */
  quantity: z.number().int(),
  /** The exact quantity of `unit`, a decimal string ('2.5'). */
  exactQuantity: z.string(),
  /** What it takes from stock ('234' bars), a decimal string in `stockUnit`; null when unknown. */
  stockQuantity: z.string().nullable(),
  stockUnit: z.string().nullable(),
  /** Whole shillings; null until the shop prices the line. */
  unitPrice: z.number().int().nullable(),
  lineTotal: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof QuoteLine>;

/** What whoever holds the reference sees: no name or phone. */
export const PublicQuote = z.object({
  reference: z.string(),
  status: z.enum(QUOTE_STATUSES),
  lines: z.array(QuoteLine),
  county: z.string().nullable(),
  /** Null until the shop sends the quote. */
  subtotal: z.number().int().nullable(),
  deliveryFee: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** YYYY-MM-DD: the quote can be accepted through that day, Nairobi time. */
  validUntil: z.string().nullable(),
  /** A note from the shop to the customer. */
  note: z.string().nullable(),
  order: z.object({ reference: z.string() }).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type PublicQuote = z.infer<typeof PublicQuote>;

export const AdminQuoteLine = QuoteLine.extend({
  /** Today's final price of the line's product: the unit price until staff set one. */
  currentPrice: z.number().int().nullable(),
});
export type AdminQuoteLine = z.infer<typeof AdminQuoteLine>;

export const AdminQuote = PublicQuote.extend({
  _id: z.string(),
  customerName: z.string(),
  phone: z.string(),
  lines: z.array(AdminQuoteLine),
  /** The customer's address of this quote (what 'Send Quote' puts in the chat message). */
  quoteUrl: z.string(),
  updatedAt: z.string(),
});
export type AdminQuote = z.infer<typeof AdminQuote>;

export const AdminQuoteSummary = z.object({
  reference: z.string(),
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  phone: z.string(),
  lineCount: z.number().int(),
  total: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminQuoteSummary = z.infer<typeof AdminQuoteSummary>;

export const AdminQuotePage = z.object({
  items: z.array(AdminQuoteSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminQuotePage = z.infer<typeof AdminQuotePage>;

export const AdminQuoteQuery = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(QUOTE.adminPageSizeMax).default(QUOTE.adminPageSize),
});

const money = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number of shillings.` })
    .int(`${label} must be a whole number of shillings.`)
    .min(0, `${label} must be 0 or more.`)
    .max(max, `${label} must be at most ${formatNumber(max)}.`);

export const QuotePatch = z
  .object({
    lines: lines(
      z
        .object({
          text: lineText,
          productId,
          quantity,
          ...variantFields,
          unitPrice: money('A unit price', QUOTE.unitPriceMax).nullable(),
        })
        .strip(),
    ).optional(),
    deliveryFee: money('The delivery fee', QUOTE.deliveryFeeMax).optional(),
    validUntil: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Valid until must be a date like 2026-12-31.')
      .refine(
        (v) =>
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        'Valid until must be a real date.',
      )
      .optional(),
    note: z
      .string()
      .trim()
      .max(QUOTE.staffNoteMax, `A note must be at most ${QUOTE.staffNoteMax} characters.`)
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .strip();
export type QuotePatch = z.input<typeof QuotePatch>;
export type QuotePatchParsed = z.output<typeof QuotePatch>;

export const QuoteReferenceParam = z.object({ reference: z.string().min(1).max(40) });

export const AcceptedQuote = z.object({
  order: z.object({ reference: z.string(), statusUrl: z.string(), total: z.number().int() }),
  quote: PublicQuote,
});
export type AcceptedQuote = z.infer<typeof AcceptedQuote>;
