import type { Kysely } from 'kysely';
import { STAFF_ROLES, type StaffRole } from '#shared/staff-roles.js';
import type { Database } from '../../db/database.js';

// The staff roles a person holds (DESIGN decision 47, docs/decisions/139-staff-roles.md). The
// session lookup reads them on every request, so a change holds from the next request.

const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** The person's roles in the table's order (owner, cashier, storekeeper, editor). */
export async function rolesOf(db: Kysely<Database>, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .selectFrom('staff_roles')
    .select('role')
    .where('user_id', '=', userId)
    .execute();
  const held = new Set(rows.map((r) => r.role).filter(isStaffRole));
  return STAFF_ROLES.filter((r) => held.has(r));
}

/**
 * Makes `roles` the person's roles exactly, and users.role 'admin' while they hold any (the
 * spec's user object says 'admin' for staff); an empty list leaves them a customer.
 */
export async function replaceRoles(
  db: Kysely<Database>,
  userId: string,
  roles: readonly StaffRole[],
  now: Date,
): Promise<void> {
  await db.deleteFrom('staff_roles').where('user_id', '=', userId).execute();
  if (roles.length > 0)
    await db
      .insertInto('staff_roles')
      .values(roles.map((role) => ({ user_id: userId, role, granted_at: now.toISOString() })))
      .execute();
  await db
    .updateTable('users')
    .set({ role: roles.length > 0 ? 'admin' : 'user', updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** Adds the owner role if missing (ADMIN_EMAIL and `npm run admin` make owners). */
export async function grantOwner(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const held = await rolesOf(db, userId);
  if (held.includes('owner')) return;
  await db
    .insertInto('staff_roles')
    .values({ user_id: userId, role: 'owner', granted_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
}
