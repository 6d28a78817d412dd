import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barUnit, y12Variant } from '../../test/builders.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { pngImage, sendForm } from '../media/media.test-helpers.js';

// A variant may show its own picture (DESIGN decisions 40 and 44): one of its product's, set in
// the variants grid; left out it is kept, null gives the product's back, another address is
// refused, and one the product no longer has reads as none.
// The page's shell, so the server draws product pages with their JSON-LD.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'variant-picture-web-'));
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" /><title>generic</title>
    <!--site-info-->
  </head><body><div id="root"></div></body></html>`,
);

describe(`a variant's own picture (${dialectUnderTest})`, () => {
  let t: TestApp;
  let admin: { authorization: string };
  let id: string;
  let images: string[];

  beforeAll(async () => {
    t = await createTestApp({ webRoot });
    admin = (await createUserWithSession(t, 'admin')).auth;
    const made = await sendForm(
      t.app,
      'POST',
      '/api/products',
      [
        ...Object.entries({
          sku: 'PIC-Y',
          name: 'Deformed bar',
          category: 'Steel',
          unit: 'bar',
          price: '900',
        }).map(([name, value]) => ({ name, value })),
        ...(await Promise.all(
          ['#333333', '#aa2222'].map(async (colour, i) => ({
            name: 'images',
            file: {
              filename: `bar-${i}.png`,
              data: await pngImage(60, 40, colour),
              contentType: 'image/png',
            },
          })),
        )),
      ],
      admin,
    );
    expect(made.statusCode, made.body).toBe(201);
    id = made.json()._id;
    images = made.json().images;
    expect(images).toHaveLength(2);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const put = (variants: object[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}/variants`,
      headers: admin,
      payload: { options: [{ name: 'Size', values: ['Y10', 'Y12'] }], variants },
    });
  const y10 = (extra: object = {}) => ({
    options: { Size: 'Y10' },
    sku: 'PIC-Y10',
    price: 700,
    stockUnit: 'bar',
    sellUnits: [barUnit(700)],
    ...extra,
  });
  const read = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as {
      variants: { _id: string; image?: string | null }[];
    };

  it('sets, keeps, clears and refuses a variant picture', async () => {
    const set = await put([y10(), { ...y12Variant({ sku: 'PIC-Y12' }), image: images[1] }]);
    expect(set.statusCode, set.body).toBe(200);
    const [first, second] = (await read()).variants;
    expect([first!.image, second!.image]).toEqual([undefined, images[1]]);

    // The CSV import and older screens send no picture: it stays.
    const kept = await put([
      { ...y10(), _id: first!._id },
      { ...y12Variant({ sku: 'PIC-Y12', _id: second!._id }) },
    ]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await read()).variants[1]!.image).toBe(images[1]);

    const refused = await put([
      y10({ _id: first!._id }),
      { ...y12Variant({ sku: 'PIC-Y12', _id: second!._id }), image: '/media/nope/full.webp' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "A variant's picture must be one of this product's pictures.",
      code: 'VARIANT_PICTURE_UNKNOWN',
    });
    expect((await read()).variants[1]!.image).toBe(images[1]);

    const cleared = await put([
      y10({ _id: first!._id }),
      { ...y12Variant({ sku: 'PIC-Y12', _id: second!._id }), image: null },
    ]);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await read()).variants[1]!.image).toBeUndefined();
  });

  it("gives a variant's Offer in the page's JSON-LD its own picture, and none to the others", async () => {
    const [first, second] = (await read()).variants;
    const set = await put([
      y10({ _id: first!._id }),
      { ...y12Variant({ sku: 'PIC-Y12', _id: second!._id }), image: images[0] },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: `/products/${id}` });
    const product = [
      ...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ]
      .map((m) => JSON.parse(m[1] ?? 'null') as { '@type': string; offers?: unknown })
      .find((d) => d['@type'] === 'Product');
    const offers = (product?.offers as { offers: { sku: string; image?: string }[] }).offers;
    const bySku = Object.fromEntries(offers.map((o) => [o.sku, o.image]));
    expect(bySku['PIC-Y10']).toBeUndefined();
    expect(bySku['PIC-Y12']).toMatch(
      new RegExp(`^https?://[^/]+${images[0]!.replace(/[.]/g, '\\.')}$`),
    );
  });
});
