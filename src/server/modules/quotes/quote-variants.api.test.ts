import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteMatchResult } from '#shared/quote.schema.js';
import { barUnit, insertProduct, tonneOfY12 } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';

// Issue 42 item 4, DESIGN decision 45 (docs/decisions/134): the matcher reads sizes and units
// ('Y12 x 30', '2 tonnes Y16', 'mabati G30 3m x 40', 'kg 10 misumari', 'mifuko', 'tani') and
// picks the variant and the sell unit of products with variants, made here through the admin API
// the catalogue is read from.

const unit = (name: string, price: number, perUnit: string, isDefault = false) => ({
  unit: name,
  price,
  perUnit,
  decimals: name === 'tonne' || name === 'kg' ? 3 : 0,
  min: '1',
  step: name === 'tonne' || name === 'kg' ? '0.001' : '1',
  ...(isDefault ? { default: true } : {}),
});

const bars = {
  options: [{ name: 'Size', values: ['Y8', 'Y10', 'Y12', 'Y16'] }],
  variants: (['Y8', 'Y10', 'Y12', 'Y16'] as const).map((size, i) => ({
    options: { Size: size },
    sku: `QV-${size}`,
    price: 500 + i * 400,
    stockUnit: 'bar',
    sellUnits: [barUnit(500 + i * 400), { ...tonneOfY12(150_000 + i * 10_000), min: '1' }],
  })),
};

const sheets = {
  options: [
    { name: 'Gauge', values: ['G28', 'G30'] },
    { name: 'Length', values: ['2 m', '3 m'] },
  ],
  // Sparse: no G28 of 2 m.
  variants: [
    ['G28', '3 m', 1450],
    ['G30', '2 m', 780],
    ['G30', '3 m', 1100],
  ].map(([gauge, length, price]) => ({
    options: { Gauge: gauge, Length: length },
    sku: `QV-BOX-${String(gauge)}-${String(length).replace(' ', '')}`,
    price,
    stockUnit: 'sheet',
    sellUnits: [unit('sheet', price as number, '1', true)],
  })),
};

const cement = {
  options: [],
  variants: [
    {
      options: {},
      sku: 'QV-CEM',
      price: 780,
      stockUnit: 'bag',
      sellUnits: [unit('bag', 780, '1', true), unit('tonne', 15_200, '20')],
    },
  ],
};

const paint = {
  options: [{ name: 'Volume', values: ['1 L', '4 L', '20 L'] }],
  variants: [
    ['1 L', 650],
    ['4 L', 2400],
    ['20 L', 10_500],
  ].map(([volume, price]) => ({
    options: { Volume: volume },
    sku: `QV-PNT-${String(volume).replace(' ', '')}`,
    price,
    stockUnit: 'tin',
    sellUnits: [unit('tin', price as number, '1', true)],
  })),
};

const nails = {
  options: [{ name: 'Length', values: ['3 inch', '4 inch'] }],
  variants: ['3 inch', '4 inch'].map((length, i) => ({
    options: { Length: length },
    sku: `QV-NAIL-${length[0]}`,
    price: 180 + i * 10,
    stockUnit: 'kg',
    sellUnits: [unit('kg', 180 + i * 10, '1', true)],
  })),
};

