import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { SavedSite, SiteInput, SITES } from '#shared/site.schema.js';
import { z } from '#shared/zod.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';

// A customer's saved delivery sites (issue 45): listed for the cart, added, removed. Each
// customer sees and removes only their own; another's id is the same 404 as an unknown one.

const IdParam = z.object({ id: z.string().min(1).max(64) });

/** A customer's sites by name (the cart's list, and staff's page of the customer). */
export async function listSites(db: Kysely<Database>, userId: string): Promise<SavedSite[]> {
  const rows = await db
    .selectFrom('saved_sites')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('label')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    label: r.label,
    county: r.county,
    area: r.area,
    contactName: r.contact_name,
    contactPhone: r.contact_phone,
  }));
}

export const savedSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (userId: string) => listSites(app.db, userId);

  app.get(
    '/api/me/sites',
    { config: { policy: 'user' }, schema: { response: { 200: z.array(SavedSite) } } },
    async (request) => list(request.user!.id),
  );

  app.post(
    '/api/me/sites',
    {
      config: { policy: 'user' },
      bodyLimit: 4 * 1024,
      schema: { body: SiteInput, response: { 201: z.array(SavedSite) } },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      if ((await list(userId)).length >= SITES.max)
        throw new ConflictError(
          `You can save at most ${SITES.max} sites. Remove one first.`,
          'TOO_MANY_SITES',
        );
      const { label, county, area, contactName, contactPhone } = request.body;
      await app.db
        .insertInto('saved_sites')
        .values({
          id: newId(),
          user_id: userId,
          label,
          county,
          area,
          contact_name: contactName,
          contact_phone: contactPhone,
          created_at: app.clock.now().toISOString(),
        })
        .execute();
      return reply.status(201).send(await list(userId));
    },
  );

  app.delete(
    '/api/me/sites/:id',
    {
      config: { policy: 'user' },
      schema: { params: IdParam, response: { 200: z.array(SavedSite) } },
    },
    async (request) => {
      const userId = request.user!.id;
      const gone = await app.db
        .deleteFrom('saved_sites')
        .where('id', '=', request.params.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1)
        throw new NotFoundError('Site not found.', 'SITE_NOT_FOUND');
      return list(userId);
    },
  );
};
