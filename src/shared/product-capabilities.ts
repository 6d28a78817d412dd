import type { Capability } from './staff-roles.js';

// What changing each field of a product or variant asks of a staff member (decision 47): an
// editor changes text and pictures, a storekeeper the rest but prices, costs and stock levels
// outside the stock screen need their own capabilities. The server refuses a save that changes
// more than the person may (products/product-capabilities.ts); the product form shows such
// fields read-only.

const TEXT_FIELDS = new Set([
  'name',
  'description',
  'tags',
  'amenities',
  'isFeatured',
  'image',
  'images',
]);

export function fieldCapability(path: string): Capability {
  const last = path.split('.').at(-1) ?? path;
  if (/price|cost|discount/i.test(last)) return 'prices.edit';
  if (last === 'stock' || last === 'onHand') return 'stock.adjust';
  if (TEXT_FIELDS.has(path.split('.')[0] ?? '')) return 'products.text';
  return 'products.edit';
}
