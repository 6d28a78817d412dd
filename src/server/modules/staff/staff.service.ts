import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffMember } from '#shared/staff.schema.js';
import { STAFF_ROLES, type StaffRole } from '#shared/staff-roles.js';
import type { Database } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.js';
import { audit } from '../audit/audit.js';
import { generatePassword } from '../auth/admin-accounts.js';
import { hashPassword } from '../auth/password.js';
import { deleteUserSessions } from '../auth/session.repository.js';
import { replaceRoles, rolesOf } from '../auth/staff-roles.repository.js';
import { findUserByEmail, insertUser } from '../auth/user.repository.js';

// Staff management (DESIGN decision 48): the owner adds a person by e-mail with roles (they set
// their password with a mailed code, the reset flow), changes roles and deactivates. The last
// active owner cannot be demoted or deactivated (409), nobody changes their own roles (403), and
// every change is one audit event in its transaction. Used by the routes and `npm run admin`.

/** Who is acting: a request (the web) or the command line's actor. */
export type StaffActor = { userId: string | null; request: FastifyRequest | null };

const ordered = (roles: readonly string[]) =>
  STAFF_ROLES.filter((r) => roles.includes(r)) as StaffRole[];

export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('staff_roles', 'staff_roles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.username', 'users.verified', 'staff_roles.role'])
    .where('users.role', '=', 'admin')
    .orderBy('users.email')
    .execute();
  const byId = new Map<string, StaffMember>();
  for (const r of rows) {
    const member = byId.get(r.id) ?? {
      _id: r.id,
      email: r.email,
      username: r.username,
      roles: [],
      verified: r.verified === 1,
    };
    member.roles = ordered([...member.roles, r.role]);
    byId.set(r.id, member);
  }
  return [...byId.values()];
}

/** Refuses a change that would leave no active owner; locks the owners' rows on PostgreSQL. */
async function keepAnOwner(trx: Kysely<Database>, userId: string, rolesAfter: readonly string[]) {
  if (rolesAfter.includes('owner')) return;
  let q = trx
    .selectFrom('staff_roles')
    .innerJoin('users', 'users.id', 'staff_roles.user_id')
    .select('staff_roles.user_id')
    .where('staff_roles.role', '=', 'owner')
    .where('users.role', '=', 'admin');
  if (isPostgres(trx)) q = q.forUpdate();
  const owners = (await q.execute()).map((r) => r.user_id);
  if (owners.includes(userId) && owners.length <= 1)
    throw new ConflictError(
      'This is the last owner: make someone else an owner first.',
      'LAST_OWNER',
    );
}

function notSelf(actor: StaffActor, userId: string) {
  if (actor.userId === userId)
    throw new ForbiddenError('Nobody changes their own roles: ask another owner.', 'OWN_ROLES');
}

async function record(
  trx: Kysely<Database>,
  actor: StaffActor,
  event: Parameters<typeof audit>[2],
  now: Date,
) {
  const who = actor.request ?? {
    id: null,
    name: 'command line',
    roles: [],
    requestId: `cli-${now.getTime()}`,
  };
  await audit(trx, who, event, now);
}

/**
 * Adds a person, or gives an existing account these roles. Answers whether a code should be
 * mailed: always, unless the account already has a password of its own (verified).
 */
export async function addStaff(
  db: Kysely<Database>,
  actor: StaffActor,
  input: { email: string; roles: readonly StaffRole[] },
  now: Date,
): Promise<{ member: StaffMember; mailCode: boolean }> {
  const roles = ordered(input.roles);
  const passwordHash = await hashPassword(generatePassword());
  const id = await db.transaction().execute(async (trx) => {
    let user = await findUserByEmail(trx, input.email);
    const before = user ? await rolesOf(trx, user.id) : [];
    if (user) notSelf(actor, user.id);
    if (!user) {
      const local = input.email.split('@')[0]!.replace(/[^\w.-]/g, '');
      user = await insertUser(
        trx,
        {
          email: input.email,
          username: `${local || 'staff'}-${now.getTime().toString(36).slice(-4)}`.slice(0, 30),
          passwordHash,
          role: 'admin',
          verified: false,
        },
        now,
      );
    } else if (user.verified !== 1) {
      // A registration nobody verified may carry a stranger's password: it gets a fresh one.
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', user.id)
        .execute();
      await deleteUserSessions(trx, user.id);
    }
    await keepAnOwner(trx, user.id, roles);
    await replaceRoles(trx, user.id, roles, now);
    await record(
      trx,
      actor,
      {
        action: 'staff.add',
        entity: 'staff',
        id: user.id,
        changes: [
          ['email', null, input.email],
          ['roles', before, roles],
        ],
      },
      now,
    );
    return user.id;
  });
  const member = (await listStaff(db)).find((m) => m._id === id)!;
  return { member, mailCode: !member.verified };
}

async function staffOr404(db: Kysely<Database>, userId: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new NotFoundError('No such staff member.', 'STAFF_NOT_FOUND');
  return user;
}

export async function changeRoles(
  db: Kysely<Database>,
  actor: StaffActor,
  userId: string,
  newRoles: readonly StaffRole[],
  now: Date,
): Promise<StaffMember> {
  notSelf(actor, userId);
  const roles = ordered(newRoles);
  await staffOr404(db, userId);
  await db.transaction().execute(async (trx) => {
    const before = await rolesOf(trx, userId);
    await keepAnOwner(trx, userId, roles);
    await replaceRoles(trx, userId, roles, now);
    await record(
      trx,
      actor,
      { action: 'staff.roles', entity: 'staff', id: userId, changes: [['roles', before, roles]] },
      now,
    );
  });
  return (await listStaff(db)).find((m) => m._id === userId)!;
}

/** Takes every role away and ends the person's sessions; the account stays a customer's. */
export async function deactivateStaff(
  db: Kysely<Database>,
  actor: StaffActor,
  userId: string,
  now: Date,
): Promise<void> {
  notSelf(actor, userId);
  await staffOr404(db, userId);
  await db.transaction().execute(async (trx) => {
    const before = await rolesOf(trx, userId);
    await keepAnOwner(trx, userId, []);
    await replaceRoles(trx, userId, [], now);
    await deleteUserSessions(trx, userId);
    await record(
      trx,
      actor,
      { action: 'staff.deactivate', entity: 'staff', id: userId, changes: [['roles', before, []]] },
      now,
    );
  });
}
