import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffProductVariants } from '#shared/variant.schema.js';
import { insertProduct } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { sendForm } from '../media/media.test-helpers.js';

const sheetUnits = (price: number) => [
  { unit: 'sheet', price, perUnit: '1', decimals: 0, min: '1', step: '1' },
  // A label holding a quote, a bar and spaces: the cell must carry it back unchanged.
  {
    unit: 'packet',
    price: price * 10 - 500,
    perUnit: '10',
    decimals: 0,
    min: '1',
    step: '1',
    label: 'Bundle "10" | site pack',
  },
  {
    unit: 'meter',
    price: Math.round(price / 2),
    discount: 5,
    perUnit: '0.5',
    decimals: 1,
    min: '0.5',
    step: '0.5',
    default: true,
  },
];

/** Gauge x length x colour, 5 of 12 combinations, each sold by the sheet, bundle and metre. */
const SHEETS = {
  options: [
    { name: 'Gauge', values: ['G28', 'G30', 'G32'] },
    { name: 'Length', values: ['2 m', '3 m'] },
    { name: 'Colour', values: ['Maroon', 'Blue'] },
  ],
  variants: [
    ['G28', '2 m', 'Maroon', 1250],
    ['G28', '3 m', 'Blue', 1850],
    ['G30', '2 m', 'Maroon', 980],
    ['G30', '3 m', 'Maroon', 1450],
    ['G32', '3 m', 'Blue', 1150],
  ].map(([gauge, length, colour, price]) => ({
    options: { Gauge: gauge, Length: length, Colour: colour },
    sku: `BOX-${String(gauge)}-${String(length).replace(' ', '')}-${String(colour).slice(0, 1)}`,
    price,
    discount: price === 980 ? 10 : null,
    reorderLevel: '15',
    stockUnit: 'sheet',
    active: price !== 1150,
    sellUnits: sheetUnits(price as number),
  })),
};

