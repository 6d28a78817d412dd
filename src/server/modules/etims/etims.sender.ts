import { newId } from '../../lib/ids.js';
import type { EtimsClient, SignedReceipt } from './etims.client.js';
import { EtimsError } from './etims.client.js';
import type { EtimsDeps, EtimsDocument } from './etims.documents.js';
import { stockRequest } from './etims.stock.js';

// Sending documents to KRA exactly once, in invoice order (DESIGN decision 60,
// docs/decisions/156-etims-exactly-once.md). One server at a time holds the sender's lease (on the
// invoice counter's row, with the database's rows as the only shared truth) and sends the pending
// documents oldest number first. A document is marked `sent` before its request goes out, so after
// a crash, a timeout or a dropped connection it is looked up (selectInvoiceDetails) before it is
// sent again. While KRA is down the first pending document backs off and the later ones wait behind
// it, so they sign in order once it returns; orders go on regardless. Once every due document is
// signed, the stock movements KRA does not have yet follow (saveStockIO), in the same order.

/** Lease on the sender: long enough for a few of KRA's 15 s answers, renewed per document. */
const LEASE_MS = 60_000;
/** Back-off after a failed try: 30 s, doubling, at most 15 minutes. */
export const backoffMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

/** This process, as the lease's holder. */
const SENDER_ID = newId();
/** One sender per process at a time (the lease keeps other processes out). */
let running: Promise<void> | null = null;

async function takeLease(deps: EtimsDeps): Promise<boolean> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  const taken = await deps.db
    .updateTable('etims_counters')
    .set({ lease_until: until, lease_by: SENDER_ID })
    .where('name', '=', 'invoice')
    .where((eb) =>
      eb.or([
        eb('lease_until', 'is', null),
        eb('lease_until', '<', now.toISOString()),
        eb('lease_by', '=', SENDER_ID),
      ]),
    )
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

async function dropLease(deps: EtimsDeps): Promise<void> {
  await deps.db
    .updateTable('etims_counters')
    .set({ lease_until: null, lease_by: null })
    .where('name', '=', 'invoice')
    .where('lease_by', '=', SENDER_ID)
    .execute();
}

async function keepExchanges(deps: EtimsDeps, documentId: string | null): Promise<void> {
  const exchanges = deps.etims.takeExchanges();
  if (exchanges.length === 0) return;
  const at = deps.clock.now().toISOString();
  await deps.db
    .insertInto('etims_exchanges')
    .values(
      exchanges.map((e) => ({
        id: newId(),
        document_id: documentId,
        endpoint: e.endpoint,
        request: JSON.stringify(e.request),
        answer: e.answer === null ? null : JSON.stringify(e.answer),
        error: e.error,
        created_at: at,
      })),
    )
    .execute();
}

async function markSigned(deps: EtimsDeps, doc: EtimsDocument, r: SignedReceipt): Promise<void> {
  await deps.db
    .updateTable('etims_documents')
    .set({
      status: 'signed',
      rcpt_no: r.curRcptNo,
      tot_rcpt_no: r.totRcptNo,
      intrl_data: r.intrlData,
      rcpt_sign: r.rcptSign,
      sdc_id: r.sdcId,
      mrc_no: r.mrcNo,
      sdc_date_time: r.sdcDateTime,
      signed_at: deps.clock.now().toISOString(),
      last_error: null,
    })
    .where('id', '=', doc.id)
    .where('status', '=', 'pending')
    .execute();
}

/** Registers (saveItem) every item of the request KRA does not know yet: before its first sale. */
const itemCodes = (doc: EtimsDocument) =>
  (JSON.parse(doc.request) as { itemList: { itemCd: string }[] }).itemList.map((i) => i.itemCd);

async function registerItems(deps: EtimsDeps, client: EtimsClient, doc: EtimsDocument) {
  const codes = itemCodes(doc);
  const unregistered = await deps.db
    .selectFrom('etims_items')
    .selectAll()
    .where('item_cd', 'in', codes)
    .where('registered_at', 'is', null)
    .execute();
  for (const item of unregistered) {
    await client.saveItem({
      itemCd: item.item_cd,
      itemClsCd: item.item_cls_cd,
      itemTyCd: '2',
      itemNm: item.name,
      orgnNatCd: 'KE',
      pkgUnitCd: 'NT',
      qtyUnitCd: item.qty_unit_cd,
      taxTyCd: item.tax_type,
      dftPrc: 0,
      isrcAplcbYn: 'N',
      useYn: 'Y',
      regrId: 'shop',
      regrNm: 'shop',
      modrId: 'shop',
      modrNm: 'shop',
    });
    await deps.db
      .updateTable('etims_items')
      .set({ registered_at: deps.clock.now().toISOString() })
      .where('item_cd', '=', item.item_cd)
      .execute();
  }
}

