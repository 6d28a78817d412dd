import { z } from 'zod';
import { PRODUCT_STATUSES } from './constants.js';

// The product as the API returns it (spec section 3, DESIGN.md decision 9). Images are addresses
// under /media, never base64. The input schema (multipart fields) sits beside it.

export const Product = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  brand: z.string().nullable(),
  unit: z.string(),
  size: z.string().nullable(),
  /** KSh per unit; null when the shop has not priced it (no Reserve button then). */
  price: z.number().nullable(),
  discount: z.number().nullable(),
  stock: z.number().nullable(),
  reorderLevel: z.number().nullable(),
  supplier: z.object({ name: z.string().nullable(), contact: z.string().nullable() }),
  location: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  paymentPlan: z.string().nullable(),
  amenities: z.array(z.string()),
  /** The first image's address, or null. */
  image: z.string().nullable(),
  images: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductList = z.array(Product);
