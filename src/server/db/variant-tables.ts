// Table types of options, variants, sell units and the stock ledger (migration
// 2026-11-27T1200-variants, DESIGN decisions 40-46). Quantities are integers in thousandths of a
// unit, `per_unit` in millionths (docs/decisions/126-exact-quantities.md).

type Timestamp = string;
type Bool = number;

export interface ProductOptionsTable {
  product_id: string;
  position: number;
  name: string;
  /** JSON list of values. */
  value_list: string;
}

export interface VariantsTable {
  id: string;
  product_id: string;
  position: number;
  sku: string;
  /** JSON object: option name -> value. */
  options: string;
  /** The values in option order, lower-cased and joined: unique per product. */
  combo_key: string;
  price: number | null;
  discount: number | null;
  stock_unit: string;
  /** Thousandths of the stock unit; null when the shop does not count this variant's stock. */
  on_hand: number | null;
  reorder_level: number | null;
  active: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The address of one of its product's pictures, shown when it is chosen; null: the product's. */
  image: string | null;
}

export interface SellUnitsTable {
  id: string;
  variant_id: string;
  position: number;
  unit: string;
  label: string | null;
  price: number | null;
  discount: number | null;
  /** Millionths of the stock unit in one sell unit. */
  per_unit: number;
  decimals: number;
  min_qty: number;
  step: number;
  is_default: Bool;
}

export interface StockMovementsTable {
  id: string;
  variant_id: string;
  /** 1, 2, 3, ... per variant, in the order written. */
  seq: number;
  /** 'sale' | 'cancel' | 'return' | 'receipt' | 'count' | 'adjustment' */
  kind: string;
  /** Signed thousandths of the stock unit. */
  quantity: number;
  /** on_hand after this movement. */
  balance: number;
  unit_cost: number | null;
  reason: string | null;
  order_id: string | null;
  by_user_id: string | null;
  by_name: string | null;
  created_at: Timestamp;
}
