import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isStrongPassword } from '#shared/account-rules.js';
import { ACCOUNT } from '#shared/constants.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { killCode } from './mailed-code.service.js';
import { hashPassword } from './password.js';
import { deleteUserSessions } from './session.repository.js';
import { grantOwner, replaceRoles } from './staff-roles.repository.js';
import { countAdmins, findUserByEmail, insertUserIfAbsent, updateUser } from './user.repository.js';

// Admin accounts without the web UI: the start-up bootstrap (ADMIN_EMAIL/ADMIN_PASSWORD, or a
// generated admin on the embedded default) and the `npm run admin` command line share these.

export const DEFAULT_ADMIN_EMAIL = 'admin@shop.local';

/** A random password that meets the password rule: 24 url-safe characters plus the four kinds. */
export function generatePassword(): string {
  let password = '';
  do {
    password = `${randomBytes(18).toString('base64url')}aA1!`;
  } while (!isStrongPassword(password));
  return password;
}

function usernameFor(email: string): string {
  const local = email.split('@')[0]?.replace(/[^\w.-]/g, '') ?? '';
  return (local.length >= ACCOUNT.nameMin ? local : `admin-${local}`).slice(0, ACCOUNT.nameMax);
}

/**
 * 'claimed': the e-mail had only an unverified registration. Anyone can register any e-mail, so
 * that account's password may be a stranger's: it gets the given password, its sessions and
 * pending codes end, and only then is it verified and made an admin.
 */
export type EnsureResult = 'created' | 'promoted' | 'claimed' | 'unchanged';

/** Gives an unverified account a new password, ends its sessions and codes, and verifies it. */
async function claimUnverified(
  db: Kysely<Database>,
  user: { id: string; email_normalized: string },
  password: string,
  role: 'admin' | 'user',
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { password_hash: passwordHash, verified: 1, role }, now);
    await deleteUserSessions(trx, user.id);
    await killCode(trx, user.email_normalized);
  });
}

/**
 * Makes sure an admin with this e-mail exists: creates it (verified) with the password, or
 * promotes the existing account. A verified account keeps its password, so a password changed
 * through the site is not undone by a restart; an unverified one is claimed (see EnsureResult).
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  input: { email: string; password: string; username?: string },
  now: Date,
): Promise<EnsureResult> {
  const result = await ensureAdminAccount(db, input, now);
  // ADMIN_EMAIL makes an owner (decision 47), also of an admin made before roles existed.
  const user = await findUserByEmail(db, input.email);
  if (user) await grantOwner(db, user.id, now);
  return result;
}

async function ensureAdminAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; username?: string },
  now: Date,
): Promise<EnsureResult> {
  let existing = await findUserByEmail(db, input.email);
  if (!existing) {
    // Another server starting at the same moment may insert it first: then it is promoted below.
    const created = await insertUserIfAbsent(
      db,
      {
        email: input.email,
        username: input.username ?? usernameFor(input.email),
        passwordHash: await hashPassword(input.password),
        role: 'admin',
        verified: true,
      },
      now,
    );
    if (created) return 'created';
    existing = await findUserByEmail(db, input.email);
    if (!existing) throw new Error(`The account ${input.email} could not be created`);
  }
  if (existing.verified !== 1) {
    await claimUnverified(db, existing, input.password, 'admin', now);
    return 'claimed';
  }
  if (existing.role === 'admin') return 'unchanged';
  await updateUser(db, existing.id, { role: 'admin' }, now);
  return 'promoted';
}

/**
 * Sets the role. Promoting an unverified account claims it with a fresh password, answered so it
 * can be shown once; `undefined` when there is no such account.
 */
export async function setRole(
  db: Kysely<Database>,
  email: string,
  role: 'admin' | 'user',
  now: Date,
): Promise<{ newPassword?: string } | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  if (role === 'admin' && user.verified !== 1) {
    const newPassword = generatePassword();
    await claimUnverified(db, user, newPassword, 'admin', now);
    await grantOwner(db, user.id, now);
    return { newPassword };
  }
  // An admin made here is an owner; a person made a customer loses every staff role.
  if (role === 'admin') {
    await updateUser(db, user.id, { role }, now);
    await grantOwner(db, user.id, now);
  } else await replaceRoles(db, user.id, [], now);
  return {};
}

/** Sets a new password and ends the account's sessions. */
export async function resetPassword(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: Date,
): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await updateUser(db, user.id, { password_hash: await hashPassword(password), verified: 1 }, now);
  await deleteUserSessions(db, user.id);
  return true;
}

/** What the start-up bootstrap needs (the app has all of it). */
export interface BootstrapDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'admin' | 'database'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** At start, makes sure an admin exists (docs/decisions/009-admin-accounts.md). */
export async function bootstrapAdmin(
  deps: BootstrapDeps,
  print: (line: string) => void = console.log,
): Promise<void> {
  const now = deps.clock.now();
  const configured = deps.config.admin;
  if (configured) {
    const result = await ensureAdmin(deps.db, configured, now);
    if (result === 'claimed')
      deps.log.warn(
        { email: configured.email },
        'ADMIN_EMAIL had an unverified registration: it now has ADMIN_PASSWORD and its sessions were ended',
      );
    else if (result !== 'unchanged')
      deps.log.info({ email: configured.email, result }, 'admin account from ADMIN_EMAIL');
    return;
  }
  if ((await countAdmins(deps.db)) > 0) return;
  if (deps.config.database.kind !== 'sqlite') {
    deps.log.warn(
      'No admin account exists. Set ADMIN_EMAIL and ADMIN_PASSWORD, or run: npm run admin -- create <email>',
    );
    return;
  }
  // The embedded default with no admin configured: make one and say its password once.
  const password = generatePassword();
  const result = await ensureAdmin(
    deps.db,
    { email: DEFAULT_ADMIN_EMAIL, password, username: 'admin' },
    now,
  );
  if (result === 'created' || result === 'claimed') {
    print(
      [
        '',
        'An admin account was created for this shop. Sign in at /login with:',
        `  e-mail:   ${DEFAULT_ADMIN_EMAIL}`,
        `  password: ${password}`,
        'This password is shown only now. Change it with: npm run admin -- reset-password admin@shop.local',
        '',
      ].join('\n'),
    );
  } else {
    print(`The account ${DEFAULT_ADMIN_EMAIL} was made an admin; its password is unchanged.`);
  }
}
