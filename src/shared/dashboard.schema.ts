import { z } from './zod.js';
import { Review } from './review.schema.js';

// The admin dashboard (docs/decisions/068-admin-sidebar.md).
export const Dashboard = z.object({
  counts: z.object({
    products: z.number().int(),
    lowStock: z.number().int(),
    blogs: z.number().int(),
    services: z.number().int(),
    reviews: z.number().int(),
    messages: z.number().int(),
    /** Orders placed and not yet confirmed or cancelled. */
    newOrders: z.number().int(),
  }),
  /**
   * Variants whose stock is at or below their reorder level, lowest stock first: `_id` is the
   * product's, `name` the product's with the variant's title ('Deformed Steel Bar — Y16 / 12 m').
   */
  lowStock: z.array(
    z.object({
      _id: z.string(),
      variantId: z.string(),
      sku: z.string(),
      name: z.string(),
      stock: z.number(),
      reorderLevel: z.number(),
      /** In the stock unit: '3 bars', '412.5 kg'. */
      stockText: z.string(),
      reorderText: z.string(),
    }),
  ),
  recentMessages: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  recentReviews: z.array(Review),
  /** KRA eTIMS documents not signed yet (pending or refused), and when the oldest was made. */
  etims: z.object({ unsigned: z.number().int(), oldest: z.string().nullable() }),
});
export type Dashboard = z.infer<typeof Dashboard>;
