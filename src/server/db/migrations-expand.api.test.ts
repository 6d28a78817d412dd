import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage, sendForm } from '../modules/media/media.test-helpers.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  freshDatabase,
  jsonOf,
  type TestApp,
} from '../test/harness.js';
import { connect } from './connect.js';
import { folderMigrator } from './migrate.js';

// Migrations a rolling restart survives (decision 124). During an upgrade the first server of the
// new release migrates the database while servers of the previous release still answer on it.
// (1) Every migration only expands: it may add tables, nullable columns or columns with a
// default, and loosen NOT NULL, but not drop, rename or narrow what the release before it reads,
// unless it is a contract step declared below. (2) This release's server keeps answering on the
// schema of the next release's expand step, so the same holds when the next release rolls out.

/** The columns (and their type and nullability) of every table; a table is `name`, a column `table.column`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as each migration left it
async function schemaOf(db: Kysely<any>) {
  const shape = new Map<string, { type: string; nullable: boolean; hasDefault: boolean }>();
  const tables = new Set<string>();
  for (const table of await db.introspection.getTables()) {
    tables.add(table.name);
    for (const c of table.columns) {
      shape.set(`${table.name}.${c.name}`, {
        type: c.dataType,
        nullable: c.isNullable,
        hasDefault: c.hasDefaultValue || c.isAutoIncrementing,
      });
    }
  }
  return { tables, shape };
}

type Schema = Awaited<ReturnType<typeof schemaOf>>;

/**
 * Type changes that every value of the old type survives and the old code still reads (int8
 * arrives as a number like int4: db/connect.ts). PostgreSQL rewrites the table under a lock while
 * it changes a type, so on a large table even these want a new column instead (decision 124).
 */
const WIDENINGS = new Set(['int2 -> int4', 'int2 -> int8', 'int4 -> int8', 'varchar -> text']);

/** What a migration did that a server of the release before it could trip over. */
function contractions(before: Schema, after: Schema): string[] {
  const found: string[] = [];
  for (const table of before.tables) if (!after.tables.has(table)) found.push(`${table} dropped`);
  for (const [column, was] of before.shape) {
    const now = after.shape.get(column);
    const table = column.split('.')[0]!;
    if (!now) {
      if (after.tables.has(table)) found.push(`${column} dropped`);
    } else if (now.type !== was.type && !WIDENINGS.has(`${was.type} -> ${now.type}`))
      found.push(`${column} type ${was.type} -> ${now.type}`);
    else if (was.nullable && !now.nullable) found.push(`${column} made NOT NULL`);
  }
  for (const [column, now] of after.shape) {
    const table = column.split('.')[0]!;
    // A new column an old INSERT does not name must take NULL or a default.
    if (!before.shape.has(column) && before.tables.has(table) && !now.nullable && !now.hasDefault)
      found.push(`${column} added NOT NULL without a default`);
  }
  return found;
}

/**
 * Contract steps, each with what it may remove and why no running release reads it any more.
 * Add one only for a release whose previous release no longer reads or writes what it removes
 * (decision 124); everything else in a migration must only add.
 */
const CONTRACTS: Record<string, { may: RegExp; why: string }> = {
  '2026-11-24T0900-blog-images-in-media': {
    may: /^blogs\.(cover_image|images) dropped$/,
    why: 'before rolling restarts: one server, stopped for the upgrade (decision 124)',
  },
};

