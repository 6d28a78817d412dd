import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialectUnderTest, type TestApp } from '../../test/harness.js';
import { audit, changesBetween, requireReason, type AuditActor } from './audit.js';

// The audit log's table and API (decision 49): an event is written in the caller's transaction
// (rolled back with it), and the database refuses any UPDATE or DELETE of an event.

describe(`the audit log (${dialectUnderTest})`, () => {
  let t: TestApp;
  const actor: AuditActor = { id: null, name: 'Owner', roles: ['owner'], requestId: 'req-1' };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const events = () => t.db.selectFrom('audit_events').selectAll().orderBy('at').execute();

  it('records an event with its actor, roles and changes in the caller’s transaction', async () => {
    await t.db.transaction().execute(async (trx) => {
      await audit(trx, actor, {
        action: 'product.update',
        entity: 'product',
        id: 'p1',
        changes: [['price', 780, 800]],
        reason: '  new supplier price ',
      });
    });
    const [event] = await events();
    expect(event).toMatchObject({
      by_name: 'Owner',
      action: 'product.update',
      entity: 'product',
      entity_id: 'p1',
      reason: 'new supplier price',
      request_id: 'req-1',
    });
    expect(JSON.parse(event!.roles)).toEqual(['owner']);
    expect(JSON.parse(event!.changes)).toEqual([['price', 780, 800]]);
  });

  it('writes nothing when the change rolls back', async () => {
    const before = (await events()).length;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await audit(trx, actor, { action: 'product.delete', entity: 'product', id: 'p2' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await events()).toHaveLength(before);
  });

  it('refuses a direct UPDATE or DELETE of an event', async () => {
    await expect(
      sql`update audit_events set by_name = 'Someone else'`.execute(t.db),
    ).rejects.toThrow(/cannot be changed/);
    await expect(sql`delete from audit_events`.execute(t.db)).rejects.toThrow(/cannot be changed/);
    expect((await events())[0]!.by_name).toBe('Owner');
  });

  it('lists the changed fields only, and requires a reason where asked', () => {
    expect(changesBetween({ a: 1, b: 'x', c: null }, { a: 2, b: 'x', c: undefined })).toEqual([
      ['a', 1, 2],
    ]);
    expect(changesBetween(null, { a: 1 })).toEqual([['a', null, 1]]);
    expect(() => requireReason('  ')).toThrow(/reason/);
    expect(requireReason(' counted ')).toBe('counted');
  });
});
