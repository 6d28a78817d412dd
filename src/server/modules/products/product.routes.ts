import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import {
  catalogueQueryKey,
  hasCatalogueParams,
  parseCatalogueQuery,
} from '#shared/catalogue-query.js';
import { Product, ProductInput } from '#shared/product.schema.js';
import { BadRequestError } from '../../lib/errors.js';
import { PreparedCache, sendPrepared } from '../../lib/prepared-response.js';
import { multipartBody } from '../../plugins/uploads.js';
import { requireCapability } from '../../plugins/auth.js';
import { changesBetween, flatFields, staffWrite } from '../audit/audit.js';
import { requireChangeCapabilities } from './product-capabilities.js';
import { catalogueChanged, onCatalogueChanged } from '../../lib/catalogue-events.js';
import { CatalogueMemory, cataloguePage } from './catalogue.service.js';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getPublicProduct,
  listProducts,
  prepareProductImages,
  quickEditProduct,
  updateProduct,
} from './product.service.js';

const quickValue = z.union([z.number(), z.string().max(32)]);
const QuickEditBody = z
  .strictObject(
    {
      price: quickValue.optional(),
      discount: quickValue.nullable().optional(),
      stock: quickValue.nullable().optional(),
    },
    'Only price, discount and stock can be changed here.',
  )
  .refine((b) => Object.keys(b).length > 0, 'Send price, discount or stock to change.');
// Prices and stock must be current the moment an admin saves, so browsers revalidate every time;
// the ETag makes that a 304 without a body. Shapes are checked by the API tests against the
// shared schemas instead of by a serializer on every request.
const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

type Query = Record<string, string | string[] | undefined>;

// Products: public reads, admin writes as multipart with repeated `images`.
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = new PreparedCache(2000);
  /** Raw request addresses already seen, to their normalised cache key: hits skip the parser. */
  const addresses = new Map<string, string>();
  /** Filters, counts and orders in memory; the database finds searches and loads products. */
  const memory = new CatalogueMemory(app.db);
  const cacheable = () => app.catalogueSync?.live !== false;

  onCatalogueChanged(app, () => {
    answers.clear();
    addresses.clear();
    memory.changed();
  });

  // Prepared answers carry their own encoding, so the compress plugin stays off these routes.
  app.get(
    '/api/products',
    { config: { policy: 'public' }, compress: false },
    async (request, reply) => {
      answers.enabled = cacheable();
      const seen = addresses.get(request.url);
      const hit = seen === undefined ? undefined : answers.peek(seen);
      if (hit) return sendPrepared(request, reply, hit, CATALOGUE_CACHE_CONTROL);

      const params = request.query as Query;
      if (!hasCatalogueParams(params)) {
        const body = await answers.get('all', () => listProducts(app.db));
        if (answers.enabled) addresses.set(request.url, 'all');
        return sendPrepared(request, reply, body, CATALOGUE_CACHE_CONTROL);
      }
      const parsed = parseCatalogueQuery(params);
      if (!parsed.ok) throw new BadRequestError(parsed.message, 'INVALID_QUERY');
      const key = catalogueQueryKey(parsed.query);
      // While this server cannot hear the others' changes nothing is kept: SQL answers alone.
      const body = await answers.get(key, () =>
        answers.enabled ? memory.page(parsed.query) : cataloguePage(app.db, parsed.query),
      );
      if (answers.enabled && addresses.size < 5000) addresses.set(request.url, key);
      return sendPrepared(request, reply, body, CATALOGUE_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/products/:id',
    { config: { policy: 'public' }, compress: false, schema: { params: IdParam } },
    async (request, reply) => {
      answers.enabled = cacheable();
      const id = request.params.id;
      const body = await answers.get(`id:${id}`, () => getPublicProduct(app.db, id));
      return sendPrepared(request, reply, body, CATALOGUE_CACHE_CONTROL);
    },
  );

  // Every field, the staff-only ones too, for the admin's product form.
  app.get(
    '/api/admin/products/:id',
    {
      config: { policy: 'admin', capability: 'products.text' },
      schema: { params: IdParam, response: { 200: Product } },
    },
    async (request) => getProduct(app.db, request.params.id),
  );

  app.post(
    '/api/products',
    {
      config: { policy: 'admin', capability: 'products.edit' },
      preValidation: multipartBody(),
      schema: { body: ProductInput, response: { 201: Product } },
    },
    async (request, reply) => {
      // A new product comes with its price.
      requireCapability(request, 'prices.edit');
      const images = await prepareProductImages(request.uploads);
      const product = await staffWrite(app, request, async ({ db }) => {
        const made = await createProduct(db, request.body, images, app.clock.now());
        const changes = changesBetween(null, flatFields(made));
        return {
          answer: made,
          event: { action: 'product.create', entity: 'product', id: made._id, changes },
        };
      });
      catalogueChanged(app);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/api/products/:id',
    {
      config: { policy: 'admin', capability: 'products.text' },
      preValidation: multipartBody(),
      schema: { params: IdParam, body: ProductInput, response: { 200: Product } },
    },
    async (request) => {
      const images = await prepareProductImages(request.uploads);
      const id = request.params.id;
      const product = await staffWrite(app, request, async ({ db }) => {
        const before = await getProduct(db, id);
        const after = await updateProduct(db, id, request.body, images, app.clock.now());
        const changes = changesBetween(flatFields(before), flatFields(after));
        requireChangeCapabilities(request, changes);
        return {
          answer: after,
          event: { action: 'product.update', entity: 'product', id, changes },
        };
      });
      catalogueChanged(app);
      return product;
    },
  );

  // Quick edits from the admin table: a small JSON body instead of the whole multipart form.
  app.patch(
    '/api/products/:id',
    {
      config: { policy: 'admin', capability: 'products.edit' },
      bodyLimit: 1024,
      schema: { params: IdParam, body: QuickEditBody, response: { 200: Product } },
    },
    async (request) => {
      const id = request.params.id;
      const product = await staffWrite(app, request, async ({ db }) => {
        const before = await getProduct(db, id);
        const after = await quickEditProduct(db, id, request.body, app.clock.now());
        const changes = changesBetween(flatFields(before), flatFields(after));
        requireChangeCapabilities(request, changes);
        return {
          answer: after,
          event: { action: 'product.quick-edit', entity: 'product', id, changes },
        };
      });
      catalogueChanged(app);
      return product;
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { policy: 'admin', capability: 'products.edit' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const id = request.params.id;
      await staffWrite(app, request, async ({ db }) => {
        const before = await getProduct(db, id);
        await deleteProduct(db, id);
        const changes = changesBetween(flatFields({ sku: before.sku, name: before.name }), null);
        return {
          answer: null,
          event: { action: 'product.delete', entity: 'product', id, changes },
        };
      });
      catalogueChanged(app);
      return { deleted: true as const };
    },
  );
};
