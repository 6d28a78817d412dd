import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { countOrdersWithStatus } from '../orders/order.repository.js';

const RECENT = 5;
const LOW_STOCK_SHOWN = 10;

async function count(
  db: Kysely<Database>,
  table: 'products' | 'blogs' | 'services' | 'reviews' | 'contact_messages',
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
  const lowStockQuery = db
    .selectFrom('products')
    .where('stock', 'is not', null)
    .where('reorder_level', 'is not', null)
    .whereRef('stock', '<=', 'reorder_level');

  const [
    products,
    blogs,
    services,
    reviews,
    messages,
    lowStockCount,
    lowStock,
    recentMessages,
    recentReviews,
    newOrders,
  ] = await Promise.all([
    count(db, 'products'),
    count(db, 'blogs'),
    count(db, 'services'),
    count(db, 'reviews'),
    count(db, 'contact_messages'),
    lowStockQuery
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
    lowStockQuery
      .select(['id', 'name', 'stock', 'reorder_level'])
      .orderBy('stock')
      .orderBy('name')
      .limit(LOW_STOCK_SHOWN)
      .execute(),
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .limit(RECENT)
      .execute(),
    db.selectFrom('reviews').selectAll().orderBy('created_at', 'desc').limit(RECENT).execute(),
    countOrdersWithStatus(db, 'New'),
  ]);

  return {
    counts: {
      products,
      lowStock: Number(lowStockCount.n),
      blogs,
      services,
      reviews,
      messages,
      newOrders,
    },
    lowStock,
    recentMessages,
    recentReviews,
  };
}
