import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STATEMENT_MAX_BYTES,
  StatementAnswer,
  StatementAttachInput,
} from '#shared/mpesa-statement.schema.js';
import { BadRequestError, NotFoundError, PayloadTooLargeError } from '../../lib/errors.js';
import { multipartBody } from '../../plugins/uploads.js';
import { recordPaybill } from '../payments/payment.paybill.js';
import { findOrderForPayment } from '../payments/payment.repository.js';
import { attachPayment, referenceFromAccount } from '../payments/payment.service.js';
import { attachEvent } from '../payments/payment.view.js';
import { audit } from '../audit/audit.js';
import { matchStatement, readStatement } from './mpesa-statement.js';
import { staffName } from '../../plugins/auth.js';

// 'M-Pesa statement' (decision 53): upload the portal's CSV and see it matched; 'Attach to order'
// from 'In the statement only' goes through the payments module's own paths: a payment the shop
// holds for no order is attached as on /admin/payments; a receipt the shop never heard of is
// recorded as the paybill confirmation M-Pesa should have sent, with the order typed as account.

const upload = multipartBody({
  maxFileBytes: STATEMENT_MAX_BYTES,
  tooLarge: (name) =>
    new PayloadTooLargeError(`${name} is larger than 5 MB. Export a shorter period.`),
  notMultipart: {
    why: 'statement',
    message: 'Send the statement as multipart/form-data in "file".',
  },
});

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/reports/mpesa-statement',
    {
      config: { policy: 'admin', capability: 'reports.all' },
      preValidation: upload,
      schema: { response: { 200: StatementAnswer } },
    },
    async (request) => {
      const [file] = request.uploads;
      if (!file || file.field !== 'file')
        throw new BadRequestError('Choose a CSV file to import.', 'CSV_MISSING');
      return matchStatement(app.db, readStatement(file.data));
    },
  );

  app.post(
    '/api/admin/reports/mpesa-statement/attach',
    {
      config: { policy: 'admin', capability: 'payments.record' },
      schema: {
        body: StatementAttachInput,
        response: { 200: z.object({ attached: z.literal(true) }) },
      },
    },
    async (request) => {
      const { receipt, amount, reference, otherParty } = request.body;
      const held = await app.db
        .selectFrom('payments')
        .select('id')
        .where('receipt', '=', receipt.toUpperCase())
        .executeTakeFirst();
      if (held) {
        await attachPayment(
          app,
          held.id,
          reference,
          staffName(request.user),
          async (trx, payment, orderId) => audit(trx, request, attachEvent(payment, orderId)),
        );
        return { attached: true as const };
      }
      const ref = referenceFromAccount(reference);
      if (!ref || !(await findOrderForPayment(app.db, { reference: ref })))
        throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
      const phone = /\b(2547\d{8}|2541\d{8})\b/.exec(otherParty ?? '')?.[1];
      await recordPaybill(
        app,
        {
          TransID: receipt.toUpperCase(),
          TransAmount: String(amount),
          BusinessShortCode: app.config.mpesa.shortcode,
          BillRefNumber: ref,
          ...(phone ? { MSISDN: phone } : {}),
          FirstName: `Statement, attached by ${staffName(request.user)}`.slice(0, 60),
        },
        // One event for staff's hand in it (decision 49), in the payment's own transaction.
        async (trx, payment) =>
          audit(trx, request, {
            action: 'payment.statement-attach',
            entity: 'payment',
            id: payment.id,
            changes: [
              ['order', null, ref],
              ['amount', null, payment.amount],
              ['receipt', null, payment.receipt],
            ],
          }),
      );
      return { attached: true as const };
    },
  );
};
