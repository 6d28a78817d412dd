import { z } from './zod.js';
import { KENYA_COUNTIES, normalizeKenyanPhone } from './kenya.js';
import { ORDER } from './order-limits.js';
import { OrderPaymentInfo } from './payment.schema.js';
import { OrderReturns } from './order-return.schema.js';

// Orders (the cart's 'Send Order via WhatsApp' saved as a record) and delivery zones: one schema
// per contract, used by the cart, the admin screens and the server.

export const ORDER_STATUSES = [
  'New',
  'Confirmed',
  'Paid',
  'Dispatched',
  'Delivered',
  /** Handed over at the shop: a counter sale, or a pickup order fetched (decisions 50, 173). */
  'Collected',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The legal next steps from each status; anything else is refused. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  New: ['Confirmed', 'Cancelled'],
  Confirmed: ['Paid', 'Cancelled'],
  // A paid order cancelled is a refund (decision 47: owners, with a reason, decision 49).
  Paid: ['Dispatched', 'Collected', 'Cancelled'],
  Dispatched: ['Delivered'],
  Delivered: [],
  Collected: [],
  Cancelled: [],
};

/**
 * More steps for an order accepted on a trade account (issue 45, decision 153): its goods leave
 * without it being Paid first, since the account is charged when they leave.
 */
export const ON_ACCOUNT_TRANSITIONS: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  Confirmed: ['Dispatched', 'Collected'],
};

/** The legal next steps of an order; `onAccount` for one accepted on a trade account. */
export function nextStatusesOf(from: OrderStatus, onAccount = false): OrderStatus[] {
  return [...ORDER_TRANSITIONS[from], ...((onAccount && ON_ACCOUNT_TRANSITIONS[from]) || [])];
}

export function canMoveTo(from: OrderStatus, to: OrderStatus, onAccount = false): boolean {
  return nextStatusesOf(from, onAccount).includes(to);
}

// The limits live in a module without zod, so the cart page can use them without loading it.
export { ORDER } from './order-limits.js';

/** Reference characters: no 0/O, 1/I/L, so a reference read aloud over the phone stays clear. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PREFIX = 'ARH';
const referencePattern = new RegExp(
  `^${REFERENCE_PREFIX}-[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`,
);

/** A reference as typed (any case, stray spaces) in its stored form, or null. */
export function normalizeReference(value: string): string | null {
  if (value.length > 40) return null;
  const upper = value.trim().toUpperCase();
  return referencePattern.test(upper) ? upper : null;
}

/** Checked for length only: a malformed reference answers 404 like an unknown one. */
export const ReferenceParam = z.object({ reference: z.string().min(1).max(40) });

export const DELIVERY_METHODS = ['pickup', 'delivery'] as const;

const trimmedOptional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

const MAPS_LINK =
  /^https:\/\/www\.google\.com\/maps\?q=-?\d{1,3}(?:\.\d{1,8})?,-?\d{1,3}(?:\.\d{1,8})?$/;

/** One line of text: newlines and runs of spaces typed by a shopper become single spaces. */
const oneLine = (v: string) => v.replace(/\s+/g, ' ');

/** A KRA PIN: a letter, nine digits, a letter (P051234567Q). */
export const KRA_PIN = /^[A-Z]\d{9}[A-Z]$/;
export const KRA_PIN_MESSAGE = 'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567Q.';

