import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from './connect.js';
import { dialectUnderTest } from '../test/harness.js';

// PostgreSQL may end a pooled connection at any time (restart, failover, an administrator).
// The shop must report it and carry on, not die of an unhandled 'error' event.
describe.skipIf(dialectUnderTest !== 'postgres')(
  'a PostgreSQL connection ended by the server',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `shop_test_conn_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let url = '';
    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      url = u.toString();
    });
    afterAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it('is reported, and the next query gets a fresh connection', async () => {
      const reported: Error[] = [];
      const db = connect({ kind: 'postgres', url }, (err) => reported.push(err));
      await sql`select 1`.execute(db);

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      await admin.end();
      await expect.poll(() => reported.length).toBeGreaterThan(0);
      expect(reported[0]?.message).toMatch(/terminat/i);

      const after = await sql<{ n: number }>`select 2 as n`.execute(db);
      expect(after.rows[0]?.n).toBe(2);
      await db.destroy();
    });
  },
);
