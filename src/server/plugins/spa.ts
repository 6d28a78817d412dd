import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteInfo } from '../../shared/api.js';

// Serves the built SPA: hashed assets cached for a year (immutable), index.html revalidated on
// every visit, and history fallback so /products or /blog/some-post load the app. Unknown /api
// and /media paths answer a JSON 404 instead.

/**
 * The shop's identity goes into the page as a JSON data block (not a script, so the CSP allows
 * it) and into the title, so the first paint needs no extra request.
 */
export function renderIndex(html: string, site: SiteInfo): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  const title = site.name.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html
    .replace('<!--site-info-->', `<script id="site-info" type="application/json">${json}</script>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${title} | Building materials in Athi River</title>`);
}

export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; site: SiteInfo }) => {
    const indexFile = path.join(opts.root, 'index.html');
    const built = fs.existsSync(indexFile);
    const indexHtml = built ? renderIndex(fs.readFileSync(indexFile, 'utf8'), opts.site) : '';
    if (built) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api') &&
        !url.startsWith('/media') &&
        !path.extname(url);
      if (built && wantsPage) {
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(indexHtml);
      }
      // The address is echoed only in part: a long one would make the answer as large as the request.
      const shown = url.length > 80 ? `${url.slice(0, 80)}...` : url;
      return reply
        .status(404)
        .send({ message: `Nothing here: ${request.method} ${shown}`, code: 'NOT_FOUND' });
    });
  },
  { name: 'spa' },
);
