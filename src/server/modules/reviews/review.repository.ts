import type { Kysely } from 'kysely';
import type { Review, ReviewInput } from '../../../shared/review.schema.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';

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
