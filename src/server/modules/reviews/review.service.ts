import type { Kysely } from 'kysely';
import type { Page } from '#shared/paging.schema.js';
import type { Review, ReviewInput } from '#shared/review.schema.js';
import type { Database } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import {
  insertReviewRow,
  listReviewRows,
  pageReviewRows,
  type ReviewRow,
} from './review.repository.js';

// Turns review rows into the API shape; the SQL is in review.repository.ts.

const REVIEW_LIST_LIMIT = 100;

export function toReview(row: ReviewRow): Review {
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
  return (await listReviewRows(db, REVIEW_LIST_LIMIT)).map(toReview);
}

export async function addReview(
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
  await insertReviewRow(db, row);
  return toReview(row);
}

/**
 * One page of reviews, newest first, optionally only those whose name or message contains `q`.
 * Admins page through the whole history with it; visitors page through it without `q`.
 */
export async function pageReviews(
  db: Kysely<Database>,
  query: { page: number; pageSize: number; q?: string },
): Promise<Page<Review>> {
  const { rows, total } = await pageReviewRows(db, query);
  return { items: rows.map(toReview), total, page: query.page, pageSize: query.pageSize };
}
