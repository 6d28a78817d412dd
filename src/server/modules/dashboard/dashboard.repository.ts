import type { Kysely } from 'kysely';
import type { Dashboard } from '../../../shared/dashboard.schema.js';
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

export async function loadDashboard(db: Kysely<Database>): Promise<Dashboard> {
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
    lowStock: lowStock.map((p) => ({
      _id: p.id,
      name: p.name,
      stock: Number(p.stock),
      reorderLevel: Number(p.reorder_level),
    })),
    recentMessages: recentMessages.map((m) => ({
      _id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      createdAt: m.created_at,
    })),
    recentReviews: recentReviews.map((r) => ({
      _id: r.id,
      name: r.name,
      message: r.message,
      rating: r.rating,
      createdAt: r.created_at,
    })),
  };
}
