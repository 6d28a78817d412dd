import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ListAgain,
  ListIdParam,
  ListInput,
  RenameListInput,
  SavedList,
} from '#shared/list.schema.js';
import { z } from '#shared/zod.js';
import { createList, deleteList, listAgain, listLists, renameList } from './saved-lists.js';

// /api/me/lists (DESIGN decision 55): the logged-in customer's saved lists. Policy 'user': no
// session answers 401; every answer is about the caller's own lists alone.

const Lists = z.object({ items: z.array(SavedList) });

export const savedListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/lists',
    { config: { policy: 'user' }, schema: { response: { 200: Lists } } },
    async (request) => ({ items: await listLists(app.db, request.user!.id) }),
  );

  app.post(
    '/api/me/lists',
    {
      config: { policy: 'user' },
      bodyLimit: 32 * 1024,
      schema: { body: ListInput, response: { 201: SavedList } },
    },
    async (request, reply) =>
      reply.status(201).send(await createList(app, request.user!.id, request.body)),
  );

  app.patch(
    '/api/me/lists/:id',
    {
      config: { policy: 'user' },
      bodyLimit: 4 * 1024,
      schema: { params: ListIdParam, body: RenameListInput, response: { 200: SavedList } },
    },
    async (request) => renameList(app, request.user!.id, request.params.id, request.body.name),
  );

  app.delete(
    '/api/me/lists/:id',
    { config: { policy: 'user' }, schema: { params: ListIdParam } },
    async (request, reply) => {
      await deleteList(app.db, request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/lists/:id/again',
    { config: { policy: 'user' }, schema: { params: ListIdParam, response: { 200: ListAgain } } },
    async (request) => listAgain(app.db, request.user!.id, request.params.id),
  );
};
