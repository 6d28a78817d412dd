import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

const RECENT = 5;

async function count(
  db: Kysely<Database>,
  table: 'blogs' | 'services' | 'reviews' | 'contact_messages',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns bigint counts as strings.
  return Number(row.n);
}

/** What the dashboard shows, as counts and rows. */
export async function loadDashboardRows(db: Kysely<Database>) {
  const [blogs, services, reviews, messages, recentMessages, recentReviews] = await Promise.all([
    count(db, 'blogs'),
    count(db, 'services'),
    count(db, 'reviews'),
    count(db, 'contact_messages'),
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(RECENT)
      .execute(),
    db.selectFrom('reviews').selectAll().orderBy('created_at', 'desc').limit(RECENT).execute(),
  ]);

  return {
    counts: {
      blogs,
      services,
      reviews,
      messages,
    },
    recentMessages,
    recentReviews,
  };
}
