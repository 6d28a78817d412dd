// The tables of orders and the money they take (named in database.ts): orders, their lines,
// status history and notes, delivery zones, and payments (decisions 093, 095).

type Timestamp = string;

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

/* ---------- payments ---------- */

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
