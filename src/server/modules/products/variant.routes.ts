import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParam } from '#shared/api.js';
import { ProductVariantsInput, StaffProductVariants } from '#shared/variant.schema.js';
import { catalogueChanged } from '../../lib/catalogue-events.js';
import { changesBetween, flatFields, staffWrite } from '../audit/audit.js';
import { requireChangeCapabilities } from './product-capabilities.js';
import { staffVariantsOf } from './variant-read.js';
import { replaceVariants } from './variant.service.js';

// Staff set a product's options and variants as a whole (DESIGN decision 40); the product's own
// answer (GET /api/products/{id}) carries them.
export const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/products/:id/variants',
    {
      config: { policy: 'admin', capability: 'products.edit' },
      bodyLimit: 256 * 1024,
      schema: {
        params: IdParam,
        body: ProductVariantsInput,
        response: { 200: StaffProductVariants },
      },
    },
    async (request) => {
      const id = request.params.id;
      const answer = await staffWrite(app, request, async ({ db }) => {
        const before = await staffVariantsOf(db, id);
        const after = await replaceVariants(db, id, request.body, app.clock.now());
        const changes = changesBetween(flatFields(before), flatFields(after));
        requireChangeCapabilities(request, changes);
        return {
          answer: after,
          event: { action: 'product.variants', entity: 'product', id, changes },
        };
      });
      catalogueChanged(app);
      return answer;
    },
  );

  // What the Options and variants screen edits: every variant with its reorder level.
  app.get(
    '/api/admin/products/:id/variants',
    {
      config: { policy: 'admin', capability: 'products.text' },
      schema: { params: IdParam, response: { 200: StaffProductVariants } },
    },
    async (request) => staffVariantsOf(app.db, request.params.id),
  );
};
