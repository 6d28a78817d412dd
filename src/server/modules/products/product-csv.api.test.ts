import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductInput } from '#shared/product.schema.js';
import { PRODUCT_CSV_LIMITS } from '#shared/product-csv.schema.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { newId } from '../../lib/ids.js';
import { expectWrittenByCode } from '../../test/refusals.js';
import { sendForm } from '../media/media.test-helpers.js';
import { onCatalogueChanged } from '../../lib/catalogue-events.js';
import { seedDemoCatalogue } from '../../seed/catalogue.seed.js';
import { insertProductRow } from './product.repository.js';

const BOM = '\uFEFF';

describe(`products CSV export and import (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };
  let changes = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    user = (await createUserWithSession(t, 'user')).auth;
    onCatalogueChanged(t.app, () => (changes += 1));
    const products = [
      {
        sku: 'CEM-50',
        name: 'Saruji "Simba" 50kg, Portland',
        category: 'Cement',
        brand: 'Bamburi',
        unit: 'bag',
        size: '50kg',
        price: '850',
        discount: '5',
        stock: '120',
        reorderLevel: '20',
        supplierName: 'Bamburi Ltd',
        supplierContact: '+254700000000',
        location: 'Athi River',
        description: 'Line one of the description.\nMstari wa pili: saruji bora kwa ujenzi.',
        isFeatured: 'true',
        tags: 'saruji, cement, ujenzi',
        amenities: 'Delivery, Bulk price',
      },
      {
        sku: 'NAIL-3',
        name: 'Misumari 3"',
        category: 'Fasteners',
        unit: 'kg',
        price: '250.5',
        stock: '4',
        reorderLevel: '5',
        tags: 'misumari',
      },
      {
        sku: 'TRAP',
        name: '=HYPERLINK("http://x")',
        category: 'Tools',
        unit: 'piece',
        price: '10',
      },
    ];
    for (const fields of products) {
      await insertProductRow(t.db, newId(), ProductInput.parse(fields), t.clock.now());
    }
  });
  afterAll(async () => t.close());

  const exportCsv = (headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url: '/api/products/export', headers });

  const send = (
    step: 'preview' | 'apply',
    csv: string | Buffer,
    headers: Record<string, string> = admin,
  ) =>
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
      headers,
    );

  const products = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/products' })).json() as {
      sku: string;
      price: number;
      name: string;
      updatedAt: string;
    }[];

  it('is for admins only', async () => {
    expect((await exportCsv({})).statusCode).toBe(401);
    expect((await exportCsv(user)).statusCode).toBe(403);
    expect((await send('preview', 'sku\nA', {})).statusCode).toBe(401);
    expect((await send('preview', 'sku\nA', user)).statusCode).toBe(403);
    expect((await send('apply', 'sku\nA', user)).statusCode).toBe(403);
  });

  it('exports every field, one row per product, UTF-8 with a BOM, quoting what needs it', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-.*\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith(`${BOM}sku,name,category,brand,unit,size,price,`)).toBe(true);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.sku)).toEqual(['CEM-50', 'NAIL-3', 'TRAP']);
    expect(rows[0]).toMatchObject({
      name: 'Saruji "Simba" 50kg, Portland',
      description: 'Line one of the description.\nMstari wa pili: saruji bora kwa ujenzi.',
      tags: 'saruji, cement, ujenzi',
      amenities: 'Delivery, Bulk price',
      price: '850',
      discount: '5',
      isFeatured: 'true',
      status: 'In Stock',
    });
    // Cells a spreadsheet would run as a formula are written as text.
    expect(rows[0]!.supplierContact).toBe("'+254700000000");
    expect(rows[2]!.name).toBe('\'=HYPERLINK("http://x")');
  });

  it('round trip: importing the export changes nothing', async () => {
    const csv = (await exportCsv()).rawPayload;
    const before = await products();
    const preview = await send('preview', csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      applied: false,
      counts: { created: 0, updated: 0, unchanged: 3, refused: 0 },
      rows: [],
    });
    t.clock.advance(60_000);
    const applied = await send('apply', csv);
    expect(applied.json()).toMatchObject({ applied: true, counts: { unchanged: 3 } });
    expect(await products()).toEqual(before);
  });

  it('previews edited prices, a new product and untouched rows, then applies them', async () => {
    const rows = parse((await exportCsv()).rawPayload.toString('utf8'), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    rows[0]!.price = '900';
    rows[1]!.price = '260';
    // A row of its own product key is a new product; its sell unit is its own unit at its price.
    rows.push({
      ...rows[1]!,
      product: 'BOMBA-1',
      sellUnits: '',
      sku: 'BOMBA-1',
      name: 'Bomba la maji ½ inch',
      price: '1200',
      tags: 'bomba, plumbing',
      category: 'Plumbing',
      unit: 'piece',
    });
    const csv = stringify(rows, { header: true, bom: true });
    const preview = (await send('preview', csv)).json();
    expect(preview.counts).toEqual({ created: 1, updated: 2, unchanged: 1, refused: 0 });
    expect(preview.rows).toEqual([
      // The sell unit of one bag follows the price, as on the product form.
      { line: 2, sku: 'CEM-50', action: 'updated', changes: ['price', 'sellUnits'], problems: [] },
      // The first row's description spans two lines, so the second product starts on line 4.
      { line: 4, sku: 'NAIL-3', action: 'updated', changes: ['price', 'sellUnits'], problems: [] },
      { line: 6, sku: 'BOMBA-1', action: 'created', changes: [], problems: [] },
    ]);
    expect((await products()).find((p) => p.sku === 'CEM-50')!.price).toBe(850);

    const before = changes;
    const applied = await send('apply', csv);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().applied).toBe(true);
    expect(changes).toBe(before + 1);
    const after = await products();
    expect(after.find((p) => p.sku === 'CEM-50')!.price).toBe(900);
    expect(after.find((p) => p.sku === 'NAIL-3')!.price).toBe(260);
    expect(after.find((p) => p.sku === 'BOMBA-1')!.name).toBe('Bomba la maji ½ inch');
  });

  it('takes a file of only some columns and changes only those', async () => {
    const preview = (await send('preview', 'SKU,price\r\nNAIL-3,275\r\n')).json();
    expect(preview.rows).toEqual([
      { line: 2, sku: 'NAIL-3', action: 'updated', changes: ['price'], problems: [] },
    ]);
    expect(preview.counts.unchanged).toBe(0);
    await send('apply', 'SKU,price\r\nNAIL-3,275\r\n');
    const nail = (await products()).find((p) => p.sku === 'NAIL-3')!;
    expect(nail).toMatchObject({ price: 275, name: 'Misumari 3"' });
  });

  it('refuses bad rows with line, column and message, and then applies nothing', async () => {
    const csv = [
      'sku,name,category,unit,price,stock',
      'NEW-1,Good new product,Tools,piece,100,3',
      ',No SKU here,Tools,piece,100,1',
      'NEW-2,Bad price,Tools,piece,abc,1',
      'NEW-3,Bad category,Sweets,piece,10,1',
      'NEW-1,Twice,Tools,piece,100,1',
      'NAIL-3,,Fasteners,kg,10,2.5',
    ].join('\n');
    const preview = await send('preview', csv);
    expect(preview.statusCode).toBe(200);
    const report = preview.json();
    expect(report.counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 5 });
    const refused = report.rows.filter((r: { action: string }) => r.action === 'refused');
    expect(refused).toEqual([
      expect.objectContaining({
        line: 3,
        problems: [{ column: 'sku', message: 'SKU is required.' }],
      }),
      expect.objectContaining({
        line: 4,
        sku: 'NEW-2',
        problems: [{ column: 'price', message: 'Price must be a number of 0 or more.' }],
      }),
      expect.objectContaining({
        line: 5,
        problems: [{ column: 'category', message: 'Please choose a category from the list.' }],
      }),
      expect.objectContaining({
        line: 6,
        problems: [{ column: 'sku', message: 'This SKU is already on line 2.' }],
      }),
      expect.objectContaining({
        line: 7,
        problems: [
          { column: 'name', message: 'Product Name is required.' },
          { column: 'stock', message: 'Stock must be a whole number.' },
        ],
      }),
    ]);
    const before = await products();
    const applied = await send('apply', csv);
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({
      code: 'IMPORT_REFUSED',
      message: 'Nothing was imported: 5 rows are refused. Preview the file to see why.',
    });
    expect(await products()).toEqual(before);
  });

  it.each([
    ['an unknown column', 'sku,colour\nA,red', 400, 'Unknown column "colour" on line 1.'],
    ['no sku column', 'name,price\nA,1', 400, 'The file needs a "sku" column on line 1.'],
    ['an empty file', '', 400, 'The file is empty.'],
    ['an unclosed quote', 'sku,name\nA,"open\n', 400, 'The file could not be read as CSV'],
    ['too many cells', 'sku,name\nA,b,c\n', 400, 'Line 2 has more cells than the header'],
  ])('refuses %s with a clear message', async (_what, csv, status, message) => {
    const res = await send('preview', csv);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    // Each is written from its code and values in the screen's language (decision 181).
    if (res.json().code !== 'CSV_EMPTY') expectWrittenByCode(res.json());
  });

  it('refuses text that is not UTF-8 (Excel "CSV" in Windows-1252)', async () => {
    const latin1 = Buffer.from('sku,name\nA,Caf\xe9\n', 'latin1');
    const res = await send('preview', latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CSV_NOT_UTF8' });
  });

  it('refuses files over the size limit with 413 and over the row limit with 400', async () => {
    const big = `sku,description\n${'A,'.padEnd(PRODUCT_CSV_LIMITS.maxBytes + 10, 'x')}\n`;
    const tooBig = await send('preview', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(
      'The file is larger than 2 MB. Split it into smaller files.',
    );
    expectWrittenByCode(tooBig.json());

    const many = [
      'sku',
      ...Array.from({ length: PRODUCT_CSV_LIMITS.maxRows + 1 }, (_, i) => `S${i}`),
    ];
    const tooMany = await send('preview', many.join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('CSV_TOO_MANY_ROWS');
    expectWrittenByCode(tooMany.json());
  });

  it('refuses a request without a file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/products/import/preview',
      payload: { sku: 'A' },
      headers: admin,
    });
    expect(json.statusCode).toBe(415);
    const noFile = await sendForm(
      t.app,
      'POST',
      '/api/products/import/preview',
      [{ name: 'other', value: 'x' }],
      admin,
    );
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Choose a CSV file to import.');
  });

  it('answers a broken or cut-off upload with 400, not a server error', async () => {
    for (const payload of ['\u0000', '--x\r\nContent-Disposition: form-data; name="file"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/import/preview',
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=x', ...admin },
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code, payload).toBe('BAD_MULTIPART');
    }
  });

  it('refuses NUL and control characters in a cell at preview, by line and column, as the form does', async () => {
    const csv = [
      'sku,name,category,unit,price,description',
      'CTRL-1,Nul inside,Tools,piece,10,"Strong\u0000pipe"',
      'CTRL-2,Bell\u0007name,Tools,piece,10,Fine',
      'CTRL-3,Tab\tand line,Tools,piece,10,"Two\nlines"',
    ].join('\r\n');
    const preview = await send('preview', csv);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().counts).toEqual({ created: 1, updated: 0, unchanged: 0, refused: 2 });
    expect(preview.json().rows.filter((r: { action: string }) => r.action === 'refused')).toEqual([
      expect.objectContaining({
        line: 2,
        problems: [
          {
            column: 'description',
            message: 'Description contains a character that is not allowed (a control character).',
          },
        ],
      }),
      expect.objectContaining({
        line: 3,
        problems: [
          {
            column: 'name',
            message: 'Product Name contains a character that is not allowed (a control character).',
          },
        ],
      }),
    ]);
    const before = await products();
    const applied = await send('apply', csv);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().code).toBe('IMPORT_REFUSED');
    expect(await products()).toEqual(before);

    // The product form refuses the same text.
    const form = (name: string) =>
      sendForm(
        t.app,
        'POST',
        '/api/products',
        [
          { name: 'sku', value: 'CTRL-F' },
          { name: 'name', value: name },
          { name: 'category', value: 'Tools' },
          { name: 'unit', value: 'piece' },
          { name: 'price', value: '10' },
        ],
        admin,
      );
    expect((await form('Bell\u0007name')).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await form('Nul\u0000name')).json()).toMatchObject({ code: 'INVALID_CHARACTER' });
  });

  it('writes no live formula on any line of a cell, and quotes every cell with a line break', async () => {
    const payloads = [
      'Strong pipe.\n=2*21',
      'Strong pipe.\r=2*21',
      "Strong pipe.\r\n@SUM(1+1)*cmd|' /C calc'!A0",
      'Line\n+1\n-1\n\tTAB',
    ];
    for (const [i, description] of payloads.entries()) {
      await insertProductRow(
        t.db,
        newId(),
        ProductInput.parse({
          sku: `INJ-${i}`,
          name: 'Pipe',
          category: 'Plumbing',
          unit: 'piece',
          price: '10',
          description,
        }),
        t.clock.now(),
      );
    }
    const text = (await exportCsv()).rawPayload.toString('utf8');
    // Read as a spreadsheet or Python's csv module does: a lone CR or LF ends a row unless quoted.
    const records = parse(text, {
      bom: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as string[][];
    const header = records[0]!;
    const skuAt = header.indexOf('sku');
    const descriptionAt = header.indexOf('description');
    expect(records.every((r) => r.length === header.length)).toBe(true);
    const cells = records.slice(1).flat();
    for (const cell of cells)
      for (const line of cell.split(/\r\n|\r|\n/)) expect(line, cell).not.toMatch(/^[=+\-@\t]/);
    const injected = records.filter((r) => r[skuAt]!.startsWith('INJ-'));
    expect(injected.map((r) => r[descriptionAt])).toEqual([
      "Strong pipe.\n'=2*21",
      "Strong pipe.\r'=2*21",
      "Strong pipe.\r\n'@SUM(1+1)*cmd|' /C calc'!A0",
      "Line\n'+1\n'-1\n'\tTAB",
    ]);

    // The import takes the apostrophes off again: a round trip changes nothing.
    const preview = (await send('preview', text)).json();
    expect(preview.counts.updated).toBe(0);
    expect(preview.counts.refused).toBe(0);
  });

  it('round trip of the demo catalogue (unpriced products included) changes nothing', async () => {
    const demo = await createTestApp({ env: { SEED_DEMO: 'true' } });
    try {
      await seedDemoCatalogue(demo.app);
      const auth = (await createUserWithSession(demo, 'admin')).auth;
      const csv = (
        await demo.app.inject({ method: 'GET', url: '/api/products/export', headers: auth })
      ).rawPayload;
      const before = (await demo.app.inject({ method: 'GET', url: '/api/products' })).json();
      expect(before.length).toBeGreaterThan(10);
      const applied = await sendForm(
        demo.app,
        'POST',
        '/api/products/import/apply',
        [{ name: 'file', file: { filename: 'demo.csv', data: csv, contentType: 'text/csv' } }],
        auth,
      );
      expect(applied.json()).toMatchObject({
        applied: true,
        counts: { created: 0, updated: 0, refused: 0, unchanged: before.length },
      });
      expect((await demo.app.inject({ method: 'GET', url: '/api/products' })).json()).toEqual(
        before,
      );
    } finally {
      await demo.close();
    }
  }, 60_000);
});
