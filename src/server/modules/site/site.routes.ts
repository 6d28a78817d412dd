import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SiteInfo } from '../../../shared/api.js';
import { siteInfo } from './site-info.js';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = siteInfo(app.config);

  app.get(
    '/api/site',
    { config: { policy: 'public' }, schema: { response: { 200: SiteInfo } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return info;
    },
  );

  app.get(
    '/api/health',
    {
      config: { policy: 'public' },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async (_request, reply) => {
      await sql`select 1`.execute(app.db);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );
};
