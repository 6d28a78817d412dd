import type { Kysely } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import type { ActivityEvent, ActivityPage, ActivityQuery } from '#shared/staff.schema.js';
import type { Database } from '../../db/database.js';

// Reading the audit log (decision 49): /admin/activity's page and CSV, filtered by person, action
// and Nairobi day, newest first; and one record's History.

type Row = Database['audit_events'];

export function toActivityEvent(row: Row): ActivityEvent {
  return {
    _id: row.id,
    at: row.at,
    byId: row.by_id,
    by: row.by_name,
    roles: JSON.parse(row.roles) as string[],
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    changes: JSON.parse(row.changes) as [string, unknown, unknown][],
    reason: row.reason,
    requestId: row.request_id,
  };
}

/** The UTC instant a Nairobi day (UTC+3) starts. */
const nairobiDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

function filtered(db: Kysely<Database>, q: Omit<ActivityQuery, 'page' | 'pageSize'>) {
  let query = db.selectFrom('audit_events');
  if (q.by)
    query = query.where((eb) => eb.or([eb('by_id', '=', q.by!), eb('by_name', '=', q.by!)]));
  if (q.action)
    query = query.where((eb) =>
      eb.or([
        eb('action', '=', q.action!),
        eb('action', 'like', `${q.action!.replace(/[%_]/g, '')}.%`),
      ]),
    );
  if (q.from) query = query.where('at', '>=', nairobiDayStart(q.from).toISOString());
  if (q.to) {
    const end = nairobiDayStart(q.to);
    end.setUTCDate(end.getUTCDate() + 1);
    query = query.where('at', '<', end.toISOString());
  }
  return query;
}

export async function activityPage(db: Kysely<Database>, q: ActivityQuery): Promise<ActivityPage> {
  const base = filtered(db, q);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(toActivityEvent),
    total: Number(count.n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A spreadsheet reads a cell starting with = + - @ as a formula: such cells get an apostrophe. */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const ACTIVITY_CSV_MAX = 50_000;

/** The filtered log as CSV: UTF-8 with a BOM, ISO times, one row per event. */
export async function activityCsv(
  db: Kysely<Database>,
  q: Omit<ActivityQuery, 'page' | 'pageSize'>,
): Promise<string> {
  const rows = await filtered(db, q)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACTIVITY_CSV_MAX)
    .execute();
  const records = rows
    .map(toActivityEvent)
    .map((e) =>
      [
        e.at,
        e.by,
        e.roles.join(' '),
        e.action,
        e.entity,
        e.entityId,
        e.changes
          .map(([f, b, a]) => `${f}: ${JSON.stringify(b)} -> ${JSON.stringify(a)}`)
          .join('; '),
        e.reason ?? '',
        e.requestId,
      ].map(safe),
    );
  return stringify(records, {
    bom: true,
    header: true,
    columns: ['at', 'by', 'roles', 'action', 'entity', 'id', 'changes', 'reason', 'request'],
  });
}

/** One record's events, oldest first (the History panel). */
export async function historyOf(
  db: Kysely<Database>,
  entity: string,
  id: string,
): Promise<ActivityEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map(toActivityEvent);
}

/** One record whose events a gathered history takes, optionally only its actions `prefix.*`. */
export interface HistorySubject {
  entity: string;
  ids: readonly string[];
  actionPrefix?: string;
}

/**
 * The events about several records at once, newest first: staff's page of a customer gathers
 * the customer, their trade account and the decisions on their account orders.
 */
export async function historyAbout(
  db: Kysely<Database>,
  subjects: readonly HistorySubject[],
  limit = 200,
): Promise<ActivityEvent[]> {
  const wanted = subjects.filter((s) => s.ids.length > 0);
  if (wanted.length === 0) return [];
  const rows = await db
    .selectFrom('audit_events')
    .selectAll()
    .where((eb) =>
      eb.or(
        wanted.map((s) =>
          eb.and([
            eb('entity', '=', s.entity),
            eb('entity_id', 'in', [...s.ids]),
            ...(s.actionPrefix ? [eb('action', 'like', `${s.actionPrefix}.%`)] : []),
          ]),
        ),
      ),
    )
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toActivityEvent);
}
