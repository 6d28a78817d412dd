import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EtimsItemList, EtimsOverview, TaxTypeInput } from '#shared/etims.schema.js';
import { ReferenceParam } from '#shared/order.schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { audit } from '../audit/audit.js';
import { findOrderByReference } from '../orders/order.repository.js';
import { creditNote } from './etims.credit-notes.js';
import { findDocument } from './etims.documents.js';
import { RECEIPT_POLICY, receiptHtml } from './etims.receipt.js';
import { listItems, setTaxType } from './etims.items.js';
import { etimsOverview, retryDocument } from './etims.status.js';
import { staffName } from '../../plugins/auth.js';

// The receipt page (decision 61), what the order page needs to link it, and the staff's view of
// eTIMS (decision 60): unsigned documents and the oldest, credit notes, retrying a refused one.

const CreditInput = z.object({
  reference: z.string().min(1).max(40),
  /** Lines of the sale to credit (all of them when left out); quantity in thousandths. */
  lines: z
    .array(z.object({ itemSeq: z.number().int().min(1), quantity: z.number().int().min(1) }))
    .max(200)
    .optional(),
});

export const etimsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function orderOf(reference: string) {
    const order = await findOrderByReference(app.db, reference);
    if (!order) throw new NotFoundError('Order not found.', 'ORDER_NOT_FOUND');
    return order;
  }

  app.get(
    '/orders/:reference/receipt',
    { config: { policy: 'public' }, schema: { params: ReferenceParam } },
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      const [sale, credit] = await Promise.all([
        findDocument(app.db, order.id, 'sale'),
        findDocument(app.db, order.id, 'credit'),
      ]);
      const verify = async (doc: typeof sale) =>
        doc?.status === 'signed' && doc.rcpt_sign ? app.etims.verifyUrl(doc.rcpt_sign) : null;
      const { shop, etims } = app.config;
      const html = receiptHtml({
        shop: { ...shop, pin: etims.pin, branch: etims.branch },
        reference: order.reference,
        customerName: order.customer_name,
        sale: sale ?? null,
        credit: credit ?? null,
        verifyUrl: await verify(sale),
        creditVerifyUrl: await verify(credit),
      });
      return reply
        .header('content-security-policy', RECEIPT_POLICY)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.get(
    '/api/orders/:reference/kra-receipt',
    { config: { policy: 'public' }, schema: { params: ReferenceParam } },
    async (request, reply) => {
      const order = await orderOf(request.params.reference);
      const sale = await findDocument(app.db, order.id, 'sale');
      return reply.header('cache-control', 'no-store').send({
        status: sale?.status ?? 'none',
        receiptUrl: `/orders/${encodeURIComponent(order.reference)}/receipt`,
      });
    },
  );

  app.get(
    '/api/admin/etims',
    {
      config: { policy: 'admin', capability: 'settings.manage' },
      schema: { response: { 200: EtimsOverview } },
    },
    async () => etimsOverview(app),
  );

  app.post(
    '/api/admin/etims/credit-notes',
    {
      config: { policy: 'admin', capability: 'orders.cancel-paid' },
      schema: { body: CreditInput },
    },
    async (request, reply) => {
      const order = await orderOf(request.body.reference);
      const doc = await creditNote(
        app,
        order.id,
        staffName(request.user),
        request.body.lines,
        async (trx, note) =>
          audit(trx, request, {
            action: 'etims.credit-note',
            entity: 'order',
            id: order.id,
            changes: [
              ['credit note', null, note.invoiceNo],
              ['total', null, note.total],
            ],
          }),
      );
      const id = `etims-send:${doc.id}`;
      if (await app.jobs.enqueueOnce(app.db, id, 'etims-send', { documentId: doc.id }))
        app.jobs.runSoon(id);
      return reply
        .status(201)
        .send({ invoiceNo: doc.invoice_no, total: doc.total, status: doc.status });
    },
  );

  app.post(
    '/api/admin/etims/documents/:id/retry',
    {
      config: { policy: 'admin', capability: 'settings.manage' },
      schema: { params: z.object({ id: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      const doc = await retryDocument(app, request.params.id, async (trx, was) =>
        audit(trx, request, {
          action: 'etims.retry',
          entity: 'etims-document',
          id: request.params.id,
          changes: [['status', was.status, 'pending']],
        }),
      );
      const id = `etims-send:${doc.id}`;
      if (await app.jobs.enqueueOnce(app.db, id, 'etims-send', { documentId: doc.id }))
        app.jobs.runSoon(id);
      return reply.status(202).send({ status: 'pending' });
    },
  );

  app.get(
    '/api/admin/etims/items',
    {
      config: { policy: 'admin', capability: 'settings.manage' },
      schema: { response: { 200: EtimsItemList } },
    },
    async () => ({ items: await listItems(app.db) }),
  );

  app.put(
    '/api/admin/etims/items/:itemCd',
    {
      config: { policy: 'admin', capability: 'settings.manage' },
      schema: { params: z.object({ itemCd: z.string().min(1).max(40) }), body: TaxTypeInput },
    },
    async (request, reply) => {
      await setTaxType(app.db, request.params.itemCd, request.body.taxType, async (trx, before) =>
        audit(trx, request, {
          action: 'etims.tax-type',
          entity: 'etims-item',
          id: request.params.itemCd,
          changes: [['tax type', before, request.body.taxType]],
        }),
      );
      return reply.status(204).send();
    },
  );
};
