import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/product.schema.js';
import { createTestApp, createUserWithSession, type TestApp } from '../../test/harness.js';
import { expectWrittenByCode } from '../../test/refusals.js';
import { multipart, pngImage, sendForm, type FormPart } from '../media/media.test-helpers.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUserWithSession>>;
let user: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserWithSession(t, 'admin');
  user = await createUserWithSession(t, 'user');
});
afterAll(async () => {
  await t.close();
});

let skuCounter = 0;
function fields(overrides: Record<string, string> = {}): FormPart[] {
  skuCounter += 1;
  const values: Record<string, string> = {
    sku: `CEM-${skuCounter}`,
    name: 'Bamburi Cement 50kg',
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
    description: 'Ordinary Portland cement.',
    isFeatured: 'true',
    status: 'In Stock',
    tags: JSON.stringify(['cement', ' building ', '']),
    ...overrides,
  };
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

const send = (
  method: 'POST' | 'PUT',
  url: string,
  parts: FormPart[],
  auth: Record<string, string> = admin.auth,
) => sendForm(t.app, method, url, parts, auth);

async function image(name = 'photo.png', colour = '#2e86c1'): Promise<FormPart> {
  return {
    name: 'images',
    file: { filename: name, data: await pngImage(640, 480, colour), contentType: 'image/png' },
  };
}

describe('products API', () => {
  it('an admin creates a product with images; everyone reads it in the list and by id', async () => {
    const res = await send('POST', '/api/products', [
      ...fields({ sku: 'CEM-001' }),
      await image('a.png'),
      await image('b.png', '#111'),
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json<Product>();
    expect(created).toMatchObject({
      sku: 'CEM-001',
      name: 'Bamburi Cement 50kg',
      category: 'Cement',
      brand: 'Bamburi',
      unit: 'bag',
      size: '50kg',
      price: 850,
      discount: 5,
      stock: 120,
      reorderLevel: 20,
      supplier: { name: 'Bamburi Ltd', contact: '+254700000000' },
      location: 'Athi River',
      isFeatured: true,
      status: 'In Stock',
      tags: ['cement', 'building'],
      amenities: [],
    });
    expect(created.images).toHaveLength(2);
    expect(created.image).toBe(created.images[0]);

    const list = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(list.statusCode).toBe(200);
    // Everyone reads it without what only staff use (supplier, reorder level).
    // The list leaves out each product's options and variants, which its own answer carries.
    const { reorderLevel: _reorder, supplier: _supplier, ...visible } = created;
    const { options: _options, variants: _variants, ...listed } = visible;
    expect(list.json<Product[]>().find((p) => p._id === created._id)).toEqual(listed);

    const one = await t.app.inject({ method: 'GET', url: `/api/products/${created._id}` });
    expect(one.json()).toEqual(visible);

    const served = await t.app.inject({ method: 'GET', url: created.images[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a new product is In Stock unless told otherwise; tags may also come comma-separated', async () => {
    const res = await send(
      'POST',
      '/api/products',
      fields({ status: '', tags: 'pipe, , pvc ,', isFeatured: 'false' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'In Stock',
      tags: ['pipe', 'pvc'],
      isFeatured: false,
      images: [],
      image: null,
    });
  });

  it('editing with new images replaces the old ones, which are then gone; editing without images keeps them', async () => {
    const created = (
      await send('POST', '/api/products', [...fields(), await image('old.png')])
    ).json<Product>();
    const oldUrl = created.images[0]!;

    const kept = await send(
      'PUT',
      `/api/products/${created._id}`,
      fields({ sku: created.sku, name: 'Renamed', status: 'Out of Stock' }),
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      name: 'Renamed',
      status: 'Out of Stock',
      images: [oldUrl],
    });

    const replaced = await send('PUT', `/api/products/${created._id}`, [
      ...fields({ sku: created.sku }),
      await image('new1.png'),
      await image('new2.png'),
    ]);
    expect(replaced.statusCode).toBe(200);
    const after = replaced.json<Product>();
    expect(after.images).toHaveLength(2);
    expect(after.images).not.toContain(oldUrl);
    expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('deleting a product removes it and its images', async () => {
    const created = (
      await send('POST', '/api/products', [...fields(), await image()])
    ).json<Product>();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created._id}`,
      headers: admin.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${created._id}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.images[0]! })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created._id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      message: 'Product not found.',
      code: 'NOT_FOUND',
      values: { why: 'product' },
    });
    expectWrittenByCode(again.json());
  });

  it('answers 404 with a message for unknown ids', async () => {
    for (const [method, url] of [
      ['GET', '/api/products/nope'],
      ['DELETE', '/api/products/nope'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: 'Product not found.',
        code: 'NOT_FOUND',
        values: { why: 'product' },
      });
    }
    const put = await send('PUT', '/api/products/nope', fields());
    expect(put.statusCode).toBe(404);
  });

  it('writes need an admin: 401 without a session, 403 for other users', async () => {
    const created = (await send('POST', '/api/products', fields())).json<Product>();
    for (const [auth, status] of [
      [{}, 401],
      [user.auth, 403],
    ] as const) {
      expect((await send('POST', '/api/products', fields(), auth)).statusCode).toBe(status);
      expect((await send('PUT', `/api/products/${created._id}`, fields(), auth)).statusCode).toBe(
        status,
      );
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${created._id}`,
        headers: auth,
      });
      expect(del.statusCode).toBe(status);
      expect(del.json()).toHaveProperty('message');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${created._id}` })).statusCode,
    ).toBe(200);
  });

  it.each([
    [{ sku: '  ' }, 'SKU is required.'],
    [{ name: '' }, 'Product Name is required.'],
    [{ category: 'Sweets' }, 'Please choose a category from the list.'],
    [{ unit: 'bucket' }, 'Please choose a unit from the list.'],
    [{ price: '' }, 'Price is required.'],
    [{ price: 'cheap' }, 'Price must be a number of 0 or more.'],
    [{ price: '-5' }, 'Price must be a number of 0 or more.'],
    [{ stock: 'many' }, 'Stock must be a number.'],
    [{ stock: '2.5' }, 'Stock must be a whole number.'],
    [{ discount: '150' }, 'Discount must be between 0 and 100.'],
    [{ status: 'Lost' }, 'Please choose a status from the list.'],
    [{ tags: '["ok", 3]' }, 'Tags must be a list of words separated by commas.'],
  ])('refuses bad fields %j with a clear 400', async (override, message) => {
    const res = await send('POST', '/api/products', fields(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
  });

  it('refuses a missing required field', async () => {
    const res = await send(
      'POST',
      '/api/products',
      fields().filter((p) => p.name !== 'unit'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please choose a unit from the list.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a second product with the same SKU (409)', async () => {
    expect((await send('POST', '/api/products', fields({ sku: 'DUP-1' }))).statusCode).toBe(201);
    const res = await send('POST', '/api/products', fields({ sku: 'DUP-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'A product with this SKU already exists.',
      code: 'SKU_TAKEN',
      values: { why: 'product' },
    });
    expectWrittenByCode(res.json());
  });

  it('lets exactly one of several simultaneous saves of one SKU through; the others get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send('POST', '/api/products', fields({ sku: 'RACE-1' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
    expect(list.filter((p) => p.sku === 'RACE-1')).toHaveLength(1);
  });

  it('refuses bad uploads and writes nothing: text named .png (415), over 4MB (413), a damaged image (400)', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
      .length;

    const text = await send('POST', '/api/products', [
      ...fields(),
      {
        name: 'images',
        file: {
          filename: 'fake.png',
          data: Buffer.from('hello, I am text'),
          contentType: 'image/png',
        },
      },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toContain('"fake.png" is not an image');
    expect(text.json().values).toEqual({ name: 'fake.png' });
    expectWrittenByCode(text.json());

    const big = await send('POST', '/api/products', [
      ...fields(),
      {
        name: 'images',
        file: {
          filename: 'huge.jpg',
          data: Buffer.alloc(4 * 1024 * 1024 + 10, 1),
          contentType: 'image/jpeg',
        },
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: '"huge.jpg" is too large! (max 4MB)',
      code: 'FILE_TOO_LARGE',
      values: { why: 'file', name: 'huge.jpg', max: '4MB' },
    });
    expectWrittenByCode(big.json());

    const png = await pngImage(300, 300);
    const broken = await send('POST', '/api/products', [
      ...fields(),
      {
        name: 'images',
        file: {
          filename: 'broken.png',
          data: Buffer.concat([png.subarray(0, 80), Buffer.alloc(100)]),
        },
      },
    ]);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_IMAGE');
    expectWrittenByCode(broken.json());

    const after = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>()
      .length;
    expect(after).toBe(before);
  });

  it('refuses a JSON body: products are sent as multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: { sku: 'X', name: 'Y' },
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The request must be multipart/form-data.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      values: { why: 'multipart' },
    });
    expectWrittenByCode(res.json());
  });
  it('answers broken or oversized forms with a 4xx message, never a 500', async () => {
    const body = multipart([...fields(), await image()]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: body.payload.subarray(0, body.payload.length - 30),
      headers: { ...body.headers, ...admin.auth },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({
      message: 'The upload was not a complete multipart form.',
      code: 'BAD_MULTIPART',
    });

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', ...admin.auth },
    });
    expect(noBoundary.statusCode).toBe(400);

    const manyFiles = Array.from({ length: 25 }, (_, i): FormPart => ({
      name: 'images',
      file: { filename: `f${i}.png`, data: Buffer.from('x') },
    }));
    expect((await send('POST', '/api/products', [...fields(), ...manyFiles])).json()).toEqual({
      message: 'The form has too many files or fields.',
      code: 'TOO_MANY_PARTS',
    });

    const longField = await send(
      'POST',
      '/api/products',
      fields({ description: 'x'.repeat(200 * 1024) }),
    );
    expect(longField.statusCode).toBe(413);
    expect(longField.json()).toEqual({
      message: 'The field "description" is too long.',
      code: 'FIELD_TOO_LARGE',
      values: { field: 'description' },
    });
    expectWrittenByCode(longField.json());

    const elevenImages = await send('POST', '/api/products', [
      ...fields(),
      ...(await Promise.all(Array.from({ length: 11 }, () => image()))),
    ]);
    expect(elevenImages.statusCode).toBe(400);
    expect(elevenImages.json().message).toBe('At most 10 images per product.');
    expectWrittenByCode(elevenImages.json());
  });
});
