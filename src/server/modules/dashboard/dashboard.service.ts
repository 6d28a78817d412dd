import type { Kysely } from 'kysely';
import type { Dashboard } from '#shared/dashboard.schema.js';
import type { Database } from '../../db/database.js';
import { toContactMessage } from '../contact/contact.service.js';
import { toReview } from '../reviews/review.service.js';
import { loadDashboardRows } from './dashboard.repository.js';

// Turns the dashboard's counts and rows into the API shape; the SQL is in dashboard.repository.ts.

export async function loadDashboard(db: Kysely<Database>): Promise<Dashboard> {
  const { counts, lowStock, recentMessages, recentReviews } = await loadDashboardRows(db);
  return {
    counts,
    lowStock: lowStock.map((p) => ({
      _id: p.id,
      name: p.name,
      stock: Number(p.stock),
      reorderLevel: Number(p.reorder_level),
    })),
    recentMessages: recentMessages.map(toContactMessage),
    recentReviews: recentReviews.map(toReview),
  };
}
