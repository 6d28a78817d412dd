import { sql, type Kysely } from 'kysely';

// Frozen: staff roles as they were on 2026-11-28 (DESIGN decision 47,
// docs/decisions/139-staff-roles.md). Never edit; add a new migration instead. A person may hold
// several of owner, cashier, storekeeper and editor, one row each. users.role stays: 'admin' for
// anyone with a staff role, so the spec's user object and a server of the previous release keep
// working. Every admin so far becomes an owner, which is what they could do until now.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
    .execute();
  await sql`insert into staff_roles (user_id, role, granted_at)
    select id, 'owner', updated_at from users where role = 'admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_roles').execute();
}
