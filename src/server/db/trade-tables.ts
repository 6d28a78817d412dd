// The tables of trade accounts (decision 56, named in database.ts): the account, the orders it
// was asked to carry, and its ledger of charges, payments and credits.

type Timestamp = string;

export interface TradeAccountsTable {
  id: string;
  user_id: string;
  /** What the customer types as the paybill account ('TA482913'), unique. */
  number: string;
  /** Whole shillings (bigint on PostgreSQL). */
  credit_limit: number;
  terms_days: number;
  /** Allowed overrun past the limit, whole percent. */
  overrun_pct: number;
  opened_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountOrdersTable {
  order_id: string;
  account_id: string;
  /** 'accepted' | 'awaiting' | 'declined' */
  state: string;
  amount: number;
  decided_by: string | null;
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface TradeEntriesTable {
  id: string;
  account_id: string;
  /** 'charge' | 'payment' | 'credit' */
  kind: string;
  /** Whole shillings, positive; the kind says which way it moves the balance. */
  amount: number;
  /** A charge's order (one charge per order). */
  order_id: string | null;
  /** A payment's M-Pesa payment row (one entry per payment). */
  payment_id: string | null;
  reference: string | null;
  /** The Nairobi day it counts from, YYYY-MM-DD. */
  day: string;
  /** A charge's due Nairobi day. */
  due_day: string | null;
  created_at: Timestamp;
}
