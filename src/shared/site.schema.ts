import { KENYA_COUNTIES } from './kenya.js';
import { ORDER } from './order-limits.js';
import { PayInput } from './payment.schema.js';
import { ActivityEvent } from './staff.schema.js';
import { z } from './zod.js';

// A customer's saved delivery sites (issue 45): chosen in the cart, they fill the delivery, the
// county and area or landmark, and who receives the goods there.

export const SITES = { max: 30, labelMax: 60 } as const;

export const SiteInput = z
  .object({
    label: z
      .string({ error: 'Please give the site a name.' })
      .trim()
      .min(1, 'Please give the site a name.')
      .max(SITES.labelMax, `A site's name must be at most ${SITES.labelMax} characters.`),
    county: z.enum(KENYA_COUNTIES, { error: 'Please choose your county for delivery.' }),
    area: z
      .string({ error: 'Please enter an area or landmark for delivery.' })
      .trim()
      .min(1, 'Please enter an area or landmark for delivery.')
      .max(ORDER.areaMax, `Area or landmark must be at most ${ORDER.areaMax} characters.`),
    contactName: z
      .string({ error: 'Please enter your name and phone number.' })
      .trim()
      .min(1, 'Please enter your name and phone number.')
      .max(ORDER.nameMax, `Name must be at most ${ORDER.nameMax} characters.`),
    contactPhone: PayInput.shape.phone,
  })
  .strip();
export type SiteInput = z.input<typeof SiteInput>;

export const SavedSite = z.object({
  _id: z.string(),
  label: z.string(),
  county: z.string(),
  area: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type SavedSite = z.infer<typeof SavedSite>;

/** Staff's page of one customer (issue 45): who, their orders, sites, trade account and history. */
export const CustomerFile = z.object({
  user: z.object({ _id: z.string(), username: z.string(), email: z.string() }),
  orders: z.array(
    z.object({
      reference: z.string(),
      status: z.string(),
      total: z.number(),
      createdAt: z.string(),
    }),
  ),
  sites: z.array(SavedSite),
  /** The account's number, limit and what is owed; null without one. */
  account: z
    .object({ number: z.string(), creditLimit: z.number(), owed: z.number(), onHold: z.boolean() })
    .nullable(),
  /** The audit events about the customer, their account and its orders' decisions, newest first. */
  history: z.array(ActivityEvent),
});
export type CustomerFile = z.infer<typeof CustomerFile>;
