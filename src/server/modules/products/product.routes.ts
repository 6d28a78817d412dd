import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '../../../shared/api.js';
import {
  catalogueQueryKey,
  hasCatalogueParams,
  parseCatalogueQuery,
  type CatalogueQuery,
} from '../../../shared/catalogue-query.js';
import { Product } from '../../../shared/product.schema.js';
import { BadRequestError } from '../../lib/errors.js';
import { PreparedCache, sendPrepared } from '../../lib/prepared-response.js';
import { readMultipartForm } from '../media/media.service.js';
import { catalogueChanged, onCatalogueChanged } from './catalogue-events.js';
import { catalogueCounts } from './catalogue.repository.js';
import { cataloguePage, countsKey, type CatalogueCounts } from './catalogue.service.js';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
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
  let counts = new Map<string, Promise<CatalogueCounts>>();
  const cacheable = () => app.catalogueSync?.live !== false;

  onCatalogueChanged(app, () => {
    answers.clear();
    addresses.clear();
    counts = new Map();
  });

  const countsOf = (query: CatalogueQuery): Promise<CatalogueCounts> => {
    if (!cacheable()) return catalogueCounts(app.db, query);
    const key = countsKey(query);
    const known = counts.get(key);
    if (known) return known;
    const held = counts;
    const work = catalogueCounts(app.db, query);
    held.set(key, work);
    if (held.size > 2000) held.delete(held.keys().next().value!);
    work.catch(() => held.delete(key));
    return work;
  };

  app.get('/api/products', { config: { policy: 'public' } }, async (request, reply) => {
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
    const body = await answers.get(key, () => cataloguePage(app.db, parsed.query, countsOf));
    if (answers.enabled && addresses.size < 5000) addresses.set(request.url, key);
    return sendPrepared(request, reply, body, CATALOGUE_CACHE_CONTROL);
  });

  app.get(
    '/api/products/:id',
    { config: { policy: 'public' }, schema: { params: IdParam } },
    async (request, reply) => {
      answers.enabled = cacheable();
      const id = request.params.id;
      const body = await answers.get(`id:${id}`, () => getProduct(app.db, id));
      return sendPrepared(request, reply, body, CATALOGUE_CACHE_CONTROL);
    },
  );

  app.post(
    '/api/products',
    { config: { policy: 'admin' }, schema: { response: { 201: Product } } },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const product = await createProduct(app.db, form, app.clock.now());
      catalogueChanged(app);
      return reply.status(201).send(product);
    },
  );

  app.put(
    '/api/products/:id',
    { config: { policy: 'admin' }, schema: { params: IdParam, response: { 200: Product } } },
    async (request) => {
      const form = await readMultipartForm(request);
      const product = await updateProduct(app.db, request.params.id, form, app.clock.now());
      catalogueChanged(app);
      return product;
    },
  );

  // Quick edits from the admin table: a small JSON body instead of the whole multipart form.
  app.patch(
    '/api/products/:id',
    {
      config: { policy: 'admin' },
      bodyLimit: 1024,
      schema: { params: IdParam, body: QuickEditBody, response: { 200: Product } },
    },
    async (request) => {
      const product = await quickEditProduct(
        app.db,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      catalogueChanged(app);
      return product;
    },
  );

  app.delete(
    '/api/products/:id',
    {
      config: { policy: 'admin' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      await deleteProduct(app.db, request.params.id);
      catalogueChanged(app);
      return { deleted: true as const };
    },
  );
};
