import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialect.js';

// Frozen: the audit log as it was on 2026-11-28 (DESIGN decision 49,
// docs/decisions/140-audit-log.md). Never edit; add a new migration instead. One row per staff
// write, written in the write's transaction; `roles` and `changes` are JSON text. The database
// itself refuses to change or remove an event: triggers abort every UPDATE and DELETE (and
// TRUNCATE on PostgreSQL), whoever sends it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text')
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('request_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_at').on('audit_events').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_events_entity')
    .on('audit_events')
    .columns(['entity', 'entity_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_events_by')
    .on('audit_events')
    .columns(['by_id', 'at'])
    .execute();

  if (isPostgres(db)) {
    await sql`create function audit_events_refuse() returns trigger language plpgsql as $$
      begin
        raise exception 'audit events cannot be changed or removed';
      end $$`.execute(db);
    await sql`create trigger audit_events_no_change before update or delete on audit_events
      for each row execute function audit_events_refuse()`.execute(db);
    await sql`create trigger audit_events_no_truncate before truncate on audit_events
      for each statement execute function audit_events_refuse()`.execute(db);
  } else {
    await sql`create trigger audit_events_no_update before update on audit_events
      begin select raise(abort, 'audit events cannot be changed or removed'); end`.execute(db);
    await sql`create trigger audit_events_no_delete before delete on audit_events
      begin select raise(abort, 'audit events cannot be changed or removed'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  if (isPostgres(db)) await sql`drop function audit_events_refuse()`.execute(db);
}
