import type { Kysely } from 'kysely';
import { Email } from '#shared/auth.schema.js';
import { STAFF_ROLES, type StaffRole } from '#shared/staff-roles.js';
import type { Database } from '../db/database.js';
import { AppError } from '../lib/errors.js';
import { findUserByEmail } from '../modules/auth/user.repository.js';
import {
  addStaff,
  changeRoles,
  deactivateStaff,
  listStaff,
} from '../modules/staff/staff.service.js';

// `npm run admin -- staff add|roles|deactivate|list` (DESIGN decision 48): the staff screen's
// changes from the command line, with the same guards and one audit event each (by 'command line').

export const STAFF_USAGE = `  staff list                List the staff and their roles.
  staff add <email> --roles <r1,r2>
                            Add a person (or give an account roles). They set their password
                            with 'Forgot password?' on the site: a code is mailed to them.
  staff roles <email> --roles <r1,r2>
                            Change a person's roles (the last owner is kept).
  staff deactivate <email>  Take every role away and end their sessions.
      Roles: ${STAFF_ROLES.join(', ')}.`;

export class StaffCliError extends Error {}

function rolesOption(args: string[]): StaffRole[] {
  const at = args.indexOf('--roles');
  const value = at === -1 ? undefined : args[at + 1];
  if (!value) throw new StaffCliError(`--roles needs a value: ${STAFF_ROLES.join(', ')}.`);
  const roles = value.split(',').map((r) => r.trim().toLowerCase());
  const unknown = roles.filter((r) => !(STAFF_ROLES as readonly string[]).includes(r));
  if (unknown.length > 0 || roles.length === 0)
    throw new StaffCliError(`Unknown role "${unknown[0] ?? ''}": use ${STAFF_ROLES.join(', ')}.`);
  return roles as StaffRole[];
}

export async function runStaffCli(
  args: string[],
  deps: { db: Kysely<Database>; now: () => Date; print: (line: string) => void },
): Promise<void> {
  const [sub, emailText, ...rest] = args;
  const { db, print } = deps;
  const cli = { userId: null, request: null };
  const email = () => {
    const parsed = Email.safeParse(emailText);
    if (!parsed.success) throw new StaffCliError(`Missing or invalid <email>.\n\n${STAFF_USAGE}`);
    return parsed.data;
  };
  const userId = async () => {
    const user = await findUserByEmail(db, email());
    if (!user) throw new StaffCliError(`No account with the e-mail ${email()}.`);
    return user.id;
  };
  try {
    switch (sub) {
      case 'list': {
        const staff = await listStaff(db);
        if (staff.length === 0) print('No staff.');
        for (const m of staff)
          print(`${m.email}  ${m.roles.join(',')}${m.verified ? '' : '  (no password yet)'}`);
        return;
      }
      case 'add': {
        const { member } = await addStaff(
          db,
          cli,
          { email: email(), roles: rolesOption(rest) },
          deps.now(),
        );
        print(`${member.email} is staff: ${member.roles.join(', ')}.`);
        if (!member.verified)
          print("They set their password with 'Forgot password?' on the site's login page.");
        return;
      }
      case 'roles': {
        const member = await changeRoles(db, cli, await userId(), rolesOption(rest), deps.now());
        print(`${member.email} now holds: ${member.roles.join(', ')}.`);
        return;
      }
      case 'deactivate': {
        await deactivateStaff(db, cli, await userId(), deps.now());
        print(`${email()} holds no staff role now; their sessions were ended.`);
        return;
      }
      default:
        throw new StaffCliError(`Unknown staff command "${sub ?? ''}".\n\n${STAFF_USAGE}`);
    }
  } catch (err) {
    if (err instanceof AppError) throw new StaffCliError(err.message);
    throw err;
  }
}
