import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import { ReferenceParam } from '#shared/order.schema.js';
import {
  AdminPayment,
  AdminPaymentPage,
  AdminPaymentQuery,
  AttachPaymentInput,
  ManualPaymentInput,
  Payment,
  PayInput,
  PAYMENT_LIMITS,
} from '#shared/payment.schema.js';
import { BadRequestError, NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import { C2bConfirmationBody, readStkCallback } from './daraja.callbacks.js';
import { recordCallback } from './payment.callbacks.js';
import { recordPaybill } from './payment.paybill.js';
import { requestStkPayment } from './payment.prompts.js';
import { listPayments } from './payment.repository.js';
import { audit, requireReason } from '../audit/audit.js';
import {
  attachPayment,
  CALLBACK_PREFIX,
  compactReference,
  recordManualPayment,
  tokenMatches,
} from './payment.service.js';
import { attachEvent, toAdminPayment } from './payment.view.js';
import { staffName } from '../../plugins/auth.js';

// Paying an order from its page; Daraja's callbacks (behind the secret path token); staff's list
// of payments, cash/bank payments and 'Attach to order'.

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
const DarajaAck = z.object({
  ResultCode: z.union([z.number(), z.string()]),
  ResultDesc: z.string(),
});
const TokenParam = z.object({ token: z.string().max(100) });
const PromptParam = TokenParam.extend({ paymentId: z.string().max(64) });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per order, on top of the per-address limit in the route's config: one order cannot be used to
  // send prompts to someone's phone again and again.
  // (createRateLimit, not rateLimit: the per-address limit has already run for this request,
  // and a second rateLimit() hook skips any request one limit has seen.)
  const perOrderLimit = app.createRateLimit({
    max: PAYMENT_LIMITS.perOrderMax,
    timeWindow: PAYMENT_LIMITS.window,
    // Keyed by the reference without case, spaces, tabs or dashes: ' REF', 'REF ' and 'ref\t'
    // share one order's prompts (decision 115).
    keyGenerator: (request) =>
      `payment-prompts-order-${compactReference(String((request.params as { reference?: string }).reference ?? '')).slice(0, 60)}`,
  });
  const perOrder = async (request: FastifyRequest) => {
    const limit = await perOrderLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new TooManyRequestsError(
        'Too many payment prompts for this order. Please wait a few minutes and try again.',
        limit.ttlInSeconds,
      ).with({ why: 'prompts' });
    }
  };

  app.post(
    '/api/orders/:reference/payments',
    {
      config: {
        policy: 'public',
        rateLimit: { max: PAYMENT_LIMITS.perAddressMax, timeWindow: PAYMENT_LIMITS.window },
      },
      preValidation: perOrder,
      bodyLimit: 4 * 1024,
      schema: { params: ReferenceParam, body: PayInput, response: { 202: Payment } },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestStkPayment(app, request.params.reference, request.body.phone)),
  );

  /* ---------- Daraja's callbacks: the token decides; a wrong one records nothing ---------- */

  const checkToken = (token: string) => {
    if (!tokenMatches(app.appSecret, token)) throw new NotFoundError();
  };

  const stkCallback = async (request: FastifyRequest, paymentId?: string) => {
    checkToken((request.params as { token: string }).token);
    const result = readStkCallback(request.body);
    if (!result) {
      throw new BadRequestError('Not a callback of M-Pesa Express.', 'BAD_CALLBACK').with({
        why: 'express',
      });
    }
    // Answered once kept; settling runs just after (a slow settlement never makes Daraja
    // wait, and 50 callbacks at once are answered in milliseconds). An amount that cannot be
    // read is kept too, for staff: Daraja gets its usual answer (decision 115).
    await recordCallback(app, paymentId ? { ...result, paymentId } : result);
    return ACCEPTED;
  };

  app.post(
    `${CALLBACK_PREFIX}/:token/stk`,
    {
      config: { policy: 'public' },
      bodyLimit: 16 * 1024,
      schema: { params: TokenParam, body: z.unknown(), response: { 200: DarajaAck } },
    },
    async (request) => stkCallback(request),
  );

  // Prompts name themselves in their callback address, so a callback finds its prompt even when
  // the server stopped before storing Daraja's answer (decision 115).
  app.post(
    `${CALLBACK_PREFIX}/:token/stk/:paymentId`,
    {
      config: { policy: 'public' },
      bodyLimit: 16 * 1024,
      schema: { params: PromptParam, body: z.unknown(), response: { 200: DarajaAck } },
    },
    async (request) => stkCallback(request, request.params.paymentId),
  );

  app.post(
    `${CALLBACK_PREFIX}/:token/paybill/validation`,
    {
      config: { policy: 'public' },
      bodyLimit: 16 * 1024,
      schema: { params: TokenParam, body: z.unknown(), response: { 200: DarajaAck } },
    },
    async (request) => {
      checkToken(request.params.token);
      // Every payment is accepted: one with an unknown account is kept for staff to attach.
      return { ResultCode: '0', ResultDesc: 'Accepted' };
    },
  );

  app.post(
    `${CALLBACK_PREFIX}/:token/paybill/confirmation`,
    {
      config: { policy: 'public' },
      bodyLimit: 16 * 1024,
      schema: { params: TokenParam, body: z.unknown(), response: { 200: DarajaAck } },
    },
    async (request) => {
      checkToken(request.params.token);
      const parsed = C2bConfirmationBody.safeParse(request.body);
      if (!parsed.success) {
        throw new BadRequestError('Not a paybill confirmation.', 'BAD_CALLBACK').with({
          why: 'paybill',
        });
      }
      await recordPaybill(app, parsed.data);
      return ACCEPTED;
    },
  );

  /* ---------- staff ---------- */

  app.get(
    '/api/admin/payments',
    {
      config: { policy: 'admin', capability: 'payments.record' },
      schema: { querystring: AdminPaymentQuery, response: { 200: AdminPaymentPage } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listPayments(app.db, pageSize, (page - 1) * pageSize);
      return { items: rows.map(toAdminPayment), total, page, pageSize };
    },
  );

  app.post(
    '/api/admin/payments',
    {
      config: { policy: 'admin', capability: 'payments.record' },
      schema: { body: ManualPaymentInput, response: { 201: AdminPayment } },
    },
    async (request, reply) => {
      // Money recorded by hand says why (decision 49): the receipt book, the bank slip.
      const reason = requireReason(request.body.note);
      const reference = request.body.reference.trim().toUpperCase();
      const row = await recordManualPayment(
        app,
        request.body,
        staffName(request.user),
        async (trx, made) =>
          audit(trx, request, {
            action: 'payment.record',
            entity: 'payment',
            id: made.id,
            changes: [
              ['order', null, reference],
              ['amount', null, made.amount],
              ['kind', null, request.body.kind],
            ],
            reason,
          }),
      );
      return reply.status(201).send(toAdminPayment({ ...row, reference }));
    },
  );

  app.post(
    '/api/admin/payments/:id/attach',
    {
      config: { policy: 'admin', capability: 'payments.record' },
      schema: {
        params: IdParam,
        body: AttachPaymentInput,
        response: { 200: z.object({ attached: z.literal(true) }) },
      },
    },
    async (request) => {
      await attachPayment(
        app,
        request.params.id,
        request.body.reference,
        staffName(request.user),
        async (trx, payment, orderId) => audit(trx, request, attachEvent(payment, orderId)),
      );
      return { attached: true as const };
    },
  );
};
