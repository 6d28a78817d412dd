import type { FastifyRequest } from 'fastify';
import type { Capability } from '#shared/staff-roles.js';
import type { AuditChange } from '../audit/audit.js';
import { requireCapability } from '../../plugins/auth.js';

// What changing each field of a product or variant asks of a staff member (decision 47): an
// editor changes text and pictures, a storekeeper the rest but prices, costs and stock levels
// outside the stock screen need their own capabilities. The routes declare the least and ask
// here for what the save actually changes.

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

/** Throws 403 when the person may not make one of these changes. */
export function requireChangeCapabilities(request: FastifyRequest, changes: AuditChange[]): void {
  for (const cap of new Set(changes.map(([field]) => fieldCapability(field))))
    requireCapability(request, cap);
}
