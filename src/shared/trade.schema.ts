import { PlacedOrder } from './order.schema.js';
import { PayInput } from './payment.schema.js';
import { z } from './zod.js';

// Trade accounts (DESIGN decisions 56-57, docs/decisions/150-trade-accounts.md): what the owner
// opens, what the customer and staff read of it, and its statement with ageing.

const shillings = (what: string, max: number) =>
  z
    .number({ error: `${what} must be a whole number of shillings.` })
    .int(`${what} must be a whole number of shillings.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-US')}.`);

export const TRADE = {
  limitMax: 100_000_000,
  termsMax: 180,
  overrunMax: 100,
  reasonMax: 300,
} as const;

export const OpenAccountInput = z
  .object({
    /** The customer, by id (their page) or by the e-mail they registered with (the owner's form). */
    userId: z.string().min(1).max(64).optional(),
    email: z.string().trim().min(3).max(254).optional(),
    creditLimit: shillings('Credit limit', TRADE.limitMax),
    termsDays: z
      .number({ error: 'Terms must be a whole number of days.' })
      .int('Terms must be a whole number of days.')
      .min(0, 'Terms cannot be negative.')
      .max(TRADE.termsMax, `Terms must be at most ${TRADE.termsMax} days.`),
    overrunPct: z
      .number({ error: 'Overrun must be a whole percent.' })
      .int('Overrun must be a whole percent.')
      .min(0, 'Overrun cannot be negative.')
      .max(TRADE.overrunMax, `Overrun must be at most ${TRADE.overrunMax} percent.`),
  })
  .strip()
  .refine((o) => Boolean(o.userId) !== Boolean(o.email), {
    message: 'Name the customer by their e-mail.',
    path: ['email'],
  });
export type OpenAccountInput = z.infer<typeof OpenAccountInput>;

export const DecideInput = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline.' }),
    reason: z
      .string()
      .trim()
      .max(TRADE.reasonMax, `Reason must be at most ${TRADE.reasonMax} characters.`)
      .optional()
      .default(''),
  })
  .strip()
  .refine((d) => d.decision === 'approve' || d.reason.length > 0, {
    message: 'Please give a reason for declining.',
    path: ['reason'],
  });
export type DecideInput = z.input<typeof DecideInput>;

export const ACCOUNT_ORDER_STATES = ['accepted', 'awaiting', 'declined'] as const;
export type AccountOrderState = (typeof ACCOUNT_ORDER_STATES)[number];

export const ENTRY_KINDS = ['charge', 'payment', 'credit'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const AGEING_BUCKETS = ['current', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export const Ageing = z.object({
  current: z.number(),
  d1to30: z.number(),
  d31to60: z.number(),
  d61to90: z.number(),
  over90: z.number(),
});
export type Ageing = z.infer<typeof Ageing>;

export const StatementEntry = z.object({
  kind: z.enum(ENTRY_KINDS),
  day: z.string(),
  dueDay: z.string().nullable(),
  reference: z.string().nullable(),
  /** Signed: a charge adds to what is owed, a payment or credit takes from it. */
  amount: z.number(),
  /** What is owed after this entry. */
  balance: z.number(),
  /** A charge's part still unpaid (payments go to the oldest charge first); null for others. */
  outstanding: z.number().nullable(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;

export const TradeAccount = z.object({
  _id: z.string(),
  userId: z.string(),
  number: z.string(),
  creditLimit: z.number(),
  termsDays: z.number(),
  overrunPct: z.number(),
  /** What is owed now (charges less payments and credits). */
  owed: z.number(),
  /** Accepted account orders whose goods have not left yet. */
  openOrders: z.number(),
  /** What a new account order may still add without waiting for approval. */
  available: z.number(),
  onHold: z.boolean(),
});
export type TradeAccount = z.infer<typeof TradeAccount>;

export const Statement = z.object({
  account: TradeAccount,
  from: z.string(),
  to: z.string(),
  opening: z.number(),
  entries: z.array(StatementEntry),
  closing: z.number(),
  ageing: Ageing,
});
export type Statement = z.infer<typeof Statement>;

export const AccountOrder = z.object({
  reference: z.string(),
  state: z.enum(ACCOUNT_ORDER_STATES),
  amount: z.number(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  accountNumber: z.string(),
  customerName: z.string(),
  /** The account holder's user id: staff's page of the customer is /admin/customers/{id}. */
  customerId: z.string(),
});
export type AccountOrder = z.infer<typeof AccountOrder>;

/** A row of the owner's list of trade accounts: the account and whose it is. */
export const TradeAccountRow = TradeAccount.extend({ customerName: z.string(), email: z.string() });
export type TradeAccountRow = z.infer<typeof TradeAccountRow>;

/** Which customer placed each order, by reference, for the orders that are a customer's. */
export const OrderCustomersQuery = z
  .object({
    // None asked (or an empty list) answers an empty map.
    references: z
      .string()
      .max(2_000)
      .optional()
      .transform((v = '') =>
        [...new Set(v.split(',').map((r) => r.trim().toUpperCase()))].filter(Boolean).slice(0, 100),
      ),
  })
  .strip();
export const OrderCustomers = z.record(z.string(), z.object({ _id: z.string(), name: z.string() }));
export type OrderCustomers = z.infer<typeof OrderCustomers>;

/** An order placed 'on account': the order, and whether it was accepted or awaits approval. */
export const AccountOrderPlaced = PlacedOrder.extend({
  account: z.object({ number: z.string(), state: z.enum(ACCOUNT_ORDER_STATES) }),
});
export type AccountOrderPlaced = z.infer<typeof AccountOrderPlaced>;

const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'That date does not exist.');

/** A statement's days (Nairobi), both optional: the last 30 days to today when left out. */
export const StatementQuery = z
  .object({ from: DAY.optional(), to: DAY.optional() })
  .strip()
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date.',
  });

export const AccountOrderQuery = z
  .object({ state: z.enum(ACCOUNT_ORDER_STATES).optional() })
  .strip();

/** A statement's share link: its address and when it stops opening. */
export const StatementShare = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
});
export type StatementShare = z.infer<typeof StatementShare>;

export const StatementToken = z.object({ token: z.string().min(10).max(400) });

/** 'Pay my balance': an M-Pesa prompt to this phone for this much, to the account's number. */
export const PayBalanceInput = PayInput.extend({
  amount: shillings('Amount', TRADE.limitMax).min(1, 'Amount must be at least KSh 1.'),
});
export type PayBalanceInput = z.input<typeof PayBalanceInput>;
