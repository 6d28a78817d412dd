import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#shared/api.js';
import { OptionalPageQuery } from '#shared/paging.schema.js';
import { MovementList, StockChange, StockChangeAnswer } from '#shared/stock.schema.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { formatQuantity } from '#shared/quantity.js';
import { staffWrite } from '../audit/audit.js';
import { changeStock, variantMovements } from './stock-changes.js';
import { staffName } from '../../plugins/auth.js';

// Receiving, counting and adjusting a variant's stock, and its ledger (DESIGN decision 46).
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOf = (user: { id: string; username: string; email: string } | null) =>
    user ? { id: user.id, name: staffName(user) } : null;

  app.post(
    '/api/admin/variants/:id/stock',
    {
      config: { policy: 'admin', capability: 'stock.adjust' },
      bodyLimit: 4096,
      schema: { params: IdParam, body: StockChange, response: { 200: StockChangeAnswer } },
    },
    async (request) => {
      const id = request.params.id;
      const change = request.body;
      const answer = await staffWrite(app, request, async ({ db }) => {
        const before = await db
          .selectFrom('variants')
          .select('on_hand')
          .where('id', '=', id)
          .executeTakeFirst();
        const after = await changeStock(db, id, change, staffOf(request.user), app.clock.now());
        const was = before?.on_hand == null ? null : formatQuantity(Number(before.on_hand));
        return {
          answer: after,
          event: {
            action: `stock.${change.kind}`,
            entity: 'variant',
            id,
            changes: [['onHand', was, after.onHand]],
            reason: change.reason ?? null,
          },
        };
      });
      catalogueChanged(app);
      return answer;
    },
  );

  app.get(
    '/api/admin/variants/:id/movements',
    {
      config: { policy: 'admin', capability: 'stock.adjust' },
      schema: { params: IdParam, querystring: OptionalPageQuery, response: { 200: MovementList } },
    },
    async (request) => variantMovements(app.db, request.params.id, request.query),
  );
};
