// The tables of quotes (named in database.ts): a request, its lines as written and as priced.

type Timestamp = string;

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
