import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Dashboard } from '#shared/dashboard.schema.js';
import { loadDashboard } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { policy: 'admin', capability: 'admin.home' },
      schema: { response: { 200: Dashboard } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadDashboard(app.db);
    },
  );
};
