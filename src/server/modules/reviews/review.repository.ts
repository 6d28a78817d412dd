import type { Kysely } from 'kysely';
import type { Review, ReviewInput } from '../../../shared/review.schema.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { containsText, offsetOf } from '../../lib/search.js';
import type { Page } from '../../../shared/paging.schema.js';

export const REVIEW_LIST_LIMIT = 100;

type ReviewRow = Database['reviews'];

function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    name: row.name,
    message: row.message,
    rating: row.rating,
    createdAt: row.created_at,
  };
}

/** Newest first; the page shows the latest reviews, not the whole history. */
export async function listReviews(db: Kysely<Database>): Promise<Review[]> {
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(REVIEW_LIST_LIMIT)
    .execute();
  return rows.map(toReview);
}

export async function insertReview(
  db: Kysely<Database>,
  input: ReviewInput,
  now: Date,
): Promise<Review> {
  const row: ReviewRow = {
    id: newId(),
    name: input.name,
    message: input.message,
    rating: input.rating,
    created_at: now.toISOString(),
  };
  await db.insertInto('reviews').values(row).execute();
  return toReview(row);
}

/** Returns whether a review was deleted. */
export async function deleteReview(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * One page of reviews, newest first, optionally only those whose name or message contains `q`.
 * Admins page through the whole history with it; visitors page through it without `q`.
 */
export async function pageReviews(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; q?: string },
): Promise<Page<Review>> {
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
  return {
    items: rows.map(toReview),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}
