import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '#shared/constants.js';
import type { Product } from '#shared/product.schema.js';
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
  it('fills an empty shop with 24 products over every category, each with three served views, and the services', async () => {
    await seedDemoCatalogue(t.app);
    const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
      Product[]
    >();
    expect(products.length).toBeGreaterThanOrEqual(24);
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

  it('never runs again once the shop has products', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
      .length;
    await seedDemoCatalogue(t.app);
    const after = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
      .length;
    expect(after).toBe(before);
  });
});
