import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { EtimsDocumentsTable } from '../../db/etims-tables.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { listOrderItems } from '../orders/order.repository.js';
import type { Etims } from './etims.plugin.js';
import { saleRequest, type SaleLine, type TaxType } from './etims.tax.js';

// eTIMS documents (DESIGN decision 60, docs/decisions/156-etims-exactly-once.md): one sale per
// paid order and at most one credit note, each with its invoice number taken from the counter row
// in the transaction that creates it, so numbers are given once, in order, without gaps (a
// transaction that rolls back gives its number back). The request body is built once, here, and
// kept: a resend sends exactly what was first sent. Credit notes are etims.credit-notes.ts.

export interface EtimsDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  etims: Pick<Etims, 'client' | 'takeExchanges'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
}

export type EtimsDocument = EtimsDocumentsTable;

/** A default item classification (KRA's UNSPSC-based list: construction and hardware). */
export const DEFAULT_ITEM_CLASS = '3010160000';

/** The shop's sell units as KRA's quantity unit codes (code list 10). */
const QTY_UNITS: Record<string, string> = {
  kg: 'KG',
  litre: 'LTR',
  piece: 'U',
  packet: 'PA',
  roll: 'RL',
  bag: 'BG',
  set: 'SET',
  meter: 'MTR',
  square_meter: 'MTK',
  bar: 'U',
  sheet: 'U',
  tin: 'CA',
  tonne: 'TNE',
  foot: 'FOT',
};

export type Trx = Transaction<Database>;

/** Takes the next number of a counter (made on first use); only inside the creating transaction. */
export async function takeNumber(trx: Trx, name: string): Promise<number> {
  await trx
    .insertInto('etims_counters')
    .values({ name, next_no: 1, lease_until: null, lease_by: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('etims_counters')
    .set((eb) => ({ next_no: eb('next_no', '+', 1) }))
    .where('name', '=', name)
    .returning('next_no')
    .executeTakeFirstOrThrow();
  return Number(row.next_no) - 1;
}

/** The item a line is (a variant in a unit), made with its KRA item code on first sale. */
async function itemFor(
  trx: Trx,
  deps: EtimsDeps,
  line: { product_id: string | null; variant_id: string | null; unit: string; name: string },
) {
  const key = line.product_id
    ? `${line.product_id}:${line.variant_id ?? ''}:${line.unit}`
    : `text:${line.name}`;
  const found = await trx
    .selectFrom('etims_items')
    .selectAll()
    .where('item_key', '=', key)
    .executeTakeFirst();
  if (found) return found;
  const qtyUnit = QTY_UNITS[line.unit] ?? 'U';
  // A product's other variants and units share its tax type (staff set it at /admin/etims).
  const sibling = line.product_id
    ? await trx
        .selectFrom('etims_items')
        .select('tax_type')
        .where('item_key', 'like', `${line.product_id}:%`)
        .executeTakeFirst()
    : undefined;
  const seq = await takeNumber(trx, 'item');
  const item = {
    item_key: key,
    // KE, 2 (finished product), NT (no package), the quantity unit, a 7-digit sequence.
    item_cd: `KE2NT${qtyUnit}${String(seq).padStart(7, '0')}`,
    item_cls_cd: DEFAULT_ITEM_CLASS,
    name: line.name.slice(0, 200),
    qty_unit_cd: qtyUnit,
    tax_type: sibling?.tax_type ?? 'B',
    registered_at: null,
    created_at: deps.clock.now().toISOString(),
  };
  await trx.insertInto('etims_items').values(item).execute();
  return item;
}

export async function findDocument(
  db: Kysely<Database>,
  orderId: string,
  kind: 'sale' | 'credit',
  /** A return's credit note; null: the sale, or the cancellation's credit note. */
  returnId: string | null = null,
): Promise<EtimsDocument | undefined> {
  return db
    .selectFrom('etims_documents')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .where('return_id', returnId === null ? 'is' : '=', returnId)
    .executeTakeFirst();
}

export async function insertDocument(
  trx: Trx,
  deps: EtimsDeps,
  doc: Omit<
    EtimsDocument,
    | 'id'
    | 'status'
    | 'sent'
    | 'stock_sent'
    | 'attempts'
    | 'next_try_at'
    | 'last_error'
    | 'rcpt_no'
    | 'tot_rcpt_no'
    | 'intrl_data'
    | 'rcpt_sign'
    | 'sdc_id'
    | 'mrc_no'
    | 'sdc_date_time'
    | 'created_at'
    | 'signed_at'
    | 'return_id'
  > & { return_id?: string | null },
): Promise<void> {
  const now = deps.clock.now().toISOString();
  await trx
    .insertInto('etims_documents')
    .values({
      return_id: null,
      ...doc,
      id: newId(),
      status: 'pending',
      sent: 0,
      stock_sent: 0,
      attempts: 0,
      next_try_at: now,
      last_error: null,
      rcpt_no: null,
      tot_rcpt_no: null,
      intrl_data: null,
      rcpt_sign: null,
      sdc_id: null,
      mrc_no: null,
      sdc_date_time: null,
      created_at: now,
      signed_at: null,
    })
    .execute();
}

/** Runs `create` unless the document exists; a second server racing to create it loses quietly. */
export async function once(
  deps: EtimsDeps,
  orderId: string,
  kind: 'sale' | 'credit',
  create: (trx: Trx) => Promise<void>,
  returnId: string | null = null,
): Promise<EtimsDocument> {
  const existing = await findDocument(deps.db, orderId, kind, returnId);
  if (existing) return existing;
  try {
    await deps.db.transaction().execute(create);
  } catch (err) {
    // A unique violation: the other server made it first (its number stands, ours rolled back).
    const made = await findDocument(deps.db, orderId, kind, returnId);
    if (made) return made;
    throw err;
  }
  const made = await findDocument(deps.db, orderId, kind, returnId);
  if (!made) throw new Error(`eTIMS ${kind} document of order ${orderId} was not created`);
  return made;
}

/** The sale document of a paid order, created (with its number) on first call. */
export async function saleDocument(
  deps: EtimsDeps,
  orderId: string,
  by: string,
): Promise<EtimsDocument> {
  return once(deps, orderId, 'sale', async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
    const lines: SaleLine[] = [];
    for (const row of await listOrderItems(trx, orderId)) {
      const item = await itemFor(trx, deps, row);
      lines.push({
        itemCd: item.item_cd,
        itemClsCd: item.item_cls_cd,
        itemNm: row.variant_title ? `${row.name} ${row.variant_title}` : row.name,
        qtyUnitCd: item.qty_unit_cd,
        quantity: Number(row.quantity) || Number(row.qty) * 1000,
        listPrice: Number(row.list_price),
        discountRate: row.discount,
        lineTotal: Number(row.line_total),
        // A shop not registered for VAT sends every line as D (ETIMS_VAT=off).
        taxType: deps.config.etims.vat ? (item.tax_type as TaxType) : 'D',
      });
    }
    const invcNo = await takeNumber(trx, 'invoice');
    const request = saleRequest({
      invcNo,
      orgInvcNo: 0,
      kind: 'sale',
      buyerPin: order.buyer_pin,
      buyerName: order.customer_name,
      at: deps.clock.now(),
      pmtTyCd: by.startsWith('M-Pesa') ? '06' : '01',
      by,
      lines,
    });
    const total = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    await insertDocument(trx, deps, {
      order_id: orderId,
      kind: 'sale',
      invoice_no: invcNo,
      original_invoice_no: null,
      total,
      request: JSON.stringify(request),
    });
  });
}
