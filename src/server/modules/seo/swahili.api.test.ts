import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

// The Swahili twins of the public pages (docs/decisions/105): what a crawler and a shared link
// get at /sw/..., the sitemap listing both languages, and the remembered choice at `/`.

let t: TestApp;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-web-'));
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html><html lang="en-KE"><head><meta charset="UTF-8" />
    <title>generic title</title>
    <!--site-info-->
  </head><body><div id="root"></div></body></html>`,
);
const SHOP = 'https://shop.example.co.ke';

beforeAll(async () => {
  t = await createTestApp({
    webRoot,
    env: { PUBLIC_URL: `${SHOP}/`, SHOP_NAME: 'Athi River Hardware' },
  });
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('blogs')
    .values({
      id: 'post-1',
      slug: 'kuchagua-mabati',
      title: 'Choosing roofing sheets',
      content: 'Gauge matters more than colour.',
      created_at: now,
      updated_at: now,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('Swahili pages at /sw/', () => {
  it('a Swahili page says so: lang, title, canonical, preview locale and both alternates', async () => {
    const res = await get('/sw/products');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="sw">');
    expect(res.body).toContain('<title>Bidhaa | Athi River Hardware</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${SHOP}/sw/products" />`);
    expect(res.body).toContain('<meta property="og:locale" content="sw_KE" />');
    expect(res.body).toContain(`<link rel="alternate" hreflang="en-KE" href="${SHOP}/products" />`);
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="sw-KE" href="${SHOP}/sw/products" />`,
    );
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${SHOP}/products" />`,
    );
    expect(res.body).toContain('"inLanguage":"sw-KE"');
  });

  it('the English page is unchanged in its words and names its Swahili twin', async () => {
    const res = await get('/products');
    expect(res.body).toContain('<html lang="en-KE">');
    expect(res.body).toContain('<title>Products | Athi River Hardware</title>');
    expect(res.body).toContain('<meta property="og:locale" content="en_KE" />');
    expect(res.body).toContain(
      `<link rel="alternate" hreflang="sw-KE" href="${SHOP}/sw/products" />`,
    );
    expect(res.body).toContain('"inLanguage":"en-KE"');
  });

  it('the home page in Swahili is /sw/ and its twin is /', async () => {
    const res = await get('/sw/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${SHOP}/sw/" />`);
    expect(res.body).toContain(`<link rel="alternate" hreflang="en-KE" href="${SHOP}/" />`);
    expect(res.body).toContain('Vifaa vya ujenzi Athi River');
  });

  it('a post in Swahili carries its language in its structured data', async () => {
    const res = await get('/sw/blog/kuchagua-mabati');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/"@type":"BlogPosting"[^<]*"inLanguage":"sw-KE"/);
    expect(res.body).toContain('"name":"Blogu"');
  });

  it('an unknown Swahili address is a 404 in Swahili, and the admin area has no twin', async () => {
    const missing = await get('/sw/hakuna-kitu');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Ukurasa haupatikani | Athi River Hardware</title>');
    expect((await get('/sw/admin')).statusCode).toBe(404);
    expect((await get('/sw/products/no-such-product')).statusCode).toBe(404);
  });

  it('keeps each language of a page apart in the page cache', async () => {
    await get('/services');
    const sw = await get('/sw/services');
    expect(sw.body).toContain('<title>Huduma | Athi River Hardware</title>');
    const en = await get('/services');
    expect(en.body).toContain('<title>Services | Athi River Hardware</title>');
  });

  it('the sitemap lists both languages, each naming the other', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).toContain(`<loc>${SHOP}/sw/</loc>`);
    expect(res.body).toContain(`<loc>${SHOP}/sw/products</loc>`);
    expect(res.body).toContain(`<loc>${SHOP}/sw/blog/kuchagua-mabati</loc>`);
    expect(res.body).toContain(
      `<xhtml:link rel="alternate" hreflang="sw-KE" href="${SHOP}/sw/blog/kuchagua-mabati"/>`,
    );
    expect((await get('/robots.txt')).body).toContain('Disallow: /sw/cart');
  });
});

describe('the remembered language', () => {
  it('sends a visitor who chose Kiswahili from / to /sw/, query kept', async () => {
    const res = await get('/?utm=wa', { cookie: 'theme=x; lang=sw' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sw/?utm=wa');
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it('never moves anyone by the browser languages, nor from a page other than /', async () => {
    const byBrowser = await get('/', { 'accept-language': 'sw-KE,sw;q=0.9' });
    expect(byBrowser.statusCode).toBe(200);
    expect(byBrowser.body).toContain('<html lang="en-KE">');
    expect((await get('/products', { cookie: 'lang=sw' })).statusCode).toBe(200);
    expect((await get('/', { cookie: 'lang=en' })).statusCode).toBe(200);
  });

  it('tells caches that the home page depends on the cookie as well as the encoding', async () => {
    // A cache that kept the English page for / without noting the cookie would hand it to a
    // visitor who chose Kiswahili instead of sending them to /sw/.
    const res = await get('/', { cookie: 'lang=en', 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    const vary = (res.headers.vary ?? '')
      .toString()
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-encoding');
    const again = await get('/', { cookie: 'lang=en' });
    expect((again.headers.vary ?? '').toString().toLowerCase()).toMatch(/cookie/);
  });
});
