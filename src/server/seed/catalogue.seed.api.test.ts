import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '#shared/constants.js';
import type { Product } from '#shared/product.schema.js';
import type { ProductVariants } from '#shared/variant.schema.js';
import type { Service } from '#shared/service.schema.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { seedDemoCatalogue } from './catalogue.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
});
afterAll(async () => {
  await t.close();
});

describe('the demo catalogue', () => {
  it('fills an empty shop with 26 products over every category, each with three served views, and the services', async () => {
    await seedDemoCatalogue(t.app);
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Product[]
    >();
    expect(products.length).toBeGreaterThanOrEqual(26);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    expect(products.every((p) => p.images.length === 3)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: products[0]!.images[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');

    const services = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<
      Service[]
    >();
    expect(services.length).toBeGreaterThanOrEqual(3);
  }, 60_000);

  /** A demo product by name, with its options and variants. */
  async function demo(name: string): Promise<Product & ProductVariants> {
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    const found = list.find((p) => p.name === name);
    expect(found, name).toBeDefined();
    return (await t.app.inject({ method: 'GET', url: `/api/products/${found!._id}` })).json();
  }

  const units = (p: ProductVariants, title: string) =>
    p.variants
      .find((v) => v.title === title)!
      .sellUnits.map((u) => [u.unit, u.perUnit, u.decimals, u.min, u.step]);

  it('sells Y8-Y16 bars by the bar and by the tonne, at bars a tonne from their masses', async () => {
    const bars = await demo('Deformed Steel Bar');
    expect(bars.options).toEqual([
      { name: 'Size', values: ['Y8', 'Y10', 'Y12', 'Y16'] },
      { name: 'Length', values: ['12 m'] },
    ]);
    expect(bars.variants.map((v) => [v.title, v.sku, v.stock.onHand, v.stock.unit])).toEqual([
      ['Y8 / 12 m', 'STL-Y8-12', '600', 'bar'],
      ['Y10 / 12 m', 'STL-Y10-12', '450', 'bar'],
      ['Y12 / 12 m', 'STL-Y12-12', '800', 'bar'],
      ['Y16 / 12 m', 'STL-Y16-12', '3', 'bar'],
    ]);
    // 1000 kg / (0.888 kg/m x 12 m) = 93.8438438... bars in a tonne of Y12.
    expect(units(bars, 'Y12 / 12 m')).toEqual([
      ['bar', '1', 0, '1', '1'],
      ['tonne', '93.843844', 3, '0.5', '0.001'],
    ]);
    expect(bars.variants.find((v) => v.title === 'Y16 / 12 m')!.stock.status).toBe('low');
    // The product row keeps its first variant's fields (the spec's product API).
    expect([bars.sku, bars.price, bars.unit, bars.stock]).toEqual(['STL-Y8-12', 560, 'bar', 600]);

    const priced = await t.app.inject({
      method: 'POST',
      url: '/api/cart/price',
      payload: {
        items: [
          {
            productId: bars._id,
            variantId: bars.variants[2]!._id,
            unit: 'tonne',
            quantity: '2.5',
          },
        ],
      },
    });
    expect(priced.statusCode).toBe(200);
    // 2.5 t x 93.843844 = 234.61 bars -> 235 bars -> 2.504 t charged.
    expect(priced.json().lines[0]).toMatchObject({
      quantity: '2.504',
      stockQuantity: '235',
      adjusted: true,
      adjustment: '2.5 t ≈ 235 bars (2.504 t)',
      lineTotal: 264_172,
    });
  });

  it('sells cement by the bag and the tonne, wire by the kilo and the roll, chain by the metre', async () => {
    const cement = await demo('Bamburi Power Plus Cement 42.5');
    expect(cement.options).toEqual([]);
    expect(units(cement, '')).toEqual([
      ['bag', '1', 0, '1', '1'],
      ['tonne', '20', 2, '0.5', '0.05'],
    ]);
    const wire = await demo('Binding Wire');
    expect(units(wire, '')).toEqual([
      ['kg', '1', 1, '0.5', '0.1'],
      ['roll', '25', 0, '1', '1'],
    ]);
    expect(wire.variants[0]!.stock).toMatchObject({ onHand: '412.5', unit: 'kg' });
    const chain = await demo('Galvanised Chain 8mm');
    expect(units(chain, '')).toEqual([['meter', '1', 1, '0.5', '0.1']]);
    expect(chain.variants[0]!.stock.onHand).toBe('150.5');
  });

  it('has sparse grids: sheets by gauge and length, paint by tin size and colour', async () => {
    const sheets = await demo('Mabati Box Profile Sheet');
    expect(sheets.variants.map((v) => v.title)).toEqual([
      'G28 / 2 m',
      'G28 / 3 m',
      'G30 / 2 m',
      'G30 / 3 m',
      'G32 / 3 m',
    ]);
    const paint = await demo('Crown Silk Vinyl Emulsion');
    expect(paint.options.map((o) => o.values)).toEqual([
      ['1 l', '4 l', '20 l'],
      ['White', 'Magnolia', 'Sky Blue'],
    ]);
    expect(paint.variants.length).toBeLessThan(9);
    expect(paint.variants.find((v) => v.title === '4 l / White')).toMatchObject({
      price: 3450,
      discount: 10,
      finalPrice: 3105,
      stock: { unit: 'tin' },
    });
  });

  it('opens each variant with one counted movement whose balance is its stock', async () => {
    const rows = await t.app.db
      .selectFrom('variants')
      .leftJoin('stock_movements', 'stock_movements.variant_id', 'variants.id')
      .select([
        'variants.sku',
        'variants.on_hand',
        'stock_movements.kind',
        'stock_movements.quantity',
      ])
      .execute();
    const skus = new Set(rows.map((r) => r.sku));
    expect(skus.size).toBeGreaterThanOrEqual(26 + 3 + 4 + 5);
    for (const sku of skus) {
      const moves = rows.filter((r) => r.sku === sku);
      const onHand = moves[0]!.on_hand;
      if (onHand === null) continue;
      expect(
        moves.map((m) => m.kind),
        sku,
      ).toEqual(['count']);
      expect(Number(moves[0]!.quantity), sku).toBe(Number(onHand));
    }
  });

  it('never runs again once the shop has products', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
      .length;
    await seedDemoCatalogue(t.app);
    const after = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
      .length;
    expect(after).toBe(before);
  });
});
