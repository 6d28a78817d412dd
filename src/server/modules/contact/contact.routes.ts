import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import { ContactInput, ContactMessage, ContactMessageList } from '#shared/contact.schema.js';
import { CONTACT } from '#shared/constants.js';
import { NotFoundError } from '../../lib/errors.js';
import { deleteContactMessage } from './contact.repository.js';
import { listContactMessages, sendContactMessage } from './contact.service.js';

// Contact messages: visitors send them from /contact, admins read and delete them
// (docs/decisions/069-contact-form.md).
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      config: {
        policy: 'public',
        rateLimit: { max: CONTACT.rateLimitMax, timeWindow: CONTACT.rateLimitWindow },
      },
      schema: { body: ContactInput, response: { 201: ContactMessage } },
    },
    async (request, reply) => {
      const saved = await sendContactMessage(app.db, request.body, app.clock.now());
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/api/contact',
    { config: { policy: 'admin' }, schema: { response: { 200: ContactMessageList } } },
    async () => listContactMessages(app.db),
  );

  app.delete(
    '/api/contact/:id',
    {
      config: { policy: 'admin' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      if (!(await deleteContactMessage(app.db, request.params.id)))
        throw new NotFoundError('Message not found.');
      return { deleted: true as const };
    },
  );
};
