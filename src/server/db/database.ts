// Table types for both dialects. Conventions that keep one query code base on SQLite and
// PostgreSQL alike:
// - ids are server-made text (lib/ids.ts), never database sequences;
// - timestamps are ISO-8601 UTC text, which sorts correctly as text;
// - booleans are integers 0/1 (SQLite has no boolean type);
// - lists and small objects that are never queried inside are JSON text.
// Nullable columns are `T | null`, never optional.
// The `Database` below names every table; each area's table types are a file beside this one
// (account-, order-, quote-, trade-, variant-, report- and etims-tables.ts).

import type { PRODUCT_FIELD_KINDS, ProductField, ProductValues } from '#shared/product-fields.js';
import type {
  ProductOptionsTable,
  SellUnitsTable,
  StockMovementsTable,
  VariantsTable,
} from './variant-tables.js';
import type {
  AuditEventsTable,
  AuthCountersTable,
  CustomerOrdersTable,
  SavedListLinesTable,
  SavedListsTable,
  SavedSitesTable,
  SessionsTable,
  StaffRolesTable,
  UsersTable,
  VerificationCodesTable,
} from './account-tables.js';
import type {
  DeliveryZonesTable,
  OrderItemsTable,
  OrderNotesTable,
  OrdersTable,
  OrderStatusHistoryTable,
  PaymentsTable,
} from './order-tables.js';
import type { QuoteLinesTable, QuotesTable } from './quote-tables.js';
import type { SaleFactsTable } from './report-tables.js';
import type { ReturnLinesTable, ReturnsTable } from './return-tables.js';
import type { AccountOrdersTable, TradeAccountsTable, TradeEntriesTable } from './trade-tables.js';
import type {
  EtimsCountersTable,
  EtimsDocumentsTable,
  EtimsExchangesTable,
  EtimsItemsTable,
} from './etims-tables.js';

type Timestamp = string;
type Bool = number;

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

/* ---------- daily jobs ---------- */

export interface ScheduledRunsTable {
  /** e.g. 'low-stock-digest' */
  job: string;
  /** The last shop day (YYYY-MM-DD, Africa/Nairobi) the job ran, or null before the first run. */
  last_day: string | null;
  updated_at: Timestamp;
}

/* ---------- durable jobs ---------- */

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
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
}