describe(`products CSV, one row per variant (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let sheetsId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    sheetsId = await insertProduct(t.db, {
      sku: 'BOX-G28-2m-M',
      name: 'Box Profile Sheet',
      category: 'Roofing',
      unit: 'sheet',
      price: 1250,
      tags: ['mabati', 'roofing'],
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${sheetsId}/variants`,
      headers: admin,
      payload: SHEETS,
    });
    expect(put.statusCode).toBe(200);
    const variants = put.json<StaffProductVariants>().variants;
    // Some stock on a second variant, with a fraction only a measure may hold elsewhere.
    const received = await t.app.inject({
      method: 'POST',
      url: `/api/admin/variants/${variants[1]!._id}/stock`,
      headers: admin,
      payload: { kind: 'receipt', quantity: '25' },
    });
    expect(received.statusCode).toBe(200);
    await insertProduct(t.db, { sku: 'WIRE-KG', name: 'Binding wire', unit: 'kg', price: 260 });
  });
  afterAll(async () => t.close());

  const exportCsv = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/products/export', headers: admin })).rawPayload;
  const send = (step: 'preview' | 'apply', csv: string | Buffer) =>
    sendForm(
      t.app,
      'POST',
      `/api/products/import/${step}`,
      [
        {
          name: 'file',
          file: { filename: 'products.csv', data: Buffer.from(csv), contentType: 'text/csv' },
        },
      ],
      admin,
    );
  const rowsOf = (csv: Buffer) =>
    parse(csv.toString('utf8'), { bom: true, columns: true }) as Record<string, string>[];
  const variantsOf = async (id = sheetsId) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/products/${id}/variants`,
        headers: admin,
      })
    ).json<StaffProductVariants>();

  it('writes one row per variant: product columns repeated, options, stock, sell units', async () => {
    const rows = rowsOf(await exportCsv()).filter((r) => r.product === 'BOX-G28-2m-M');
    expect(
      rows.map((r) => [r.sku, r.name, r.option1Value, r.option2Value, r.option3Value]),
    ).toEqual([
      ['BOX-G28-2m-M', 'Box Profile Sheet', 'G28', '2 m', 'Maroon'],
      ['BOX-G28-3m-B', 'Box Profile Sheet', 'G28', '3 m', 'Blue'],
      ['BOX-G30-2m-M', 'Box Profile Sheet', 'G30', '2 m', 'Maroon'],
      ['BOX-G30-3m-M', 'Box Profile Sheet', 'G30', '3 m', 'Maroon'],
      ['BOX-G32-3m-B', 'Box Profile Sheet', 'G32', '3 m', 'Blue'],
    ]);
    expect(rows[0]).toMatchObject({
      option1Name: 'Gauge',
      option2Name: 'Length',
      option3Name: 'Colour',
      unit: 'sheet',
      price: '1250',
      // Variants set without an _id start counted at 0.
      stock: '0',
      reorderLevel: '15',
      active: 'true',
      tags: 'mabati, roofing',
      sellUnits:
        'sheet 1250 | packet 12000 per=10 label="Bundle \\"10\\" | site pack" | meter 625 discount=5 per=0.5 decimals=1 min=0.5 step=0.5 default',
    });
    expect(rows[1]).toMatchObject({ stock: '25' });
    expect(rows[2]).toMatchObject({ discount: '10' });
    expect(rows[4]).toMatchObject({ active: 'false' });
  });

  it('survives export, a dry run that changes nothing, apply, and export byte for byte', async () => {
    const first = await exportCsv();
    const before = await variantsOf();
    const preview = (await send('preview', first)).json();
    expect(preview).toEqual({
      applied: false,
      counts: { created: 0, updated: 0, unchanged: 2, refused: 0 },
      rows: [],
    });
    t.clock.advance(60_000);
    expect((await send('apply', first)).json()).toMatchObject({ counts: { unchanged: 2 } });
    expect(Buffer.compare(await exportCsv(), first)).toBe(0);
    expect(await variantsOf()).toEqual(before);
  });

  it('changes a variant, adds one and counts stock; a changed price moves its own sell unit', async () => {
    const rows = rowsOf(await exportCsv());
    const g30 = rows.find((r) => r.sku === 'BOX-G30-3m-M')!;
    g30.price = '1500';
    g30.stock = '12';
    rows.push({
      ...g30,
      sku: 'BOX-G32-2m-B',
      option1Value: 'G32',
      option2Value: '2 m',
      option3Value: 'Blue',
      price: '800',
      stock: '',
      sellUnits: 'sheet 800 | packet 7600 per=10',
    });
    const csv = stringify(rows, { header: true, bom: true });
    const preview = (await send('preview', csv)).json();
    expect(preview.counts).toEqual({ created: 0, updated: 1, unchanged: 1, refused: 0 });
    expect(preview.rows[0]).toMatchObject({
      sku: 'BOX-G28-2m-M',
      action: 'updated',
      changes: ['price', 'stock', 'sellUnits', 'variants'],
    });
    expect((await send('apply', csv)).json()).toMatchObject({ applied: true });

    const after = await variantsOf();
    expect(after.options[0]!.values).toEqual(['G28', 'G30', 'G32']);
    expect(after.options[1]!.values).toEqual(['2 m', '3 m']);
    const changed = after.variants.find((v) => v.sku === 'BOX-G30-3m-M')!;
    expect(changed.price).toBe(1500);
    expect(changed.stock.onHand).toBe('12');
    expect(changed.sellUnits.map((u) => [u.unit, u.price])).toEqual([
      ['sheet', 1500],
      ['packet', 14000],
      ['meter', 725],
    ]);
    const added = after.variants.at(-1)!;
    expect(added).toMatchObject({ sku: 'BOX-G32-2m-B', title: 'G32 / 2 m / Blue', price: 800 });
    expect(added.sellUnits.map((u) => [u.unit, u.perUnit])).toEqual([
      ['sheet', '1'],
      ['packet', '10'],
    ]);
    // The count is a movement in the ledger, as a shelf count would be.
    const movements = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/variants/${changed._id}/movements`,
        headers: admin,
      })
    ).json();
    expect(JSON.stringify(movements)).toContain('CSV import');
  });

  it('makes a new product from rows of a new key, and still reads a file of one row per product', async () => {
    const header = 'product,sku,name,category,unit,price,stock,option1Name,option1Value,sellUnits';
    const csv = [
      header,
      'CHAIN,CHN-6,Chain,Others,meter,300,20.5,Size,6 mm,meter 300 decimals=1 min=0.5 step=0.1',
      'CHAIN,CHN-8,Chain,Others,meter,450,10,Size,8 mm,meter 450 decimals=1 min=0.5 step=0.1',
    ].join('\n');
    expect((await send('preview', csv)).json().counts).toMatchObject({ created: 1, refused: 0 });
    expect((await send('apply', csv)).json().applied).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      { _id: string; sku: string; price: number }[]
    >();
    const chain = list.find((p) => p.sku === 'CHN-6')!;
    expect(chain.price).toBe(300);
    const chainVariants = await variantsOf(chain._id);
    expect(chainVariants.variants.map((v) => [v.title, v.stock.onHand])).toEqual([
      ['6 mm', '20.5'],
      ['8 mm', '10'],
    ]);

    // Before variants, the export had no variant columns: such a file is read as it always was.
    const old = 'sku,name,category,unit,price,stock\nWIRE-KG,Binding wire,Fasteners,kg,275,30\n';
    expect((await send('apply', old)).json().counts).toMatchObject({ updated: 1 });
    const wire = (await t.app.inject({ method: 'GET', url: '/api/products' }))
      .json<{ sku: string; price: number; stock: number }[]>()
      .find((p) => p.sku === 'WIRE-KG')!;
    expect([wire.price, wire.stock]).toEqual([275, 30]);
  });

  it('refuses, by line and column, rows a product cannot hold, and writes nothing', async () => {
    const rows = rowsOf(await exportCsv()).filter((r) => r.product === 'BOX-G28-2m-M');
    rows[1]!.name = 'Another name';
    rows[2]!.sellUnits = 'sheet 980 | packet lots';
    rows[3]!.stock = '2.5';
    rows[4]!.active = 'maybe';
    const csv = stringify(rows, { header: true, bom: true });
    const report = (await send('preview', csv)).json();
    expect(report.counts.refused).toBe(1);
    expect(report.rows[0].problems).toEqual([
      {
        column: 'name',
        message:
          "Line 3: Differs from line 2: a product's columns are the same on each of its rows.",
      },
      {
        column: 'sellUnits',
        message: expect.stringContaining('Line 4: Sell unit packet: "lots" is not understood'),
      },
      { column: 'stock', message: 'Line 5: Sheets are counted whole.' },
      { column: 'active', message: 'Line 6: Active must be true or false.' },
    ]);
    const before = await exportCsv();
    expect((await send('apply', csv)).statusCode).toBe(400);
    expect(Buffer.compare(await exportCsv(), before)).toBe(0);
  });
});
