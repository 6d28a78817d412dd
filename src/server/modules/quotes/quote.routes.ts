import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changesBetween, flatFields, staffWrite } from '../audit/audit.js';
import {
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
import { matchQuoteList } from './quote-match.service.js';
import { getAdminQuote, getPublicQuote, listAdminQuotes } from './quote-read.js';
import type { QuoteDeps } from './quote.deps.js';
import { changeQuote, requestQuote, sendQuote } from './quote.service.js';

// Quotes: anyone matches a list and requests a quote, whoever holds the reference follows it,
// admins price and send them. Accepting one is a process above the modules
// (processes/accept-quote.ts), since it makes an order.

/** The quote services' dependencies, taken from the app (DESIGN decision 66). */
export const quoteDepsOf = (app: FastifyInstance): QuoteDeps => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  shopEmail: app.config.shop.email,
});

/** The Idempotency-Key a client sends with a request: 8-100 visible characters (a UUID fits). */
function idempotencyKeyOf(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{8,100}$/.test(value))
    throw new BadRequestError(
      'Idempotency-Key must be 8-100 plain characters.',
      'VALIDATION_ERROR',
    ).with({ why: 'idempotency-key' });
  return value;
}

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = quoteDepsOf(app);
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
        deps,
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
    async (request) => getPublicQuote(deps, request.params.reference),
  );

  app.get(
    '/api/admin/quotes',
    {
      config: { policy: 'admin', capability: 'orders.read' },
      schema: { querystring: AdminQuoteQuery, response: { 200: AdminQuotePage } },
    },
    async (request) => listAdminQuotes(deps, request.query),
  );

  app.get(
    '/api/admin/quotes/:reference',
    {
      config: { policy: 'admin', capability: 'orders.read' },
      schema: { params: QuoteReferenceParam, response: { 200: AdminQuote } },
    },
    async (request) => getAdminQuote(deps, request.params.reference),
  );

  app.patch(
    '/api/admin/quotes/:reference',
    {
      config: { policy: 'admin', capability: 'orders.confirm' },
      bodyLimit: 256 * 1024,
      schema: { params: QuoteReferenceParam, body: QuotePatch, response: { 200: AdminQuote } },
    },
    async (request) => {
      if (Object.keys(request.body).length === 0)
        throw new BadRequestError('Nothing to change.', 'VALIDATION_ERROR').with({
          why: 'nothing',
        });
      const reference = request.params.reference;
      return staffWrite(app, request, async (scoped) => {
        const d = quoteDepsOf(scoped);
        const before = await getAdminQuote(d, reference);
        const after = await changeQuote(d, reference, request.body);
        const changes = changesBetween(flatFields(before), flatFields(after));
        return {
          answer: after,
          event: { action: 'quote.update', entity: 'quote', id: reference, changes },
        };
      });
    },
  );

  app.post(
    '/api/admin/quotes/:reference/send',
    {
      config: { policy: 'admin', capability: 'orders.confirm' },
      schema: { params: QuoteReferenceParam, response: { 200: AdminQuote } },
    },
    async (request) => {
      const reference = request.params.reference;
      return staffWrite(app, request, async (scoped) => {
        const d = quoteDepsOf(scoped);
        const before = await getAdminQuote(d, reference);
        const after = await sendQuote(d, reference);
        const changes = changesBetween(flatFields(before), flatFields(after));
        return {
          answer: after,
          event: { action: 'quote.send', entity: 'quote', id: reference, changes },
        };
      });
    },
  );
};
