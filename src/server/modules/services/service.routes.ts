import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import { Service, ServiceInput, ServiceList } from '#shared/service.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { changesBetween, flatFields, staffWrite } from '../audit/audit.js';
import { deleteService } from './service.repository.js';
import { addService, listServices } from './service.service.js';

// Services: public list, admin add and delete.
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/services',
    { config: { policy: 'public' }, schema: { response: { 200: ServiceList } } },
    async () => listServices(app.db),
  );

  app.post(
    '/api/services',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { body: ServiceInput, response: { 201: Service } },
    },
    async (request, reply) => {
      const service = await staffWrite(app, request, async ({ db }) => {
        const made = await addService(db, request.body, app.clock.now());
        const changes = changesBetween(null, flatFields(made));
        return {
          answer: made,
          event: { action: 'service.create', entity: 'service', id: made._id, changes },
        };
      });
      return reply.status(201).send(service);
    },
  );

  app.delete(
    '/api/services/:id',
    {
      config: { policy: 'admin', capability: 'content.edit' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const id = request.params.id;
      await staffWrite(app, request, async ({ db }) => {
        if (!(await deleteService(db, id)))
          throw new NotFoundError('Service not found.').with({ why: 'service' });
        return { answer: null, event: { action: 'service.delete', entity: 'service', id } };
      });
      return { deleted: true as const };
    },
  );
};