export const OrderInput = z
  .object({
    customerName: z
      .string({ error: 'Please enter your name and phone number before placing your order.' })
      .trim()
      .min(1, 'Please enter your name and phone number before placing your order.')
      .max(ORDER.nameMax, `Name must be at most ${ORDER.nameMax} characters.`)
      .transform(oneLine),
    phone: z
      .string({ error: 'Please enter your name and phone number before placing your order.' })
      .max(30, 'Please enter a Kenyan mobile number, e.g. 0712 345 678.')
      .transform((v, ctx) => {
        const phone = normalizeKenyanPhone(v);
        if (!phone) {
          ctx.addIssue({
            code: 'custom',
            message: 'Please enter a Kenyan mobile number, e.g. 0712 345 678.',
          });
          return z.NEVER;
        }
        return phone;
      }),
    items: z
      .array(
        z
          .object({
            productId: z.string().min(1).max(64),
            /** The variant; the product's first variant when left out (an old cart). */
            variantId: z.string().min(1).max(64).optional(),
            /** A sell unit of the variant ('tonne'); its default sell unit when left out. */
            unit: z.string().min(1).max(32).optional(),
            /** An exact quantity of `unit` as a decimal string: '2.5' (or '2,5'). */
            quantity: z
              .string({ error: 'Quantity must be written as a number, such as 2 or 2.5.' })
              .max(24, 'Quantity must be written as a number, such as 2 or 2.5.')
              .optional(),
            /** Today's whole count of the default sell unit; one of `qty` and `quantity`. */
            qty: z
              .number({ error: 'Each quantity must be a whole number of 1 or more.' })
              .int('Each quantity must be a whole number of 1 or more.')
              .min(1, 'Each quantity must be a whole number of 1 or more.')
              .max(ORDER.qtyMax, `Each quantity must be at most ${ORDER.qtyMax}.`)
              .optional(),
            /** Only to name an item the shop no longer has; the server never trusts it otherwise. */
            name: z.string().max(200).optional(),
          })
          .refine((item) => (item.qty === undefined) !== (item.quantity === undefined), {
            message: 'Give each item either a quantity or a qty, not both.',
          }),
        { error: 'Your cart is empty.' },
      )
      .min(1, 'Your cart is empty.')
      .max(ORDER.itemsMax, `An order can hold at most ${ORDER.itemsMax} different items.`),
    delivery: z.discriminatedUnion(
      'method',
      [
        z.object({ method: z.literal('pickup') }),
        z.object({
          method: z.literal('delivery'),
          county: z.enum(KENYA_COUNTIES, { error: 'Please choose your county for delivery.' }),
          area: z
            .string({ error: 'Please enter an area or landmark for delivery.' })
            .trim()
            .min(1, 'Please enter an area or landmark for delivery.')
            .max(ORDER.areaMax, `Area or landmark must be at most ${ORDER.areaMax} characters.`)
            .transform(oneLine),
        }),
      ],
      { error: 'Please choose delivery or pickup.' },
    ),
    // Only the maps link the cart builds from the browser's position: staff open it, so an
    // arbitrary address (a look-alike payment page) must never reach them as 'the location'.
    locationLink: z
      .string()
      .trim()
      .max(ORDER.locationLinkMax)
      .nullish()
      .transform((v) => (v && MAPS_LINK.test(v) ? v : null)),
    note: trimmedOptional(ORDER.noteMax, 'Note'),
    /** The buyer's KRA PIN for the eTIMS invoice ('KRA PIN (optional)'); empty is none. */
    buyerPin: z
      .string()
      .max(20, KRA_PIN_MESSAGE)
      .nullish()
      .transform((v, ctx) => {
        const pin = v?.replace(/\s+/g, '').toUpperCase() ?? '';
        if (pin === '') return null;
        if (!KRA_PIN.test(pin)) {
          ctx.addIssue({ code: 'custom', message: KRA_PIN_MESSAGE });
          return z.NEVER;
        }
        return pin;
      }),
  })
  .strip();
export type OrderInput = z.input<typeof OrderInput>;
export type OrderInputParsed = z.output<typeof OrderInput>;

