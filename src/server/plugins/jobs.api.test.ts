import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTime } from '../db/database-time.js';
import { createTestApp, createUserWithSession, jsonOf, type TestApp } from '../test/harness.js';
import { jobStore } from './job-store.js';
import { LEASE_MS, withJitter, type JobQueue } from './jobs.js';

// Decision 65: a job that fails past its retries is kept as dead, listed and retried at
// /admin/jobs; back-off per kind with jitter; a handler held past its lease never runs twice at
// once; claims on the database's clock.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { renewEveryMs: 20 } });
});
afterAll(async () => t.close({ allowErrorLogs: true }));

const row = (id: string) =>
  t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
/** The queue with made-up kinds: these tests are of the queue, not of the shop's jobs. */
const jobs = () => t.app.jobs as unknown as JobQueue<Record<string, unknown>>;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a job that keeps failing', () => {
  it('is dead after its kind’s last retry, listed, and runs again on Retry', async () => {
    let fail = true;
    let runs = 0;
    jobs().handle(
      'test-flaky',
      async () => {
        runs += 1;
        if (fail) throw new Error('the courier API said no');
        return undefined;
      },
      { retryDelaysMs: [1_000, 4_000] },
    );
    const id = await jobs().enqueue(t.db, 'test-flaky', { n: 1 });
    await jobs().runDue();
    // The first retry waits 1 s give or take a quarter: not due at 0.7 s, due at 1.3 s.
    t.clock.advance(700);
    expect(await jobs().runDue()).toBe(0);
    t.clock.advance(600);
    expect(await jobs().runDue()).toBe(1);
    t.clock.advance(5_100);
    expect(await jobs().runDue()).toBe(1);
    expect(runs).toBe(3);

    const dead = await row(id);
    expect(dead).toMatchObject({ attempts: 3, last_error: 'the courier API said no' });
    expect(dead?.dead_at).toEqual(expect.any(String));
    t.clock.advance(365 * 24 * 3_600_000);
    expect(await jobs().runDue()).toBe(0);

    const admin = await createUserWithSession(t, 'admin');
    const list = jsonOf(
      await t.app.inject({ method: 'GET', url: '/api/admin/jobs?state=dead', headers: admin.auth }),
      200,
    );
    expect(list.jobs).toEqual([
      expect.objectContaining({
        id,
        kind: 'test-flaky',
        lastError: 'the courier API said no',
        tries: 3,
      }),
    ]);

    fail = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: admin.auth,
    });
    expect(jsonOf(retried, 200)).toEqual({ id, retried: true });
    await jobs().idle();
    expect(runs).toBe(4);
    expect(await row(id)).toBeUndefined();
  });

  it('Retry of a job that is not dead answers 404; only admins see the list', async () => {
    const admin = await createUserWithSession(t, 'admin');
    const waiting = await jobs().enqueue(t.db, 'test-unhandled-later', {}, new Date(2100, 0));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${waiting}/retry`,
      headers: admin.auth,
    });
    expect(jsonOf(res, 404)).toMatchObject({ code: 'JOB_NOT_FOUND' });
    const shopper = await createUserWithSession(t, 'user');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs',
      headers: shopper.auth,
    });
    expect(list.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs?state=everything',
      headers: admin.auth,
    });
    expect(jsonOf(bad, 400)).toMatchObject({ code: expect.any(String) });
  });

  it('waits its back-off give or take a quarter', () => {
    expect(withJitter(10_000, () => 0)).toBe(7_500);
    expect(withJitter(10_000, () => 0.5)).toBe(10_000);
    expect(withJitter(10_000, () => 0.999_999)).toBe(12_500);
  });
});

describe('leases', () => {
  it('a handler held past its lease never runs twice at once', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let running = 0;
    let most = 0;
    jobs().handle('test-slow', async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return undefined;
    });
    const id = await jobs().enqueue(t.db, 'test-slow', {});
    const runs = [jobs().runNow(id)];
    for (let i = 0; i < 100 && running === 0; i += 1) await pause(20);
    expect(running).toBe(1);
    // Two leases go by while it runs; its renewals keep the claim, so no second run starts.
    for (let i = 0; i < 2; i += 1) {
      t.clock.advance(LEASE_MS - 1_000);
      await pause(100);
      const second = jobs().runNow(id);
      runs.push(second);
      // Its claim is refused (it resolves), or it took the job and waits at the gate.
      await Promise.race([second, pause(2_000)]);
    }
    expect(most).toBe(1);
    open();
    await Promise.all(runs);
    expect(await row(id)).toBeUndefined();
  });

  it('a server whose lease ran out cannot finish the job another server claimed since', async () => {
    jobs().lane('test-lane', () => {});
    const id = await jobs().enqueue(t.db, 'test-lane', {});
    const stale = await jobs().claim('test-lane', id);
    t.clock.advance(LEASE_MS + 1_000);
    const current = await jobs().claim('test-lane', id);
    expect(current?.locked_by).not.toBe(stale?.locked_by);
    await jobs().finish(stale!, undefined);
    expect(await row(id)).toMatchObject({ locked_by: current?.locked_by });
    await jobs().finish(current!, undefined);
    expect(await row(id)).toBeUndefined();
  });

  it("claims on the database's clock, not the server's", async () => {
    // A server whose own clock runs an hour slow, reading time the way the server process does.
    const slow = { now: () => new Date(Date.now() - 3_600_000) };
    const store = jobStore(t.db, databaseTime(t.config.database.kind, slow), false);
    const id = 'clock-test-job';
    await store.insert(t.db, { id, kind: 'test-clock', payload: {} }).execute();
    const created = await row(id);
    expect(Math.abs(Date.parse(created!.run_at) - Date.now())).toBeLessThan(60_000);
    const claimed = await store.claim({ id, notKinds: [] }, LEASE_MS);
    expect(Date.parse(claimed!.locked_until!) - Date.now()).toBeGreaterThan(LEASE_MS - 60_000);
    const { rows } = await sql<{
      now: string;
    }>`select ${databaseTime(t.config.database.kind, slow)()} as now`.execute(t.db);
    expect(Math.abs(Date.parse(rows[0]!.now) - Date.now())).toBeLessThan(60_000);
  });
});
