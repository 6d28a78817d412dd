import type { Kysely, Transaction } from 'kysely';
import type { EtimsDocumentRow, EtimsOverview } from '#shared/etims.schema.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError, NotFoundError } from '../../lib/errors.js';

// What staff see of eTIMS (DESIGN decision 60): how many documents KRA has not signed and since
// when, the latest documents with their last error, and a refused document put back in the queue
// once its cause is fixed. The dashboard shows the same count (unsignedSummary).

export interface UnsignedSummary {
  unsigned: number;
  refused: number;
  /** When the oldest unsigned document was made, or null. */
  oldest: string | null;
}

export async function unsignedSummary(db: Kysely<Database>): Promise<UnsignedSummary> {
  const rows = await db
    .selectFrom('etims_documents')
    .select([
      'status',
      (eb) => eb.fn.countAll<string>().as('n'),
      (eb) => eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'refused'])
    .groupBy('status')
    .execute();
  const pending = rows.find((r) => r.status === 'pending');
  const refused = rows.find((r) => r.status === 'refused');
  const oldest =
    [pending?.oldest, refused?.oldest].filter((v): v is string => !!v).sort()[0] ?? null;
  return {
    unsigned: Number(pending?.n ?? 0) + Number(refused?.n ?? 0),
    refused: Number(refused?.n ?? 0),
    oldest,
  };
}

export async function etimsOverview(deps: {
  db: Kysely<Database>;
  config: { etims: { env: EtimsOverview['env']; pin: string; branch: string } };
}): Promise<EtimsOverview> {
  const documents = await deps.db
    .selectFrom('etims_documents')
    .innerJoin('orders', 'orders.id', 'etims_documents.order_id')
    .select([
      'etims_documents.id',
      'etims_documents.kind',
      'etims_documents.invoice_no',
      'etims_documents.status',
      'etims_documents.total',
      'etims_documents.attempts',
      'etims_documents.last_error',
      'etims_documents.next_try_at',
      'etims_documents.created_at',
      'etims_documents.signed_at',
      'etims_documents.rcpt_no',
      'orders.reference',
    ])
    .orderBy('etims_documents.invoice_no', 'desc')
    .limit(100)
    .execute();
  const { env, pin, branch } = deps.config.etims;
  return {
    env,
    pin,
    branch,
    ...(await unsignedSummary(deps.db)),
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind as EtimsDocumentRow['kind'],
      invoiceNo: Number(d.invoice_no),
      reference: d.reference,
      status: d.status as EtimsDocumentRow['status'],
      total: Number(d.total),
      attempts: Number(d.attempts),
      lastError: d.last_error,
      nextTryAt: d.status === 'pending' ? d.next_try_at : null,
      createdAt: d.created_at,
      signedAt: d.signed_at,
      receiptNo: d.rcpt_no === null ? null : Number(d.rcpt_no),
    })),
  };
}

/** A refused document goes back in the queue (its cause fixed: an item's tax type, the PIN...). */
export async function retryDocument(
  deps: { db: Kysely<Database>; clock: Clock },
  id: string,
  /** More writes for the retry's transaction (staff's audit event, decision 49). */
  also?: (trx: Transaction<Database>, doc: { status: string }) => Promise<void>,
) {
  const doc = await deps.db
    .selectFrom('etims_documents')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!doc) throw new NotFoundError('Not found.', 'NOT_FOUND');
  if (doc.status === 'signed')
    throw new BadRequestError('This document is signed already.', 'ETIMS_ALREADY_SIGNED');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('etims_documents')
      .set({ status: 'pending', next_try_at: deps.clock.now().toISOString() })
      .where('id', '=', id)
      .where('status', '!=', 'signed')
      .execute();
    await also?.(trx, doc);
  });
  return doc;
}
