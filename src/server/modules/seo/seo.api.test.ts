import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/product.schema.js';
import {
  createTestApp,
  createUserWithSession,
  dialectUnderTest,
  type TestApp,
} from '../../test/harness.js';
import { pngImage, sendForm } from '../media/media.test-helpers.js';

// What a crawler without JavaScript (WhatsApp's link preview, a search engine) gets from each
// address: status, head tags, structured data, robots.txt and the sitemap.

let t: TestApp;
let product: Product;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-web-'));
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><html><head><meta charset="UTF-8" />
    <meta
      name="description"
      content="generic description"
    />
    <title>generic title</title>
    <!--site-info-->
  </head><body><div id="root"></div></body></html>`,
);

beforeAll(async () => {
  t = await createTestApp({
    webRoot,
    env: { PUBLIC_URL: 'https://shop.example.co.ke/', SHOP_NAME: 'Athi River Hardware' },
  });
  const admin = await createUserWithSession(t, 'admin');
  const created = await sendForm(
    t.app,
    'POST',
    '/api/products',
    [
      { name: 'sku', value: 'MAB-30' },
      { name: 'name', value: 'Iron Sheet Gauge 30 </script><script>alert(1)</script>' },
      { name: 'category', value: 'Roofing' },
      { name: 'brand', value: 'Mabati Rolling Mills' },
      { name: 'unit', value: 'piece' },
      { name: 'price', value: '1000' },
      { name: 'discount', value: '15' },
      { name: 'status', value: 'In Stock' },
      { name: 'description', value: 'Corrugated roofing sheet, 3 m.' },
      {
        name: 'images',
        file: {
          filename: 'sheet.png',
          data: await pngImage(1600, 1200, '#8899aa'),
          contentType: 'image/png',
        },
      },
    ],
    admin.auth,
  );
  expect(created.statusCode).toBe(201);
  product = created.json<Product>();
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('blogs')
    .values({
      id: 'post-1',
      slug: 'choosing-roofing-sheets',
      title: 'Choosing roofing sheets',
      content: 'Gauge matters more than colour.\n\nThicker sheets last longer in the sun.',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}

describe(`pages as crawlers see them (${dialectUnderTest})`, () => {
  it('a product address names the product, its final price and a 1200x630 preview', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/products/${product._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('generic title');
    expect(res.body).not.toContain('generic description');
    expect(res.body).toContain('<title>Iron Sheet Gauge 30 &#60;/script&#62;');
    expect(res.body).toContain(
      `<link rel="canonical" href="https://shop.example.co.ke/products/${product._id}" />`,
    );
    // Nothing the admin typed can close the data block and run as a script.
    expect(res.body).not.toContain('</script><script>alert(1)');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(res.body)?.[1];
    expect(image).toMatch(/^https:\/\/shop\.example\.co\.ke\/media\/[\w-]+\/share\.jpg$/);
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const [productLd, crumbs] = jsonLdOf(res.body);
    expect(productLd).toMatchObject({
      '@type': 'Product',
      sku: 'MAB-30',
      name: product.name,
      brand: { name: 'Mabati Rolling Mills' },
      offers: {
        '@type': 'Offer',
        price: 850,
        priceCurrency: 'KES',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });

    const preview = await t.app.inject({ method: 'GET', url: new URL(image ?? '').pathname });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(preview.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // Made once, then served as stored.
    const again = await t.app.inject({ method: 'GET', url: new URL(image ?? '').pathname });
    expect(again.headers.etag).toBe(preview.headers.etag);
  });

  it('an unknown product, post or path answers 404 with a page that is not indexed', async () => {
    for (const url of ['/products/no-such-id', '/blog/no-such-post', '/no/such/page', '/shop']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('a post carries BlogPosting data and its own description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/choosing-roofing-sheets' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Choosing roofing sheets | Athi River Hardware</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Gauge matters more than colour. Thicker sheets last longer in the sun." />',
    );
    expect(jsonLdOf(res.body)[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Choosing roofing sheets',
    });
  });

  it('the home and contact pages describe the shop as a HardwareStore with hours', async () => {
    for (const url of ['/', '/contact']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(jsonLdOf(res.body)[0]).toMatchObject({
        '@type': 'HardwareStore',
        name: 'Athi River Hardware',
        address: { addressCountry: 'KE' },
        openingHoursSpecification: [{ opens: '08:00', closes: '18:00' }],
      });
    }
  });

  it('the home and contact pages preview with the shop picture, and every preview says what it shows', async () => {
    for (const url of ['/', '/contact']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(
        '<meta property="og:image" content="https://shop.example.co.ke/share/shop.jpg" />',
      );
      expect(res.body, url).toContain(
        '<meta property="og:image:alt" content="Athi River Hardware logo: Building materials in Athi River" />',
      );
      expect(res.body, url).toContain(
        '<meta name="twitter:image:alt" content="Athi River Hardware logo: Building materials in Athi River" />',
      );
    }
    const picture = await t.app.inject({ method: 'GET', url: '/share/shop.jpg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);

    for (const url of [`/products/${product._id}`, '/blog/choosing-roofing-sheets']) {
      const res = await t.app.inject({ method: 'GET', url });
      const hasImage = res.body.includes('<meta property="og:image" ');
      const alts = [
        /<meta property="og:image:alt" content="([^"]+)"/.exec(res.body)?.[1],
        /<meta name="twitter:image:alt" content="([^"]+)"/.exec(res.body)?.[1],
      ];
      if (hasImage) expect(alts.every(Boolean), url).toBe(true);
    }
    const productPage = await t.app.inject({ method: 'GET', url: `/products/${product._id}` });
    expect(productPage.body).toContain(
      '<meta property="og:image:alt" content="Iron Sheet Gauge 30 &#60;/script&#62;',
    );
  });

  it('a post names the shop as its publisher, with a square logo that is a picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/choosing-roofing-sheets' });
    expect(jsonLdOf(res.body)[0]).toMatchObject({
      publisher: {
        '@type': 'Organization',
        name: 'Athi River Hardware',
        logo: {
          '@type': 'ImageObject',
          url: 'https://shop.example.co.ke/share/logo.png',
          width: 512,
          height: 512,
        },
      },
    });
    const logo = await t.app.inject({ method: 'GET', url: '/share/logo.png' });
    expect(logo.statusCode).toBe(200);
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
  });

  it('pages that do not belong in search results say so', async () => {
    for (const url of ['/cart', '/login', '/admin', '/admin/products']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    // A customer's own pages are pages, not 'Page not found' until the script comes.
    for (const [url, title] of [
      ['/account', 'My orders'],
      ['/account/statement', 'Account statement'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<title>${title} | Athi River Hardware</title>`);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
    }
    const list = await t.app.inject({ method: 'GET', url: '/products?category=Roofing' });
    expect(list.body).not.toContain('noindex');
    expect(list.body).toContain('<title>Products | Athi River Hardware</title>');
  });

  it('a page is kept with an ETag until a write, so a repeat visit is a 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const missing = await t.app.inject({ method: 'GET', url: '/products/gone' });
    expect(missing.statusCode).toBe(404);
    const missingAgain = await t.app.inject({ method: 'GET', url: '/products/gone' });
    expect(missingAgain.statusCode).toBe(404);

    // A write drops kept pages: the product page shows the new name at once.
    const renamed = await t.db
      .updateTable('products')
      .set({ name: 'Iron Sheet Gauge 28' })
      .where('id', '=', product._id)
      .execute();
    expect(renamed).toHaveLength(1);
    const before = await t.app.inject({ method: 'GET', url: `/products/${product._id}` });
    expect(before.body).not.toContain('Iron Sheet Gauge 28 |');
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload: { name: 'Wanjiru', message: 'Fast delivery to Kitengela.', rating: 5 },
    });
    expect(review.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url: `/products/${product._id}` });
    expect(after.body).toContain('<title>Iron Sheet Gauge 28 | Athi River Hardware</title>');
  });

  it('robots.txt keeps crawlers out of admin and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Sitemap: https://shop.example.co.ke/sitemap.xml');
  });

  it('the sitemap lists the public pages (the quote page too), every product and every post', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://shop.example.co.ke/products</loc>');
    expect(res.body).toContain('<loc>https://shop.example.co.ke/quote</loc>');
    expect(res.body).toContain(`<loc>https://shop.example.co.ke/products/${product._id}</loc>`);
    expect(res.body).toContain(
      '<loc>https://shop.example.co.ke/blog/choosing-roofing-sheets</loc>',
    );
    expect(res.body).not.toContain('/admin');
  });
});
