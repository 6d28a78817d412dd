import { sql } from 'kysely';
import { normalizeReference, PublicOrder } from '#shared/order.schema.js';
import { PreparedCache, type PreparedBody } from '../../lib/prepared-response.js';
import { NotFoundError } from '../../lib/errors.js';
import type { OrderReader } from './order.deps.js';
import { getPublicOrder } from './order.view.js';

// The order page's answer (GET /api/orders/{reference}). While a payment is pending the page
// asks for it every few seconds, and it changes only when the order or its payments are written,
// so each server keeps it as prepared bytes per order (checked against the PublicOrder schema
// once, when made). Every write to an order or a payment on this server drops them all
// (forgetOrderAnswers). On PostgreSQL another server may have written, so there each answer is
// kept under the order's state as one small query reads it (status, last change, payments and
// their last change): a write anywhere changes the key. SQLite has one server, which knows.

/** Per database (one per app, shared by every plugin context of it). */
const caches = new WeakMap<object, PreparedCache>();

function cacheOf(deps: Pick<OrderReader, 'db'>): PreparedCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new PreparedCache(2000);
    caches.set(deps.db, cache);
  }
  return cache;
}

/** Call after any write to an order or its payments has committed. */
export function forgetOrderAnswers(deps: Pick<OrderReader, 'db'>): void {
  caches.get(deps.db)?.clear();
}

const ORDER_NOT_FOUND = 'Order not found.';

/** The order's state as one query reads it, or undefined when there is no such order. */
async function stateOf(deps: OrderReader, reference: string): Promise<string | undefined> {
  const { rows } = await sql<{ state: string }>`
    select o.status || '|' || o.updated_at || '|' || count(p.id) || '|' ||
      coalesce(max(p.updated_at), '') as state
    from orders o left join payments p on p.order_id = o.id
    where o.reference = ${reference}
    group by o.id, o.status, o.updated_at`.execute(deps.db);
  return rows[0]?.state;
}

export async function publicOrderAnswer(deps: OrderReader, given: string): Promise<PreparedBody> {
  const reference = normalizeReference(given);
  if (!reference) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
  let key = reference;
  if (deps.config.database.kind === 'postgres') {
    const state = await stateOf(deps, reference);
    if (state === undefined) throw new NotFoundError(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    key = `${reference}|${state}`;
  }
  return cacheOf(deps).get(key, async () =>
    PublicOrder.parse(await getPublicOrder(deps, reference)),
  );
}
