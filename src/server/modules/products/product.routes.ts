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
  updateProduct,
} from './product.service.js';

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
