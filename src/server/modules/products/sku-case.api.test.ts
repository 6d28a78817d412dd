import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderMigrator } from '../../db/migrate.js';
import { barUnit, insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { expectWrittenByCode } from '../../test/refusals.js';
import { sendForm } from '../media/media.test-helpers.js';

// A SKU is one in any case: 'y12-6m' is the label 'Y12-6M' (DESIGN decision 40), on the form, the
// variants grid, the CSV import and in the database's own index (migration 2026-11-28T0500).
describe(`SKUs are unique in any case (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    await insertProduct(t.db, { sku: 'Y12-6M', name: 'Y12 bar 6 m', unit: 'bar' });
  });
  afterAll(async () => t.close());

  const form = (sku: string) =>
    Object.entries({ sku, name: 'Bar', category: 'Steel', unit: 'bar', price: '500' }).map(
      ([name, value]) => ({ name, value }),
    );

  it('refuses the form, the variants grid and the CSV a SKU another product has in other case', async () => {
    const made = await sendForm(t.app, 'POST', '/api/products', form('y12-6m'), admin);
    expect(made.statusCode).toBe(409);
    expect(made.json().code).toBe('SKU_TAKEN');

    const other = await insertProduct(t.db, { sku: 'Y16-6M' });
    const edited = await sendForm(t.app, 'PUT', `/api/products/${other}`, form('y12-6M'), admin);
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('SKU_TAKEN');

    const sellUnits = [barUnit(500)];
    const grid = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${other}/variants`,
      headers: admin,
      payload: {
        options: [{ name: 'Size', values: ['Y16', 'Y12'] }],
        variants: [
          { options: { Size: 'Y16' }, sku: 'Y16-6M', price: 500, stockUnit: 'bar', sellUnits },
          { options: { Size: 'Y12' }, sku: 'y12-6M', price: 500, stockUnit: 'bar', sellUnits },
        ],
      },
    });
    expect(grid.statusCode).toBe(409);
    expect(grid.json()).toEqual({
      message: 'Another product has the SKU Y12-6M.',
      code: 'SKU_TAKEN',
      values: { why: 'other-product', sku: 'Y12-6M' },
    });
    expectWrittenByCode(grid.json());

    const csv = ['sku,name,category,unit,price', 'y12-6m,Bar,Steel,bar,500'].join('\n');
    const preview = await sendForm(
      t.app,
      'POST',
      '/api/products/import/preview',
      [
        {
          name: 'file',
          file: { filename: 'p.csv', data: Buffer.from(csv), contentType: 'text/csv' },
        },
      ],
      admin,
    );
    expect(preview.json().rows).toEqual([
      expect.objectContaining({
        line: 2,
        action: 'refused',
        problems: [{ column: 'sku', message: 'Another product has the SKU Y12-6M.' }],
      }),
    ]);
  });

  it("the database refuses a second SKU in other case, even past the app's own check", async () => {
    const other = await insertProduct(t.db, { sku: 'CEM-CASE-1' });
    await expect(
      sql`update variants set sku = ${'cem-case-1'} where product_id != ${other} and sku = ${'Y12-6M'}`.execute(
        t.db,
      ),
    ).rejects.toThrow();
  });

  it('the migration keeps the oldest of SKUs that clash by case and numbers the others', async () => {
    const first = await insertProduct(t.db, { sku: 'PNT-20L' }, new Date('2026-01-01T00:00:00Z'));
    const second = await insertProduct(t.db, { sku: 'PNT-20X' }, new Date('2026-02-01T00:00:00Z'));
    const migrator = folderMigrator(t.db);
    const names = (await migrator.getMigrations()).map((m) => m.name);
    const before = names[names.indexOf('2026-11-28T0500-sku-any-case') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await sql`update variants set sku = ${'pnt-20l'} where product_id = ${second}`.execute(t.db);
    await sql`update products set sku = ${'pnt-20l'} where id = ${second}`.execute(t.db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const skus = async (id: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      const product = res.json() as { sku: string; variants: { sku: string }[] };
      return [product.sku, product.variants[0]!.sku];
    };
    expect(await skus(first)).toEqual(['PNT-20L', 'PNT-20L']);
    expect(await skus(second)).toEqual(['pnt-20l-2', 'pnt-20l-2']);
  });
});
