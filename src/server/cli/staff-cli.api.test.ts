import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../test/harness.js';
import { CliError, runAdminCli } from './admin-cli.js';

// `npm run admin -- staff ...` (decision 48): the same rules as the staff screen, each change
// one audit event by 'command line'.

describe(`staff on the command line (${dialectUnderTest})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUserWithSession>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUserWithSession(t, 'admin', { email: 'owner@example.test' });
  });
  afterAll(async () => t.close());

  async function run(...argv: string[]) {
    const lines: string[] = [];
    await runAdminCli(argv, { db: t.db, now: () => t.clock.now(), print: (l) => lines.push(l) });
    return lines.join('\n');
  }

  it('adds, lists, changes roles and deactivates, recording each change', async () => {
    expect(await run('staff', 'add', 'juma@example.test', '--roles', 'cashier,editor')).toMatch(
      /juma@example.test is staff: cashier, editor/,
    );
    expect(await run('staff', 'list')).toContain(
      'juma@example.test  cashier,editor  (no password yet)',
    );
    expect(await run('staff', 'roles', 'juma@example.test', '--roles', 'storekeeper')).toContain(
      'now holds: storekeeper',
    );
    expect(await run('staff', 'deactivate', 'juma@example.test')).toContain('holds no staff role');
    expect(await run('staff', 'list')).not.toContain('juma@example.test');
    const events = await t.db.selectFrom('audit_events').select(['action', 'by_name']).execute();
    expect(events.map((e) => `${e.action} by ${e.by_name}`).sort()).toEqual([
      'staff.add by command line',
      'staff.deactivate by command line',
      'staff.roles by command line',
    ]);
  });

  it('keeps the last owner and refuses unknown roles', async () => {
    await expect(run('staff', 'roles', owner.email, '--roles', 'cashier')).rejects.toThrow(
      /last owner/,
    );
    await expect(run('staff', 'add', 'x@example.test', '--roles', 'boss')).rejects.toBeInstanceOf(
      CliError,
    );
  });
});