describe(`matching lines to variants and sell units (${dialectUnderTest})`, () => {
  let t: TestApp;
  let ip = 0;
  let admin: { authorization: string };
  const productIds: Record<string, string> = {};

  const match = async (text: string) => {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/match',
      payload: { text },
      headers: { 'x-forwarded-for': `10.72.0.${ip}` },
    });
    expect(res.statusCode).toBe(200);
    return QuoteMatchResult.parse(res.json()).lines.map((l) =>
      l.product
        ? `${l.product.sku} ${l.product.variantTitle ?? '-'} x ${l.quantity} ${l.product.unit} @ ${l.product.price}`
        : `none x ${l.quantity}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserWithSession(t, 'admin')).auth;
    const made: [string, string, string, unknown][] = [
      ['QV-BAR', 'Deformed Steel Bar 12m', 'bar', bars],
      ['QV-BOX', 'Mabati Box Profile Sheet', 'sheet', sheets],
      ['QV-CEM', 'Bamburi Cement 42.5 50kg', 'bag', cement],
      ['QV-PNT', 'Crown Silk Vinyl Emulsion', 'tin', paint],
      ['QV-NAIL', 'Wire Nails', 'kg', nails],
    ];
    for (const [sku, name, productUnit, variants] of made) {
      const id = await insertProduct(t.db, { sku, name, unit: productUnit, price: 100 });
      productIds[sku] = id;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/products/${id}/variants`,
        payload: variants as object,
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => t.close());

  it('picks the bar size a line names, by the bar or by the tonne', async () => {
    expect(await match('Y12 x 30\n2 tonnes Y16\nnondo Y10 vipande 40\ntani 3 Y8\nY16 - 5')).toEqual(
      [
        'QV-Y12 Y12 x 30 bar @ 1300',
        'QV-Y16 Y16 x 2 tonne @ 180000',
        'QV-Y10 Y10 x 40 bar @ 900',
        'QV-Y8 Y8 x 3 tonne @ 150000',
        'QV-Y16 Y16 x 5 bar @ 1700',
      ],
    );
  });

  it('reads a quantity typed with a fraction exactly: 2.5 tonnes, 2,5 t, 1½ bags', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/match',
      payload: { text: '2.5 tonnes Y12\nY16 - 2,5 t\n1½ mifuko saruji bamburi\nY10 x 40' },
      headers: { 'x-forwarded-for': '10.72.2.1' },
    });
    const lines = QuoteMatchResult.parse(res.json()).lines;
    expect(
      lines.map((l) => [l.product?.sku, l.product?.unit, l.quantity, l.exactQuantity]),
    ).toEqual([
      ['QV-Y12', 'tonne', 3, '2.5'],
      ['QV-Y16', 'tonne', 3, '2.5'],
      ['QV-CEM', 'bag', 2, '1.5'],
      ['QV-Y10', 'bar', 40, undefined],
    ]);
  });

  it('picks a sheet by gauge and length, and leaves a length the shop lacks unmatched', async () => {
    expect(
      await match('mabati G30 3m x 40\nbox profile gauge 28 3m - 12pcs\nmabati G28 2m x 10'),
    ).toEqual([
      'QV-BOX-G30-3m G30 / 3 m x 40 sheet @ 1100',
      'QV-BOX-G28-3m G28 / 3 m x 12 sheet @ 1450',
      'none x 10',
    ]);
  });

  it('reads cement by the bag (mifuko) or by the tonne (tani)', async () => {
    expect(await match('mifuko 50 saruji bamburi\nbamburi cement tani 2')).toEqual([
      'QV-CEM - x 50 bag @ 780',
      'QV-CEM - x 2 tonne @ 15200',
    ]);
  });

  it('picks a tin size from litres, and nails by the kilo', async () => {
    expect(
      await match('crown silk 20 litres x 3\nkg 10 misumari 4 inch\n4 inch nails 25kg'),
    ).toEqual([
      'QV-PNT-20L 20 L x 3 tin @ 10500',
      'QV-NAIL-4 4 inch x 10 kg @ 190',
      'QV-NAIL-4 4 inch x 25 kg @ 190',
    ]);
  });

  // Decision 45: a quote line keeps its copy of the variant, unit, exact quantity and prices, and
  // carries them to the order it becomes; a later price or name change changes neither.
  it('keeps a sent quote line by variant and unit through a price change and into the order', async () => {
    const matched = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/match',
      payload: { text: '2 tonnes Y12' },
      headers: { 'x-forwarded-for': '10.72.1.1' },
    });
    const [line] = QuoteMatchResult.parse(matched.json()).lines;
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        customer: { name: 'Wafula Contractors', phone: '0712 345 678' },
        county: null,
        lines: [
          {
            text: '2.5 tonnes Y12',
            productId: line!.product!._id,
            variantId: line!.product!.variantId,
            unit: line!.product!.unit,
            quantity: 3,
            exactQuantity: '2.5',
          },
        ],
      },
      headers: { 'x-forwarded-for': '10.72.1.2' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const reference = (requested.json() as { reference: string }).reference;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${reference}/send`,
      headers: admin,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // 2.5 t at 93.747 bars a tonne is 234.37 bars: 234 bars, so 2.496 t at KSh 170,000 a tonne.
    const expected = {
      name: 'Deformed Steel Bar 12m',
      variantTitle: 'Y12',
      sku: 'QV-Y12',
      unit: 'tonne',
      quantity: 3,
      exactQuantity: '2.496',
      stockQuantity: '234',
      stockUnit: 'bar',
      unitPrice: 170_000,
      lineTotal: 424_320,
    };
    expect((sent.json() as { lines: unknown[] }).lines[0]).toMatchObject(expected);

    // The shop changes the tonne's price and renames the bars after sending.
    const changed = structuredClone(bars);
    for (const v of changed.variants) for (const u of v.sellUnits) u.price += 5000;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${productIds['QV-BAR']}/variants`,
      payload: changed,
      headers: admin,
    });
    expect(put.statusCode, put.body).toBe(200);
    await t.db
      .updateTable('products')
      .set({ name: 'Renamed Bar' })
      .where('id', '=', productIds['QV-BAR']!)
      .execute();
    const later = await t.app.inject({ method: 'GET', url: `/api/quotes/${reference}` });
    expect((later.json() as { lines: unknown[]; total: number }).lines[0]).toMatchObject(expected);
    expect((later.json() as { total: number }).total).toBe(424_320);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/${reference}/accept`,
      payload: {},
      headers: { 'x-forwarded-for': '10.72.1.3' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = (accepted.json() as { order: { reference: string; total: number } }).order;
    expect(order.total).toBe(424_320);
    const placed = await t.app.inject({ method: 'GET', url: `/api/orders/${order.reference}` });
    expect(placed.statusCode).toBe(200);
    expect((placed.json() as { items: unknown[] }).items[0]).toMatchObject({
      name: 'Deformed Steel Bar 12m',
      variantTitle: 'Y12',
      unit: 'tonne',
      quantity: '2.496',
      stockQuantity: '234',
      unitPrice: 170_000,
    });
  });
});
