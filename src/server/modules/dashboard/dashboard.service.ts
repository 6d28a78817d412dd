import type { Kysely } from 'kysely';
import type { Dashboard } from '#shared/dashboard.schema.js';
import type { Database } from '../../db/database.js';
import { toContactMessage } from '../contact/contact.service.js';
import { toReview } from '../reviews/review.service.js';
import { countOrders } from '../orders/order.service.js';
import { countProducts } from '../products/product.service.js';
import { countLowStock, lowStock as lowStockProducts } from '../stock/stock.service.js';
import { loadDashboardRows } from './dashboard.repository.js';
import { unsignedSummary } from '../etims/etims.status.js';

const LOW_STOCK_SHOWN = 10;

// Turns the dashboard's counts and rows into the API shape; the SQL is in dashboard.repository.ts;
// products are counted by the products module, new orders by the orders module and what is low
// by the stock module.

export async function loadDashboard(db: Kysely<Database>): Promise<Dashboard> {
  const [{ counts, recentMessages, recentReviews }, products, newOrders, lowStockCount, lowStock] =
    await Promise.all([
      loadDashboardRows(db),
      countProducts(db),
      countOrders(db, 'New'),
      countLowStock(db),
      lowStockProducts(db, { limit: LOW_STOCK_SHOWN }),
    ]);
  const etims = await unsignedSummary(db);
  return {
    counts: { ...counts, products, lowStock: lowStockCount, newOrders },
    lowStock: lowStock.map((p) => ({
      _id: p.id,
      variantId: p.variantId,
      sku: p.sku,
      name: p.name,
      stock: p.stock,
      reorderLevel: p.reorderLevel,
      stockText: p.stockText,
      reorderText: p.reorderText,
    })),
    recentMessages: recentMessages.map(toContactMessage),
    recentReviews: recentReviews.map(toReview),
    etims: { unsigned: etims.unsigned, oldest: etims.oldest },
  };
}
