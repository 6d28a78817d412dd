import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { pngImage, sendForm } from '../modules/media/media.test-helpers.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../test/harness.js';
import { CliError } from './admin-cli.js';
import { runBackupCli } from './backup-cli.js';

// `npm run backup -- --verify` (decision 125): the copy is restored into a scratch database and
// every table's count and checksum is compared with the shop at the moment of the copy.

describe(`backup --verify (${dialectUnderTest})`, () => {
  let t: TestApp;
  let config: Config;
  let backupDir: string;
  let written = 0;

  const postReview = async () => {
    written += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: `Visitor ${written}`, message: `Review number ${written}`, rating: 4 },
      remoteAddress: `10.8.0.${written}`,
    });
    expect(res.statusCode).toBe(201);
  };

  const backup = async (args: string[], beforeVerify?: (copy: string) => Promise<void> | void) => {
    const printed: string[] = [];
    const run = runBackupCli(['backup', ...args], {
      config,
      now: () => new Date(),
      print: (line) => printed.push(line),
      ...(beforeVerify ? { beforeVerify } : {}),
    });
    return { run, printed };
  };

  const scratchDatabases = async () => {
    if (config.database.kind !== 'postgres') return 0;
    const client = new pg.Client({ connectionString: config.database.url });
    await client.connect();
    const { rows } = await client.query(
      `select count(*)::int as n from pg_database where datname like 'shop_verify_%'`,
    );
    await client.end();
    return rows[0].n as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The harness names its SQLite file test.sqlite; the command line reads the config's.
    config =
      t.config.database.kind === 'sqlite'
        ? { ...t.config, database: { kind: 'sqlite', file: path.join(t.dataDir, 'test.sqlite') } }
        : t.config;
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-verify-test-'));
    const admin = await createUserWithSession(t, 'admin');
    const created = await sendForm(
      t.app,
      'POST',
      '/api/products',
      [
        { name: 'sku', value: 'CEM-50' },
        { name: 'name', value: 'Saruji 50kg' },
        { name: 'category', value: 'Cement' },
        { name: 'unit', value: 'bag' },
        { name: 'price', value: '850' },
        {
          name: 'images',
          file: { filename: 'bag.png', data: await pngImage(320, 240), contentType: 'image/png' },
        },
      ],
      admin.auth,
    );
    expect(created.statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) await postReview();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('restores the copy into a scratch database and finds the shop as it was at the copy, though it kept writing', async () => {
    const { run, printed } = await backup(['--verify', `${backupDir}/`], async () => {
      // Written after the copy: the copy must not hold it, and the check must not want it.
      await postReview();
    });
    await run;
    expect(printed[0]).toMatch(/^Backup written: .*shop-.*\.(sqlite|dump) \(/);
    expect(printed.at(-1)).toMatch(
      /^Verified: restored into a scratch database, the copy holds what the shop held at the moment of the copy \(\d+ tables, \d+ rows; each table's count and checksum match\)\.$/,
    );
    expect(await scratchDatabases()).toBe(0);
  });

  it('fails, naming the table, when the copy lost a row before it was verified', async () => {
    const target = path.join(
      backupDir,
      `lost-row.${dialectUnderTest === 'postgres' ? 'dump' : 'sqlite'}`,
    );
    const { run, printed } = await backup(['--verify', target], async (copy) => {
      if (config.database.kind === 'sqlite') {
        const db = new SQLite(copy);
        db.prepare('delete from reviews where name = ?').run('Visitor 1');
        db.close();
        return;
      }
      // PostgreSQL's copy is a dump: put in its place a dump of the shop missing that row.
      await t.db.deleteFrom('reviews').where('name', '=', 'Visitor 1').execute();
      fs.rmSync(copy);
      const dump = spawnSync('pg_dump', ['--format=custom', `--file=${copy}`, config.database.url]);
      expect(dump.status).toBe(0);
    });
    await expect(run).rejects.toThrow(CliError);
    await expect(run).rejects.toThrow(
      `Verify failed: ${target} does not match the shop at the moment of the copy (1 table differs).`,
    );
    expect(printed).toContain(`  reviews: ${written} rows in the shop, ${written - 1} in the copy`);
    expect(await scratchDatabases()).toBe(0);
  });

  it('fails when a row of the copy was changed, though every count still matches', async () => {
    const target = path.join(
      backupDir,
      `changed.${dialectUnderTest === 'postgres' ? 'dump' : 'sqlite'}`,
    );
    const { run, printed } = await backup(['--verify', target], async (copy) => {
      if (config.database.kind === 'sqlite') {
        const db = new SQLite(copy);
        db.prepare(`update media_variants set data = zeroblob(length(data))`).run();
        db.close();
        return;
      }
      await t.db.updateTable('reviews').set({ message: 'Changed after the copy' }).execute();
      fs.rmSync(copy);
      const dump = spawnSync('pg_dump', ['--format=custom', `--file=${copy}`, config.database.url]);
      expect(dump.status).toBe(0);
    });
    await expect(run).rejects.toThrow(/^Verify failed: .* \(1 table differs\)/);
    const table = dialectUnderTest === 'postgres' ? 'reviews' : 'media_variants';
    expect(printed).toContainEqual(
      expect.stringMatching(
        new RegExp(`^  ${table}: same \\d+ rows counted, but their contents differ$`),
      ),
    );
  });

  it('fails when the copy cannot be restored at all', async () => {
    const target = path.join(
      backupDir,
      `truncated.${dialectUnderTest === 'postgres' ? 'dump' : 'sqlite'}`,
    );
    const { run } = await backup(['--verify', target], (copy) => {
      fs.truncateSync(copy, Math.floor(fs.statSync(copy).size / 2));
    });
    await expect(run).rejects.toThrow(
      dialectUnderTest === 'postgres'
        ? /pg_restore could not restore .* into a scratch database/
        : /cannot be opened|is damaged|not a shop database/,
    );
    expect(await scratchDatabases()).toBe(0);
  });

  it('refuses an option it does not know, writing nothing', async () => {
    const before = fs.readdirSync(backupDir).length;
    const { run } = await backup(['--verfy', `${backupDir}/`]);
    await expect(run).rejects.toThrow('Unknown option "--verfy".');
    expect(fs.readdirSync(backupDir)).toHaveLength(before);
  });
});
