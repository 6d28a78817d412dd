// The eTIMS tables (migration 2026-11-28T0400-etims.ts), named in database.ts.

type Timestamp = string;

// docs/decisions/156-etims-exactly-once.md
export interface EtimsCountersTable {
  name: string;
  next_no: number;
  /** Which server sends documents to KRA until when (one at a time, in invoice order). */
  lease_until: Timestamp | null;
  lease_by: string | null;
}

export interface EtimsDocumentsTable {
  id: string;
  order_id: string;
  /** 'sale' | 'credit' */
  kind: string;
  invoice_no: number;
  /** A credit note's sale. */
  original_invoice_no: number | null;
  /** 'pending' | 'signed' | 'refused' */
  status: string;
  /** Whole shillings invoiced (a credit note's are credited). */
  total: number;
  /** The saveTrnsSalesOsdc body, JSON, as built when the document was created. */
  request: string;
  /** 1 once a send may have reached KRA: look it up before sending it again. */
  sent: number;
  /** 1 once KRA has the document's stock movement (saveStockIO). */
  stock_sent: number;
  attempts: number;
  next_try_at: Timestamp;
  last_error: string | null;
  rcpt_no: number | null;
  tot_rcpt_no: number | null;
  intrl_data: string | null;
  rcpt_sign: string | null;
  sdc_id: string | null;
  mrc_no: string | null;
  sdc_date_time: string | null;
  created_at: Timestamp;
  signed_at: Timestamp | null;
  /** A return's credit note: its return (null for the sale and the cancellation's note). */
  return_id: string | null;
}

export interface EtimsExchangesTable {
  id: string;
  document_id: string | null;
  endpoint: string;
  request: string;
  answer: string | null;
  error: string | null;
  created_at: Timestamp;
}

export interface EtimsItemsTable {
  /** productId:variantId:unit, or 'text:' + the line's name for a quoted line without product. */
  item_key: string;
  item_cd: string;
  item_cls_cd: string;
  name: string;
  qty_unit_cd: string;
  /** A-E (docs/decisions/154-etims-tax-arithmetic.md). */
  tax_type: string;
  registered_at: Timestamp | null;
  created_at: Timestamp;
}
