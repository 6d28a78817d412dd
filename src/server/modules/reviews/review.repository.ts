import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { containsText, offsetOf } from '../../lib/search.js';

export type ReviewRow = Database['reviews'];

/** Newest first, capped. */
export async function listReviewRows(db: Kysely<Database>, limit: number): Promise<ReviewRow[]> {
  return db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertReviewRow(db: Kysely<Database>, row: ReviewRow): Promise<void> {
  await db.insertInto('reviews').values(row).execute();
}

/** Returns whether a review was deleted. */
export async function deleteReview(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * One page of review rows, newest first, optionally only those whose name or message contains
 * `q`, with how many match in all.
 */
export async function pageReviewRows(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; q?: string },
): Promise<{ rows: ReviewRow[]; total: number }> {
  let base = db.selectFrom('reviews');
  const q = query.q;
  if (q) {
    base = base.where((eb) =>
      eb.or([containsText(eb.ref('name'), q), containsText(eb.ref('message'), q)]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize))
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