/** One document: looked up first if a send may have reached KRA, then sent. */
async function sendOne(deps: EtimsDeps, client: EtimsClient, doc: EtimsDocument): Promise<void> {
  if (doc.sent) {
    const found = await client.lookup(Number(doc.invoice_no));
    if (found) return markSigned(deps, doc, found);
  }
  await registerItems(deps, client, doc);
  await deps.db.updateTable('etims_documents').set({ sent: 1 }).where('id', '=', doc.id).execute();
  const body = JSON.parse(doc.request) as Record<string, unknown>;
  try {
    await markSigned(deps, doc, await client.saveSale(body));
  } catch (err) {
    if (!(err instanceof EtimsError && err.resultCd === '922')) throw err;
    // KRA does not know an item this shop registered (a new device, a sandbox reset): KRA did not
    // record the sale, so its items are registered again and it is sent once more.
    await deps.db
      .updateTable('etims_items')
      .set({ registered_at: null })
      .where('item_cd', 'in', itemCodes(doc))
      .execute();
    await registerItems(deps, client, doc);
    await markSigned(deps, doc, await client.saveSale(body));
  }
}

async function nextPending(deps: EtimsDeps): Promise<EtimsDocument | undefined> {
  return deps.db
    .selectFrom('etims_documents')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('invoice_no')
    .limit(1)
    .executeTakeFirst();
}

/** Signs pending documents in number order; true once none is left that is due now. */
async function signPending(deps: EtimsDeps, client: EtimsClient): Promise<boolean> {
  for (let doc = await nextPending(deps); doc; doc = await nextPending(deps)) {
    if (doc.next_try_at > deps.clock.now().toISOString()) return false;
    if (!(await takeLease(deps))) return false;
    try {
      await sendOne(deps, client, doc);
      await keepExchanges(deps, doc.id);
    } catch (err) {
      await keepExchanges(deps, doc.id);
      const refused = err instanceof EtimsError && err.kind === 'refused';
      const message = err instanceof Error ? err.message : String(err);
      await deps.db
        .updateTable('etims_documents')
        .set({
          status: refused ? 'refused' : 'pending',
          last_error: message,
          attempts: doc.attempts + 1,
          next_try_at: new Date(
            deps.clock.now().getTime() + backoffMs(doc.attempts + 1),
          ).toISOString(),
        })
        .where('id', '=', doc.id)
        .execute();
      if (refused) {
        deps.log.error(
          { invoice: doc.invoice_no, reason: message },
          'KRA refused an eTIMS document',
        );
        continue;
      }
      deps.log.warn(
        { invoice: doc.invoice_no, reason: message },
        'eTIMS document not signed yet; backing off',
      );
      return false;
    }
  }
  return true;
}

/**
 * Sends the stock movement of every signed document KRA does not have yet, in number order. KRA
 * answering 994 (that sarNo is recorded) means an earlier try arrived. A failure waits for the
 * sender's next run (the next sale, or a document's job coming back).
 */
async function sendStock(deps: EtimsDeps, client: EtimsClient): Promise<void> {
  const docs = await deps.db
    .selectFrom('etims_documents')
    .selectAll()
    .where('status', '=', 'signed')
    .where('stock_sent', '=', 0)
    .orderBy('invoice_no')
    .limit(50)
    .execute();
  for (const doc of docs) {
    try {
      await client.saveStockIO(
        stockRequest(JSON.parse(doc.request) as Parameters<typeof stockRequest>[0]),
      );
    } catch (err) {
      if (!(err instanceof EtimsError && err.resultCd === '994')) {
        await keepExchanges(deps, doc.id);
        deps.log.warn(
          { invoice: doc.invoice_no, reason: err instanceof Error ? err.message : String(err) },
          'eTIMS stock movement not sent yet',
        );
        return;
      }
    }
    await keepExchanges(deps, doc.id);
    await deps.db
      .updateTable('etims_documents')
      .set({ stock_sent: 1 })
      .where('id', '=', doc.id)
      .execute();
  }
}

async function drain(deps: EtimsDeps): Promise<void> {
  if (!(await takeLease(deps))) return;
  try {
    const client = await deps.etims.client();
    if (await signPending(deps, client)) await sendStock(deps, client);
  } finally {
    await dropLease(deps);
  }
}

/**
 * Sends every pending document KRA should have now, in invoice order, unless another server is
 * at it. Safe to call from anywhere at any time: jobs, a timer, a test.
 */
export async function sendPending(deps: EtimsDeps): Promise<void> {
  while (running) await running;
  running = drain(deps).finally(() => {
    running = null;
  });
  return running;
}
