// Table types for both dialects. Conventions that keep one query code base on SQLite and
// PostgreSQL alike:
// - ids are server-made text (lib/ids.ts), never database sequences;
// - timestamps are ISO-8601 UTC text, which sorts correctly as text;
// - booleans are integers 0/1 (SQLite has no boolean type);
// - lists and small objects that are never queried inside are JSON text.
// Nullable columns are `T | null`, never optional.

import type { PRODUCT_FIELD_KINDS, ProductField, ProductValues } from '#shared/product-fields.js';
import type {
  ProductOptionsTable,
  SellUnitsTable,
  StockMovementsTable,
  VariantsTable,
} from './variant-tables.js';
import type { SaleFactsTable } from './report-tables.js';
import type { ReturnLinesTable, ReturnsTable } from './return-tables.js';
import type {
  EtimsCountersTable,
  EtimsDocumentsTable,
  EtimsExchangesTable,
  EtimsItemsTable,
} from './etims-tables.js';

type Timestamp = string;
type Bool = number;

/* ---------- accounts ---------- */

export interface UsersTable {
  id: string;
  email: string;
  /** Lower-cased e-mail: the unique key, so e-mail is case-insensitive. */
  email_normalized: string;
  username: string;
  password_hash: string;
  role: string;
  verified: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/* ---------- accounts: mailed codes and login throttling ---------- */

export interface VerificationCodesTable {
  id: string;
  email_normalized: string;
  /** 'verify' (registration) or 'reset' (forgotten password). */
  purpose: string;
  /** Salted SHA-256 of the code ("salt:hash"); the code itself is never stored. */
  code_hash: string;
  wrong_tries: number;
  /** Codes sent in the current window: the first send plus resends. */
  sends: number;
  window_started_at: Timestamp;
  last_sent_at: Timestamp;
  expires_at: Timestamp;
}

export interface AuthCountersTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/* ---------- reviews ---------- */

export interface ReviewsTable {
  id: string;
  name: string;
  message: string;
  rating: number;
  created_at: Timestamp;
}

/* ---------- contact messages ---------- */

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
}

/* ---------- catalogue and media ---------- */

export interface MediaTable {
  id: string;
  /** Which module owns the image, e.g. 'product' or 'blog'. */
  owner_kind: string;
  owner_id: string;
  position: number;
  width: number;
  height: number;
  created_at: Timestamp;
}

export interface MediaVariantsTable {
  media_id: string;
  /** 'card' | 'modal' | 'full' */
  variant: string;
  width: number;
  height: number;
  content_type: string;
  byte_size: number;
  etag: string;
  data: Buffer;
}

/** A field name in snake_case: the column that holds it (reorderLevel -> reorder_level). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * A field's column type, from its kind and value: lists as JSON text, flags as 0/1, numbers and
 * text as they are, nullable when the value may be null.
 */
type FieldColumnType<F extends ProductField> = (typeof PRODUCT_FIELD_KINDS)[F] extends 'list'
  ? string
  : (typeof PRODUCT_FIELD_KINDS)[F] extends 'flag'
    ? Bool
    : (typeof PRODUCT_FIELD_KINDS)[F] extends 'number'
      ? number | (null extends ProductValues[F] ? null : never)
      : string | (null extends ProductValues[F] ? null : never);

/** One column per field of the shared field list (shared/product-fields.ts), plus id and times. */
export type ProductsTable = { id: string } & {
  [F in ProductField as SnakeCase<F>]: FieldColumnType<F>;
} & { created_at: Timestamp; updated_at: Timestamp };

export interface ServicesTable {
  id: string;
  name: string;
  description: string;
  created_at: Timestamp;
}

/* ---------- blogs ---------- */

