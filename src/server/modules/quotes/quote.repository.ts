import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CustomerSearch } from '../../lib/customer-search.js';

// SQL of quotes and their lines. The rules live in quote.service.ts; the catalogue as the matcher
// reads it comes from the products module (product.service.ts).

type Db = Kysely<Database> | Transaction<Database>;
export type QuoteRow = Database['quotes'];
export type QuoteLineRow = Database['quote_lines'];

export async function insertQuote(db: Db, quote: QuoteRow, lines: QuoteLineRow[]): Promise<void> {
  await db.insertInto('quotes').values(quote).execute();
  if (lines.length > 0) await db.insertInto('quote_lines').values(lines).execute();
}

export async function findQuoteByReference(db: Db, reference: string) {
  return db.selectFrom('quotes').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export async function findQuoteByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom('quotes').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function listQuoteLines(db: Db, quoteId: string): Promise<QuoteLineRow[]> {
  return db
    .selectFrom('quote_lines')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('position')
    .execute();
}

/** Replaces every line of a quote (staff add, remove and price lines in one save). */
export async function replaceQuoteLines(
  db: Db,
  quoteId: string,
  lines: QuoteLineRow[],
): Promise<void> {
  await db.deleteFrom('quote_lines').where('quote_id', '=', quoteId).execute();
  if (lines.length > 0) await db.insertInto('quote_lines').values(lines).execute();
}

export async function updateQuote(
  db: Db,
  id: string,
  fields: Partial<Omit<QuoteRow, 'id' | 'reference'>>,
  onlyIfStatus?: string,
): Promise<boolean> {
  let query = db.updateTable('quotes').set(fields).where('id', '=', id);
  if (onlyIfStatus) query = query.where('status', '=', onlyIfStatus);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface QuoteFilter {
  /** A stored status, plus whether the quote must be past (true) or within (false) its day. */
  status?: { stored: string; expiredBefore?: string; validFrom?: string };
  search?: CustomerSearch;
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: QuoteFilter) {
  let query = db.selectFrom('quotes');
  const status = filter.status;
  if (status) {
    query = query.where('status', '=', status.stored);
    if (status.expiredBefore) query = query.where('valid_until', '<', status.expiredBefore);
    if (status.validFrom) query = query.where('valid_until', '>=', status.validFrom);
  }
  const search = filter.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb('reference', 'like', `%${search.reference}%`),
        eb(eb.fn('lower', ['customer_name']), 'like', `%${search.text}%`),
        ...(search.phone ? [eb('phone', '=', search.phone)] : []),
        ...(search.digits ? [eb('phone', 'like', `%${search.digits}%`)] : []),
      ]),
    );
  }
  return query;
}

export async function listQuotes(
  db: Db,
  filter: QuoteFilter,
): Promise<{ rows: (QuoteRow & { line_count: number | string | null })[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll('quotes')
      .select((eb) =>
        eb
          .selectFrom('quote_lines')
          .whereRef('quote_lines.quote_id', '=', 'quotes.id')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('line_count'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