export const OrderLine = z.object({
  /** Null for a line of an accepted quote that the shop priced by its text. */
  productId: z.string().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  /** List price per unit when ordered. */
  listPrice: z.number(),
  discount: z.number().nullable(),
  /** What the shopper pays per one sell unit (`unit`), whole shillings. */
  unitPrice: z.number().int(),
  /**
   * For the spec's clients: the quantity in whole sell units, a fractional line rounded up
   * (1.5 m -> 2), never 0 (docs/decisions/128-order-lines.md). `quantity` is what is charged.
   */
  qty: z.number().int(),
  /** unitPrice x quantity, rounded half-up to whole shillings. */
  lineTotal: z.number().int(),
  /** Null for a quote's text line and for an order placed before variants. */
  variantId: z.string().nullable(),
  /** 'Y12', 'G30 / 3 m'; null for a product without options. */
  variantTitle: z.string().nullable(),
  /** The sell unit ('bar', 'tonne', 'meter'): see src/shared/units.ts. */
  unit: z.string(),
  /** What is sold and charged, a decimal string in `unit` ('2.496'). */
  quantity: z.string(),
  /** What the customer asked for ('2.5'); differs from `quantity` when the stock rounding moved it. */
  requested: z.string(),
  /** '2.5 t ≈ 234 bars (2.496 t)' when requested and quantity differ, else null. */
  adjustment: z.string().nullable(),
  /** What leaves (or left) the stock, a decimal string in `stockUnit` ('234'). */
  stockQuantity: z.string(),
  stockUnit: z.string(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const OrderDelivery = z.object({
  method: z.enum(DELIVERY_METHODS),
  county: z.string().nullable(),
  area: z.string().nullable(),
  zoneName: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDelivery>;

export const StatusChange = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });

/** What whoever holds the reference sees: no name, phone, location or note. */
export const PublicOrder = z.object({
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(OrderLine),
  subtotal: z.number().int(),
  deliveryFee: z.number().int(),
  total: z.number().int(),
  delivery: OrderDelivery,
  history: z.array(StatusChange),
  createdAt: z.string(),
  /** M-Pesa and staff payments, what is still owed, and whether 'Pay with M-Pesa' is offered. */
  ...OrderPaymentInfo.shape,
});
export type PublicOrder = z.infer<typeof PublicOrder>;

/** The answer to POST /api/orders: the order plus what the chat message needs. */
export const PlacedOrder = PublicOrder.extend({
  customerName: z.string(),
  phone: z.string(),
  statusUrl: z.string(),
  payment: z.object({ paybill: z.string().nullable(), till: z.string().nullable() }),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const StaffNote = z.object({
  _id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
});

export const AdminOrder = PublicOrder.extend({
  _id: z.string(),
  customerName: z.string(),
  phone: z.string(),
  locationLink: z.string().nullable(),
  note: z.string().nullable(),
  history: z.array(StatusChange.extend({ by: z.string().nullable() })),
  notes: z.array(StaffNote),
  nextStatuses: z.array(z.enum(ORDER_STATUSES)),
  updatedAt: z.string(),
  ...OrderReturns.shape,
});
export type AdminOrder = z.infer<typeof AdminOrder>;

export const AdminOrderSummary = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  phone: z.string(),
  itemCount: z.number().int(),
  total: z.number().int(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  county: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderPage = z.object({
  items: z.array(AdminOrderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

export const AdminOrderQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ORDER.adminPageSizeMax).default(ORDER.adminPageSize),
});

export const StatusChangeInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid status.' }),
  /** Why: required to cancel a paid order (a refund, decision 49). */
  reason: z.string().trim().max(500).nullish(),
});

export const StaffNoteInput = z.object({
  text: z
    .string({ error: 'Please write a note.' })
    .trim()
    .min(1, 'Please write a note.')
    .max(ORDER.staffNoteMax, `A note must be at most ${ORDER.staffNoteMax} characters.`),
});

/* ---------- delivery zones ---------- */

export const DeliveryZone = z.object({
  _id: z.string(),
  name: z.string(),
  counties: z.array(z.string()),
  /** Whole shillings; pickup is always free. */
  fee: z.number().int(),
});
export type DeliveryZone = z.infer<typeof DeliveryZone>;
export const DeliveryZoneList = z.array(DeliveryZone);

export const DeliveryZoneInput = z.object({
  name: z
    .string({ error: 'Please name the zone.' })
    .trim()
    .min(1, 'Please name the zone.')
    .max(80, 'A zone name must be at most 80 characters.'),
  counties: z
    .array(z.enum(KENYA_COUNTIES, { error: 'Please choose counties from the list.' }), {
      error: 'Please choose at least one county.',
    })
    .min(1, 'Please choose at least one county.')
    .max(KENYA_COUNTIES.length)
    .transform((list) => [...new Set(list)]),
  fee: z
    .number({ error: 'The fee must be a whole number of shillings.' })
    .int('The fee must be a whole number of shillings.')
    .min(0, 'The fee must be 0 or more.')
    .max(1_000_000, 'The fee must be at most 1,000,000.'),
});
export type DeliveryZoneInput = z.input<typeof DeliveryZoneInput>;
