import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '../../../shared/api.js';
import { Product, ProductList } from '../../../shared/product.schema.js';
import { readMultipartForm } from '../media/media.service.js';
import { catalogueChanged } from './catalogue-events.js';
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

// Products (spec section 7): public reads, admin writes as multipart with repeated `images`.
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    { config: { policy: 'public' }, schema: { response: { 200: ProductList } } },
    async () => listProducts(app.db),
  );

  app.get(
    '/api/products/:id',
    { config: { policy: 'public' }, schema: { params: IdParam, response: { 200: Product } } },
    async (request) => getProduct(app.db, request.params.id),
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
