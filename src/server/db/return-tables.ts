// Table types of returns of delivered goods (migration 2026-11-28T0600-returns,
// docs/decisions/174-returns.md).

type Timestamp = string;

/** One 'Return goods' on a delivered (or collected) order. */
export interface ReturnsTable {
  id: string;
  order_id: string;
  /** 1, 2, ... on its order. */
  number: number;
  reason: string;
  /** 1 when the goods went back to stock, 0 when not (damaged). */
  restock: number;
  /** 'cash' | 'mpesa' | 'account' */
  refund_method: string;
  /** The M-Pesa transaction of the money sent back by hand. */
  refund_reference: string | null;
  /** Whole shillings returned (the lines' amounts). */
  amount: number;
  by_name: string;
  /** The Nairobi day of the return, YYYY-MM-DD. */
  day: string;
  created_at: Timestamp;
}

/** What came back of one order line. */
export interface ReturnLinesTable {
  id: string;
  return_id: string;
  order_item_id: string;
  /** Thousandths of the line's sell unit. */
  quantity: number;
  /** Thousandths of the line's stock unit (the share of the line's stock quantity). */
  stock_quantity: number;
  /** Thousandths of the stock unit put back in stock (0 when not restocked). */
  restocked: number;
  /** Whole shillings: the share of the line total. */
  amount: number;
}