/** A post's cover and gallery are media rows (owner kinds 'blog-cover' and 'blog'), like a product's. */
export interface BlogsTable {
  id: string;
  /** Made from the first title; unique and kept when the title changes. */
  slug: string;
  title: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogCommentsTable {
  id: string;
  blog_id: string;
  /** null for a comment; the comment's id for a reply. */
  parent_id: string | null;
  /** null once the author's account is deleted ('Anonymous'). */
  user_id: string | null;
  text: string;
  created_at: Timestamp;
}

export interface BlogReactionsTable {
  blog_id: string;
  user_id: string;
  type: string;
  created_at: Timestamp;
}

/* ---------- orders and delivery zones ---------- */

export interface OrdersTable {
  id: string;
  /** ARH-XXXX-XXXX, unique; what the shopper quotes and the status page is found by. */
  reference: string;
  status: string;
  customer_name: string;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  /** 'pickup' | 'delivery' */
  delivery_method: string;
  county: string | null;
  area: string | null;
  zone_name: string | null;
  /** Whole shillings, as are subtotal and total (64-bit: bigint on PostgreSQL). */
  delivery_fee: number;
  subtotal: number;
  total: number;
  location_link: string | null;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The buyer's KRA PIN for the eTIMS invoice, when given (2026-11-28T0400). */
  buyer_pin: string | null;
  /** 'web' (the cart, quotes) or 'counter' (decision 50); defaults to 'web'. */
  channel?: string;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  /** Null for a quoted line the shop priced by its text (it takes no stock). */
  product_id: string | null;
  sku: string | null;
  name: string;
  list_price: number;
  discount: number | null;
  unit_price: number;
  qty: number;
  /** 64-bit (bigint on PostgreSQL): up to 10,000 units at KSh 100,000,000. */
  line_total: number;
  stock_taken: number;
  /** The variant the line took its stock from; null: the product's first (lines before variants). */
  variant_id: string | null;
  /** The variant's title when ordered ('Y12'); null without options (2026-11-27T1600). */
  variant_title: string | null;
  /** The sell unit ('tonne'); `qty`, `quantity` and `requested` count it. */
  unit: string;
  /** Sold and charged, thousandths of `unit`; 0 on a line a previous release wrote (= qty). */
  quantity: number;
  /** Asked for, thousandths of `unit` (differs from quantity when stock rounding moved it). */
  requested: number;
  /** What the line takes from stock, thousandths of `stock_unit`. */
  stock_quantity: number;
  stock_unit: string;
}

export interface OrderStatusHistoryTable {
  id: string;
  order_id: string;
  status: string;
  /** The admin who moved it; null for the shopper's own 'New'. */
  by_name: string | null;
  created_at: Timestamp;
}

export interface OrderNotesTable {
  id: string;
  order_id: string;
  author_name: string;
  text: string;
  created_at: Timestamp;
}

export interface DeliveryZonesTable {
  id: string;
  name: string;
  /** JSON list of county names. */
  counties: string;
  fee: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/* ---------- quotes ---------- */

export interface QuotesTable {
  id: string;
  /** Q-XXXX-XXXX, unique. */
  reference: string;
  /** 'Requested' | 'Sent' | 'Accepted' ('Expired' is worked out from valid_until). */
  status: string;
  customer_name: string;
  phone: string;
  county: string | null;
  /** Whole shillings, null until the shop prices the quote; so are subtotal and total. */
  delivery_fee: number | null;
  subtotal: number | null;
  total: number | null;
  /** YYYY-MM-DD, Nairobi: accepted through that day. */
  valid_until: string | null;
  /** A note from the shop to the customer. */
  note: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  order_reference: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
  accepted_at: Timestamp | null;
}

export interface QuoteLinesTable {
  id: string;
  quote_id: string;
  position: number;
  /** The line as the customer wrote it. */
  text: string;
  product_id: string | null;
  sku: string | null;
  name: string | null;
  unit: string | null;
  quantity: number;
  /** Whole shillings; null until priced. */
  unit_price: number | null;
  line_total: number | null;
  /** The variant named and its title, as they were (migration 2026-11-27T1700). */
  variant_id: string | null;
  variant_title: string | null;
  /** Thousandths of `unit`; 0 on lines stored before, which mean `quantity` whole units. */
  exact_quantity: number;
  /** Thousandths of `stock_unit` the line takes from stock (0 when unknown). */
  stock_quantity: number;
  stock_unit: string | null;
}

/* ---------- daily jobs ---------- */

export interface ScheduledRunsTable {
  /** e.g. 'low-stock-digest' */
  job: string;
  /** The last shop day (YYYY-MM-DD, Africa/Nairobi) the job ran, or null before the first run. */
  last_day: string | null;
  updated_at: Timestamp;
}

/* ---------- payments and durable jobs ---------- */

export interface PaymentsTable {
  id: string;
  /** Null while a paybill payment matches no order. */
  order_id: string | null;
  /** 'stk' | 'paybill' | 'manual' */
  method: string;
  /** 'pending' | 'paid' | 'cancelled' | 'failed' | 'amount-differs' | 'no-answer' */
  status: string;
  /** Whole shillings: prompted, or confirmed as paid. */
  amount: number;
  phone: string | null;
  /** M-Pesa receipt (TransID for paybill), unique; null until one is known. */
  receipt: string | null;
  checkout_request_id: string | null;
  merchant_request_id: string | null;
  /** What the payer typed as the account (paybill), or the AccountReference sent (prompt). */
  account_reference: string | null;
  payer_name: string | null;
  result_code: string | null;
  /** Why it failed, in words. */
  reason: string | null;
  /** Staff who recorded or attached it; null for M-Pesa's own. */
  by_name: string | null;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  settled_at: Timestamp | null;
}

export interface JobsTable {
  id: string;
  kind: string;
  /** JSON */
  payload: string;
  run_at: Timestamp;
  attempts: number;
  /** A server's claim runs until then; after it, another server may take the job. */
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: Timestamp;
  /** Set when the job failed past its retries: kept for a person's Retry, never claimed. */
  dead_at: Timestamp | null;
}

/* ---------- the customer's account (decision 54) ---------- */

/** A customer's saved delivery site (issue 45): where the cart's delivery goes, and to whom. */
export interface SavedSitesTable {
  id: string;
  user_id: string;
  label: string;
  county: string;
  area: string;
  contact_name: string;
  contact_phone: string;
  created_at: Timestamp;
}

/** A customer's saved list (decision 55): its name, unique per customer by `name_key`. */
export interface SavedListsTable {
  id: string;
  user_id: string;
  name: string;
  /** The trimmed name in lower case: one 'Plot 12 roofing' per customer, whatever its case. */
  name_key: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One line of a saved list: what the cart holds, with the price of one unit when saved. */
export interface SavedListLinesTable {
  list_id: string;
  position: number;
  product_id: string;
  variant_id: string | null;
  name: string;
  variant_title: string | null;
  unit: string;
  quantity: string;
  unit_price: number;
  stock_unit: string;
}

export interface CustomerOrdersTable {
  /** One customer per order at most. */
  order_id: string;
  user_id: string;
  /** 'placed' (logged in when ordering) or 'claimed' (by reference and phone). */
  how: string;
  linked_at: Timestamp;
}

/* ---------- trade accounts (decision 56) ---------- */

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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  auth_counters: AuthCountersTable;
  reviews: ReviewsTable;
  blogs: BlogsTable;
  blog_comments: BlogCommentsTable;
  blog_reactions: BlogReactionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  products: ProductsTable;
  services: ServicesTable;
  contact_messages: ContactMessagesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  order_notes: OrderNotesTable;
  delivery_zones: DeliveryZonesTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  scheduled_runs: ScheduledRunsTable;
  payments: PaymentsTable;
  jobs: JobsTable;
  product_options: ProductOptionsTable;
  variants: VariantsTable;
  sell_units: SellUnitsTable;
  stock_movements: StockMovementsTable;
  staff_roles: StaffRolesTable;
  audit_events: AuditEventsTable;
  sale_facts: SaleFactsTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  etims_counters: EtimsCountersTable;
  etims_documents: EtimsDocumentsTable;
  etims_exchanges: EtimsExchangesTable;
  etims_items: EtimsItemsTable;
  customer_orders: CustomerOrdersTable;
  trade_accounts: TradeAccountsTable;
  account_orders: AccountOrdersTable;
  trade_entries: TradeEntriesTable;
  saved_sites: SavedSitesTable;
  saved_lists: SavedListsTable;
  saved_list_lines: SavedListLinesTable;
}

/** One staff role a person holds (decision 47): owner, cashier, storekeeper or editor. */
export interface StaffRolesTable {
  user_id: string;
  role: string;
  granted_at: Timestamp;
}

/** One staff write (decision 49). Never updated or deleted: triggers refuse it. */
export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  by_id: string | null;
  by_name: string;
  /** JSON: the roles the person held when writing. */
  roles: string;
  action: string;
  entity: string;
  entity_id: string;
  /** JSON: [[field, before, after], ...]. */
  changes: string;
  reason: string | null;
  request_id: string;
}
