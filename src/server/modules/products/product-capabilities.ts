import type { FastifyRequest } from 'fastify';
import { fieldCapability } from '#shared/product-capabilities.js';
import type { AuditChange } from '../audit/audit.js';
import { requireCapability } from '../../plugins/auth.js';

// The routes declare the least capability and ask here for what the save actually changes
// (decision 47; the table of fields is shared with the product form).

/** Throws 403 when the person may not make one of these changes. */
export function requireChangeCapabilities(request: FastifyRequest, changes: AuditChange[]): void {
  for (const cap of new Set(changes.map(([field]) => fieldCapability(field))))
    requireCapability(request, cap);
}
