import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.js';
import { findVariant, findVariantEtag } from './media.repository.js';
import { shareImage } from './share-image.js';

// Serves stored images. An address never changes its bytes (every upload gets a new id), so
// browsers and proxies may keep them for a year; deleted media answers 404.

const MediaParams = z.object({ id: z.string(), file: z.string() });
const FILE = /^(card|modal|full)\.webp$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The 1200x630 JPEG for link previews, made on first request (share-image.ts). */
export const SHARE_FILE = 'share.jpg';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/media/:id/:file', { schema: { params: MediaParams } }, async (request, reply) => {
    const variant = FILE.exec(request.params.file)?.[1];
    const { id } = request.params;
    if (request.params.file === SHARE_FILE && ID.test(id)) {
      const share = await shareImage(app.db, id);
      if (!share) throw new NotFoundError('Image not found.').with({ why: 'image' });
      return reply
        .header('x-content-type-options', 'nosniff')
        .header('content-type', share.content_type)
        .header('etag', share.etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(share.data));
    }
    if (!variant || !ID.test(id))
      throw new NotFoundError('Image not found.').with({ why: 'image' });
    const ifNoneMatch = request.headers['if-none-match'];
    reply.header('x-content-type-options', 'nosniff');
    if (ifNoneMatch) {
      const tag = await findVariantEtag(app.db, id, variant);
      if (!tag) throw new NotFoundError('Image not found.').with({ why: 'image' });
      if (
        ifNoneMatch.split(',').some((t) => t.trim() === tag.etag || t.trim() === `W/${tag.etag}`)
      ) {
        return reply
          .status(304)
          .header('etag', tag.etag)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send();
      }
    }
    const row = await findVariant(app.db, id, variant);
    if (!row) throw new NotFoundError('Image not found.').with({ why: 'image' });
    return reply
      .header('content-type', row.content_type)
      .header('etag', row.etag)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', String(row.byte_size))
      .send(Buffer.from(row.data));
  });
};
