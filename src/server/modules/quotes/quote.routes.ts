import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptedQuote,
  AdminQuote,
  AdminQuotePage,
  AdminQuoteQuery,
  PublicQuote,
  QUOTE,
  QuoteInput,
  QuoteMatchInput,
  QuoteMatchResult,
  QuotePatch,
  QuoteReferenceParam,
} from '#shared/quote.schema.js';
import { BadRequestError } from '../../lib/errors.js';
import { onCatalogueChanged } from '../../lib/catalogue-events.js';
import { QuoteCatalogue } from './quote-catalogue.js';
import {
  acceptQuote,
  changeQuote,
  getAdminQuote,
  getPublicQuote,
  listAdminQuotes,
  matchQuoteList,
  requestQuote,
  sendQuote,
} from './quote.service.js';

// Quotes: anyone matches a list and requests a quote, whoever holds the reference follows and
// accepts it, admins price and send them.

/** The Idempotency-Key a client sends with a request: 8-100 visible characters (a UUID fits). */
function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{8,100}$/.test(value))
    throw new BadRequestError(
      'Idempotency-Key must be 8-100 plain characters.',
      'VALIDATION_ERROR',
    );
  return value;
}

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  // The matcher is made ahead of need: after each catalogue change and once the server listens.
  const catalogue = QuoteCatalogue.of(app.db, () => app.catalogueSync?.live !== false);
  onCatalogueChanged(app, () => catalogue.changed());
  app.addHook('onListen', async () => catalogue.prepareSoon());
  app.addHook('onClose', async () => catalogue.close());

  app.post(
    '/api/quotes/match',
    {
      config: {
        policy: 'public',
        rateLimit: { max: QUOTE.matchRateLimitMax, timeWindow: QUOTE.matchRateLimitWindow },
      },
      bodyLimit: 256 * 1024,
      schema: { body: QuoteMatchInput, response: { 200: QuoteMatchResult } },
    },
    async (request) => matchQuoteList(catalogue, request.body.text),
  );

  app.post(
    '/api/quotes',
    {
      config: {
        policy: 'public',
        rateLimit: { max: QUOTE.requestRateLimitMax, timeWindow: QUOTE.requestRateLimitWindow },
      },
      bodyLimit: 256 * 1024,
      schema: { body: QuoteInput, response: { 200: PublicQuote, 201: PublicQuote } },
    },
    async (request, reply) => {
      const { quote, created } = await requestQuote(
        app,
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      );
      return reply.status(created ? 201 : 200).send(quote);
    },
  );

  app.get(
    '/api/quotes/:reference',
    {
      config: {
        policy: 'public',
        rateLimit: { max: QUOTE.lookupRateLimitMax, timeWindow: QUOTE.lookupRateLimitWindow },
      },
      schema: { params: QuoteReferenceParam, response: { 200: PublicQuote } },
    },
    async (request) => getPublicQuote(app, request.params.reference),
  );

  app.post(
    '/api/quotes/:reference/accept',
    {
      config: {
        policy: 'public',
        rateLimit: { max: QUOTE.lookupRateLimitMax, timeWindow: QUOTE.lookupRateLimitWindow },
      },
      schema: { params: QuoteReferenceParam, response: { 200: AcceptedQuote } },
    },
    async (request) => acceptQuote(app, request.params.reference),
  );

  app.get(
    '/api/admin/quotes',
    {
      config: { policy: 'admin' },
      schema: { querystring: AdminQuoteQuery, response: { 200: AdminQuotePage } },
    },
    async (request) => listAdminQuotes(app, request.query),
  );

  app.get(
    '/api/admin/quotes/:reference',
    {
      config: { policy: 'admin' },
      schema: { params: QuoteReferenceParam, response: { 200: AdminQuote } },
    },
    async (request) => getAdminQuote(app, request.params.reference),
  );

  app.patch(
    '/api/admin/quotes/:reference',
    {
      config: { policy: 'admin' },
      bodyLimit: 256 * 1024,
      schema: { params: QuoteReferenceParam, body: QuotePatch, response: { 200: AdminQuote } },
    },
    async (request) => {
      if (Object.keys(request.body).length === 0)
        throw new BadRequestError('Nothing to change.', 'VALIDATION_ERROR');
      return changeQuote(app, request.params.reference, request.body);
    },
  );

  app.post(
    '/api/admin/quotes/:reference/send',
    {
      config: { policy: 'admin' },
      schema: { params: QuoteReferenceParam, response: { 200: AdminQuote } },
    },
    async (request) => sendQuote(app, request.params.reference),
  );
};
