import { BadRequestError } from '../../lib/errors.js';
import {
  findDocument,
  insertDocument,
  once,
  takeNumber,
  type EtimsDeps,
  type EtimsDocument,
  type Trx,
} from './etims.documents.js';
import { saleRequest, type SaleLine } from './etims.tax.js';

// A credit note (DESIGN decision 60, docs/decisions/156-etims-exactly-once.md): one for an order's
// cancellation and one per return (decision 174), for some of its lines or all, built from the sale as it was sent and numbered like
// the sale (etims.documents.ts), so it never credits more than was invoiced.

const OVER_ORIGINAL = 'A credit note can credit at most what was invoiced.';
const CREDIT_LINE = 'That line is not on the invoice.';

/** A line of a sale to credit: its itemSeq and the quantity credited (thousandths of its unit). */
export interface CreditLine {
  itemSeq: number;
  quantity: number;
  /** Whole shillings credited; the sale line's total pro rata when not given. */
  lineTotal?: number;
}

/** What the order's credit notes (the cancellation's and every return's) credit already. */
async function creditedBefore(deps: EtimsDeps, orderId: string): Promise<number> {
  const rows = await deps.db
    .selectFrom('etims_documents')
    .select('total')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'credit')
    .execute();
  return rows.reduce((sum, r) => sum + Number(r.total), 0);
}

/**
 * The credit note of an order's sale, for the given lines (all of them when none are named).
 * Refused before anything is sent when it would credit more than was invoiced.
 */
export async function creditNote(
  deps: EtimsDeps,
  orderId: string,
  by: string,
  credit?: CreditLine[],
  /** More writes for the note's transaction (staff's audit event, decision 49). */
  also?: (trx: Trx, note: { invoiceNo: number; total: number }) => Promise<void>,
  /** A return's own note (docs/decisions/174-returns.md): one per return, beside the others. */
  returnId: string | null = null,
): Promise<EtimsDocument> {
  const made = await findDocument(deps.db, orderId, 'credit', returnId);
  if (made) return made;
  const sale = await findDocument(deps.db, orderId, 'sale');
  if (!sale)
    throw new BadRequestError('This order has no KRA invoice to credit.', 'ETIMS_NO_INVOICE');
  const body = JSON.parse(sale.request) as ReturnType<typeof saleRequest>;
  const items = body.itemList;
  const lines: SaleLine[] = [];
  const wanted: CreditLine[] =
    credit ?? items.map((i) => ({ itemSeq: i.itemSeq, quantity: i.qty * 1000 }));
  for (const want of wanted) {
    const item = items.find((i) => i.itemSeq === want.itemSeq);
    if (!item) throw new BadRequestError(CREDIT_LINE, 'ETIMS_CREDIT_LINE');
    const sold = Math.round(item.qty * 1000);
    if (!Number.isInteger(want.quantity) || want.quantity <= 0 || want.quantity > sold)
      throw new BadRequestError(OVER_ORIGINAL, 'ETIMS_CREDIT_OVER_ORIGINAL');
    const original = { ...toSaleLine(item), quantity: sold };
    const lineTotal = want.lineTotal ?? Math.round((original.lineTotal * want.quantity) / sold);
    if (lineTotal > original.lineTotal)
      throw new BadRequestError(OVER_ORIGINAL, 'ETIMS_CREDIT_OVER_ORIGINAL');
    lines.push({ ...original, quantity: want.quantity, lineTotal });
  }
  const total = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  // Returns credit the invoice in parts: all the order's notes together stay within it.
  const before = await creditedBefore(deps, orderId);
  if (total <= 0 || total + before > sale.total)
    throw new BadRequestError(OVER_ORIGINAL, 'ETIMS_CREDIT_OVER_ORIGINAL');
  return once(
    deps,
    orderId,
    'credit',
    async (trx) => {
      const invcNo = await takeNumber(trx, 'invoice');
      const request = saleRequest({
        invcNo,
        orgInvcNo: sale.invoice_no,
        kind: 'credit',
        buyerPin: body.custTin,
        buyerName: body.custNm,
        at: deps.clock.now(),
        pmtTyCd: body.pmtTyCd,
        by,
        lines,
      });
      await insertDocument(trx, deps, {
        order_id: orderId,
        kind: 'credit',
        invoice_no: invcNo,
        original_invoice_no: sale.invoice_no,
        total,
        request: JSON.stringify(request),
        return_id: returnId,
      });
      await also?.(trx, { invoiceNo: invcNo, total });
    },
    returnId,
  );
}

type SentItem = ReturnType<typeof saleRequest>['itemList'][number];

function toSaleLine(item: SentItem): SaleLine {
  return {
    itemCd: item.itemCd,
    itemClsCd: item.itemClsCd,
    itemNm: item.itemNm,
    qtyUnitCd: item.qtyUnitCd,
    quantity: Math.round(item.qty * 1000),
    listPrice: item.prc,
    discountRate: item.dcRt || null,
    lineTotal: item.taxblAmt,
    taxType: item.taxTyCd,
  };
}
