import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminMe } from '#shared/staff.schema.js';
import { capabilitiesOf } from '#shared/staff-roles.js';
import { UnauthorizedError } from '../../lib/errors.js';

// Staff: who is using the admin area and what they may do (decision 47).

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me',
    {
      config: { policy: 'admin', capability: 'admin.home' },
      schema: { response: { 200: AdminMe } },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      reply.header('cache-control', 'no-store');
      const roles = [...user.roles];
      return {
        user: { _id: user.id, email: user.email, username: user.username, role: user.role, roles },
        roles,
        capabilities: capabilitiesOf(roles),
      };
    },
  );
};
