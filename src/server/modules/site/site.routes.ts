import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { prepareJson, sendPrepared } from '../../lib/prepared-response.js';
import { siteInfo } from './site-info.js';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Fixed for the life of the process: serialized once, its shape checked by the API tests.
  const info = prepareJson(siteInfo(app.config));

  // Prepared answers choose and carry their own encoding: the compress plugin's per-request
  // hook has nothing to do here (compress: false), and it was a twentieth of this answer's CPU.
  app.get('/api/site', { config: { policy: 'public' }, compress: false }, async (request, reply) =>
    sendPrepared(request, reply, info, 'public, max-age=300'),
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
