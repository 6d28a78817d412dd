import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { BadRequestError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { staffName } from '../../plugins/auth.js';

// The audit log (DESIGN decision 49, docs/decisions/140-audit-log.md): every staff write records
// one event {at, by, roles, action, entity, id, changes: [[field, before, after]], reason?,
// requestId} in the same transaction as the change. Modules call `audit(trx, request, {...})`
// inside their transaction; a route whose service opens its own transactions wraps it in
// `staffWrite`, which runs the service and the event in one. Nothing here updates or deletes an
// event, and the database refuses it (the migration's triggers).

/** One changed field: its name, what it was and what it became (null for none). */
export type AuditChange = [field: string, before: unknown, after: unknown];

export interface AuditEntry {
  /** What was done, as 'entity.verb': 'product.update', 'order.status', 'stock.adjust'. */
  action: string;
  /** What kind of record: 'product', 'order', 'payment', 'quote', 'staff' ... */
  entity: string;
  /** Which record (its id, or an order's or quote's reference). */
  id: string;
  changes?: AuditChange[];
  /** Why, in the person's words; required for some actions (requireReason). */
  reason?: string | null | undefined;
}

/** Who wrote: a signed-in staff member's request, or the command line. */
export interface AuditActor {
  id: string | null;
  name: string;
  roles: readonly string[];
  requestId: string;
}

export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  return {
    id: user?.id ?? null,
    name: user ? staffName(user) : 'anonymous',
    roles: user?.roles ?? [],
    requestId: String(request.id),
  };
}

/** Records one event in `db`, which must be the transaction of the change it describes. */
export async function audit(
  db: Kysely<Database>,
  who: FastifyRequest | AuditActor,
  entry: AuditEntry,
  now?: Date,
): Promise<void> {
  const actor = 'requestId' in who ? who : actorOf(who);
  const at = now ?? ('server' in who ? who.server.clock.now() : new Date());
  await db
    .insertInto('audit_events')
    .values({
      id: newId(),
      at: at.toISOString(),
      by_id: actor.id,
      by_name: actor.name,
      roles: JSON.stringify(actor.roles),
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.id,
      changes: JSON.stringify(entry.changes ?? []),
      reason: entry.reason?.trim() || null,
      request_id: actor.requestId,
    })
    .execute();
}

/** The reason a person gave, or 400 REASON_REQUIRED (decision 49's list of actions). */
export function requireReason(reason: string | null | undefined): string {
  const text = reason?.trim() ?? '';
  if (text.length === 0)
    throw new BadRequestError('Please give a reason for this change.', 'REASON_REQUIRED');
  return text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots of one record, as [field, before, after]; a
 * record made has no before (null) and a record removed no after. `only` limits the fields.
 */
export function changesBetween(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  only?: readonly string[],
): AuditChange[] {
  const fields = only ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    if (!same(was, now)) changes.push([field, was, now]);
  }
  return changes;
}

/**
 * Runs an existing service's write and its event in one transaction: `work` gets an app whose
 * `db` is the transaction (a service's own `db.transaction()` joins it instead of opening
 * another), and answers what to return and what to record. A refused write records nothing.
 */
export async function staffWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (scoped: FastifyInstance) => Promise<{ answer: T; event: AuditEntry }>,
): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    const db = joined(trx);
    const scoped = Object.create(app, { db: { value: db } }) as FastifyInstance;
    const { answer, event } = await work(scoped);
    await audit(db, request, event, app.clock.now());
    return answer;
  });
}

/** The transaction, where starting a transaction runs the work in this one. */
function joined(trx: Transaction<Database>): Kysely<Database> {
  const proxy: Kysely<Database> = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction')
        return () => ({
          execute: <R>(fn: (t: Kysely<Database>) => Promise<R>) => fn(proxy),
        });
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return proxy;
}

/** A record's fields by path ('variants.Y12.price'), for changesBetween; dates left out. */
export function flatFields(value: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      if (v.every((x) => x === null || typeof x !== 'object')) {
        out[path] = v;
        return;
      }
      v.forEach((item: unknown, i) => walk(item, `${path}.${keyOf(item) ?? i}`));
      return;
    }
    if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === 'createdAt' || k === 'updatedAt') continue;
        walk(x, path ? `${path}.${k}` : k);
      }
      return;
    }
    out[path] = v ?? null;
  };
  walk(value, prefix);
  return out;
}

function keyOf(item: unknown): string | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const r = item as Record<string, unknown>;
  for (const k of ['sku', 'unit', 'name', '_id'])
    if (typeof r[k] === 'string' && r[k] !== '') return r[k];
  return undefined;
}