describe(`migrations only expand (${dialectUnderTest})`, () => {
  it('no migration drops, renames or narrows a column or table unless it is a declared contract step', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-expand-'));
    const { target, drop } = await freshDatabase(dir);
    const db = connect(target);
    try {
      const migrator = folderMigrator(db);
      const names = (await migrator.getMigrations()).map((m) => m.name);
      expect(names.length).toBeGreaterThan(10);
      const unexpected: string[] = [];
      let before = await schemaOf(db);
      for (const name of names) {
        const step = await migrator.migrateTo(name);
        expect(step.error).toBeUndefined();
        const after = await schemaOf(db);
        const allowed = CONTRACTS[name]?.may;
        for (const change of contractions(before, after)) {
          if (!allowed?.test(change)) unexpected.push(`${name}: ${change}`);
        }
        before = after;
      }
      expect(unexpected).toEqual([]);
    } finally {
      await db.destroy();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the check catches a migration that renames or drops a column or adds a NOT NULL one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-expand-'));
    const { target, drop } = await freshDatabase(dir);
    const db = connect(target);
    try {
      await sql`create table things (id text primary key, name text not null, note text)`.execute(
        db,
      );
      await sql`insert into things values ('a', 'Saruji', null)`.execute(db);
      const before = await schemaOf(db);
      await sql`alter table things rename column name to title`.execute(db);
      await sql`alter table things drop column note`.execute(db);
      await sql`alter table things add column size text not null default 'M'`.execute(db);
      await sql`alter table things add column colour text`.execute(db);
      await sql`create table others (id text primary key, must text not null)`.execute(db);
      expect(contractions(before, await schemaOf(db)).sort()).toEqual(
        // A rename is a drop, and a new column that an old INSERT does not fill.
        [
          'things.name dropped',
          'things.note dropped',
          'things.title added NOT NULL without a default',
        ].sort(),
      );
      const before2 = await schemaOf(db);
      if (dialectUnderTest === 'postgres') {
        await sql`update things set colour = 'red'`.execute(db);
        await sql`delete from things`.execute(db);
        await sql`alter table things add column weight integer not null`.execute(db);
        await sql`alter table things alter column colour set not null`.execute(db);
        expect(contractions(before2, await schemaOf(db)).sort()).toEqual([
          'things.colour made NOT NULL',
          'things.weight added NOT NULL without a default',
        ]);
      }
      await sql`drop table others`.execute(db);
      expect(contractions(before2, await schemaOf(db))).toContain('others dropped');
    } finally {
      await db.destroy();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe(`this release on the next release's expanded schema (${dialectUnderTest})`, () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `10.124.0.${++ip}`;

  beforeAll(async () => {
    t = await createTestApp();
    // The next release's expand step: a column with a default on every table the shop reads
    // and writes, a nullable one too, and a table of its own. This release knows none of them.
    for (const table of await t.db.introspection.getTables()) {
      if (table.isView || /^kysely_|_fts/.test(table.name)) continue;
      await sql`alter table ${sql.id(table.name)} add column next_flag integer not null default 0`.execute(
        t.db,
      );
      await sql`alter table ${sql.id(table.name)} add column next_note text`.execute(t.db);
    }
    await sql`create table next_release_things (id text primary key, name text not null)`.execute(
      t.db,
    );
  });
  afterAll(async () => t.close());

  it('answers its API: catalogue, an image, an order and its status, reviews', async () => {
    const admin = (await createUserWithSession(t, 'admin')).auth;
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
        { name: 'stock', value: '40' },
        { name: 'images', file: { filename: 'bag.png', data: await pngImage(64, 48) } },
      ],
      admin,
    );
    const product = jsonOf<{ _id: string; images: string[] }>(created, 201);
    const list = await t.app.inject({ method: 'GET', url: '/api/products?page=1' });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(product._id);
    const one = await t.app.inject({ method: 'GET', url: `/api/products/${product._id}` });
    expect(one.json()).toMatchObject({ _id: product._id, name: 'Saruji 50kg' });
    const image = await t.app.inject({ method: 'GET', url: product.images[0]! });
    expect(image.statusCode).toBe(200);

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        customerName: 'Jane Wanjiku',
        phone: '0712 345 678',
        items: [{ productId: product._id, qty: 2 }],
        delivery: { method: 'pickup' },
      },
      remoteAddress: nextIp(),
    });
    const { reference } = jsonOf<{ reference: string }>(placed, 201);
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${reference}` });
    expect(seen.json()).toMatchObject({ reference, status: 'New' });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${reference}/status`,
      payload: { status: 'Confirmed' },
      headers: admin,
    });
    expect(confirmed.json()).toMatchObject({ reference, status: 'Confirmed' });

    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: 'Wanjiru', message: 'Saruji bora', rating: 5 },
      remoteAddress: nextIp(),
    });
    expect(review.statusCode).toBe(201);
    const reviews = await t.app.inject({ method: 'GET', url: '/api/reviews?page=1&pageSize=10' });
    expect(JSON.stringify(reviews.json())).toContain('Saruji bora');
    const site = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(site.statusCode).toBe(200);
  });
});
