import type { Kysely } from 'kysely';
import { Email, NewPassword, Username } from '#shared/auth.schema.js';
import type { Database } from '../db/database.js';
import {
  ensureAdmin,
  generatePassword,
  resetPassword,
  setRole,
} from '../modules/auth/admin-accounts.js';
import { findUserByEmail } from '../modules/auth/user.repository.js';
import { runStaffCli, STAFF_USAGE, StaffCliError } from './staff-cli.js';

// The admin command line (docs/decisions/009-admin-accounts.md), separate from its process entry so
// tests can run it.

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  create <email> [--name <name>] [--password <password>]
      Create an admin (verified), or make an existing account an admin.
      Without --password a random one is made and printed once. An account whose
      e-mail was never verified gets that password and its sessions end.
  promote <email>           Make an existing account an admin (one whose e-mail was
                            never verified gets a new printed password).
  demote <email>            Make an admin a regular user again.
  reset-password <email> [--password <password>]
      Set a new password (random and printed when not given) and end the account's sessions.
  list                      List the admin accounts.
${STAFF_USAGE}

Settings (DATABASE_URL, DATA_DIR) are read from the environment, as the server reads them.`;

export class CliError extends Error {}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new CliError(`--${name} needs a value.`);
  return value;
}

function parse<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new CliError(result.error.issues[0]?.message ?? 'Invalid value.');
  return result.data;
}

export async function runAdminCli(
  argv: string[],
  deps: { db: Kysely<Database>; now: () => Date; print: (line: string) => void },
): Promise<void> {
  const [command, ...rest] = argv;
  const { db, print } = deps;
  const emailArg = () => {
    if (!rest[0] || rest[0].startsWith('--')) throw new CliError(`Missing <email>.\n\n${USAGE}`);
    return parse(Email, rest[0]);
  };

  switch (command) {
    case 'create': {
      const email = emailArg();
      const name = option(rest, 'name');
      const given = option(rest, 'password');
      const password = given ? parse(NewPassword, given) : generatePassword();
      const username = name ? parse(Username, name) : undefined;
      const result = await ensureAdmin(db, { email, password, username }, deps.now());
      if (result === 'created') {
        print(`Created admin ${email}.`);
        if (!given) print(`Password (shown only now): ${password}`);
      } else if (result === 'claimed') {
        print(
          `${email} had an unverified registration; it is now an admin with a new password and its sessions were ended.`,
        );
        if (!given) print(`Password (shown only now): ${password}`);
      } else if (result === 'promoted') {
        print(`${email} already had an account; it is now an admin. Its password is unchanged.`);
      } else {
        print(`${email} is already an admin. Nothing changed.`);
      }
      return;
    }
    case 'promote':
    case 'demote': {
      const email = emailArg();
      const done = await setRole(db, email, command === 'promote' ? 'admin' : 'user', deps.now());
      if (!done) throw new CliError(`No account with the e-mail ${email}.`);
      print(
        command === 'promote' ? `${email} is now an admin.` : `${email} is now a regular user.`,
      );
      if (done.newPassword) {
        // Its e-mail was never proved, so its password may be a stranger's.
        print(
          'Its e-mail was never verified, so it got a new password and its sessions were ended.',
        );
        print(`Password (shown only now): ${done.newPassword}`);
      }
      return;
    }
    case 'reset-password': {
      const email = emailArg();
      const given = option(rest, 'password');
      const password = given ? parse(NewPassword, given) : generatePassword();
      if (!(await findUserByEmail(db, email)))
        throw new CliError(`No account with the e-mail ${email}.`);
      await resetPassword(db, email, password, deps.now());
      print(`New password set for ${email}; its sessions were ended.`);
      if (!given) print(`Password (shown only now): ${password}`);
      return;
    }
    case 'list': {
      const admins = await db
        .selectFrom('users')
        .select(['email', 'username'])
        .where('role', '=', 'admin')
        .orderBy('email')
        .execute();
      if (admins.length === 0) print('No admin accounts.');
      for (const a of admins) print(`${a.email}  (${a.username})`);
      return;
    }
    case 'staff':
      try {
        await runStaffCli(rest, deps);
      } catch (err) {
        if (err instanceof StaffCliError) throw new CliError(err.message);
        throw err;
      }
      return;
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      print(USAGE);
      return;
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}
