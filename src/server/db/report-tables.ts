// Table types of the owner's numbers (migration 2026-11-28T0200-sale-facts, DESIGN decision 51,
// docs/decisions/144-sale-facts.md).

type Timestamp = string;

/** One order line's sale, or its undoing, on one Nairobi day. Money in whole shillings, signed. */
export interface SaleFactsTable {
  id: string;
  order_id: string;
  reference: string;
  /** The order line; null for the delivery fee's own line. */
  order_item_id: string | null;
  /** 'item' | 'delivery' */
  line: string;
  /** 'sale' | 'cancellation' | 'return' */
  kind: string;
  product_id: string | null;
  variant_id: string | null;
  name: string;
  variant_title: string | null;
  sku: string | null;
  /** The product's category when sold ('Delivery' for the fee, '' when none). */
  category: string;
  /** Signed thousandths of `stock_unit`. */
  stock_quantity: number;
  stock_unit: string;
  /** Signed whole shillings: the line total (negative on a cancellation or return). */
  net: number;
  /** Signed whole shillings at the moving-average cost from receipts; null when not known. */
  cost: number | null;
  customer_name: string;
  /** The customer's key: 2547XXXXXXXX. */
  phone: string;
  /** 'online' | 'quote' | 'counter' */
  channel: string;
  /** YYYY-MM-DD, Nairobi (UTC+3). */
  day: string;
  at: Timestamp;
}
