import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { productPageRows } from '../products/product.service.js';
import { addressIn } from '#shared/languages.js';
import { enHead } from '#shared/messages/en.server.js';
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
    enHead.tagline,
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
          'Disallow: /sw/cart',
          'Disallow: /sw/login',
          'Disallow: /sw/register',
          'Disallow: /sw/forgot-password',
          'Disallow: /account',
          'Disallow: /statement/',
          'Disallow: /sw/account',
          'Disallow: /sw/statement/',
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
    // Each page in both languages, each naming the other (docs/decisions/105).
    const swPath = (path: string) => addressIn('sw', path);
    const alternates = (path: string) =>
      [
        ['en-KE', path],
        ['sw-KE', swPath(path)],
        ['x-default', path],
      ]
        .map(
          ([lang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${publicUrl}${href}`)}"/>`,
        )
        .join('');
    const lastmodOf = (lastmod?: string) =>
      lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
    const entry = (path: string, lastmod?: string) =>
      [path, swPath(path)]
        .map(
          (loc) =>
            `<url><loc>${escapeXml(`${publicUrl}${loc}`)}</loc>${lastmodOf(lastmod)}${alternates(path)}</url>`,
        )
        .join('\n');
    const urls = [
      ...PUBLIC_PAGES.map((path) => entry(path)),
      ...products.map((p) => entry(`/products/${encodeURIComponent(p.id)}`, p.updated_at)),
      ...posts.map((p) => entry(`/blog/${encodeURIComponent(p.slug)}`, p.updated_at)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });
};
