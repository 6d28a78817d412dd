import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { productPageRows } from '../products/product.service.js';
import { SHOP_TAGLINE } from './page-head.js';
import { SHOP_LOGO_PATH, SHOP_SHARE_PATH, shopPictures } from './shop-pictures.js';

// robots.txt and sitemap.xml: what search engines may crawl, and every product and post address
// with its last change, so a catalogue of thousands of products is found without a crawler
// having to run the SPA.

const PUBLIC_PAGES = ['/', '/products', '/quote', '/services', '/gallery', '/blog', '/contact'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const seoRoutes: FastifyPluginAsync<{ webRoot: string }> = async (app, opts) => {
  const pictures = shopPictures(
    path.join(opts.webRoot, 'favicon.svg'),
    app.config.shop.name,
    SHOP_TAGLINE,
  );
  // The shop's preview picture and logo change only with SHOP_NAME (a restart): an hour's cache.
  const served = [
    [SHOP_SHARE_PATH, 'image/jpeg', pictures.share],
    [SHOP_LOGO_PATH, 'image/png', pictures.logo],
  ] as const;
  for (const [url, type, picture] of served)
    app.get(url, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(await picture()),
    );

  app.get('/robots.txt', async (_request, reply) => {
    const { publicUrl } = app.config;
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /cart',
          'Disallow: /login',
          'Disallow: /register',
          'Disallow: /forgot-password',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const { publicUrl } = app.config;
    const [products, posts] = await Promise.all([
      productPageRows(app.db),
      app.db.selectFrom('blogs').select(['slug', 'updated_at']).orderBy('slug').execute(),
    ]);
    const entry = (path: string, lastmod?: string) =>
      `<url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${
        lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : ''
      }</url>`;
    const urls = [
      ...PUBLIC_PAGES.map((path) => entry(path)),
      ...products.map((p) => entry(`/products/${encodeURIComponent(p.id)}`, p.updated_at)),
      ...posts.map((p) => entry(`/blog/${encodeURIComponent(p.slug)}`, p.updated_at)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};
