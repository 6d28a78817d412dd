import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import { CANCEL_PAID_CAPABILITY, STATUS_CAPABILITY } from '#shared/order-capabilities.js';
import { sendPrepared } from '../../lib/prepared-response.js';
import { requireCapability, staffName } from '../../plugins/auth.js';
import { audit, changesBetween, flatFields, staffWrite, requireReason } from '../audit/audit.js';
import { forgetOrderAnswers, publicOrderAnswer } from './order-answers.js';
import {
  AdminOrder,
  AdminOrderPage,
  AdminOrderQuery,
  DeliveryZone,
  DeliveryZoneInput,
  DeliveryZoneList,
  ORDER,
  ReferenceParam,
  StaffNoteInput,
  StatusChangeInput,
} from '#shared/order.schema.js';
import {
  createDeliveryZone,
  deleteDeliveryZone,
  listDeliveryZones,
  updateDeliveryZone,
} from './delivery-zone.service.js';
import { addStaffNote, changeStatus, getAdminOrder, listAdminOrders } from './order.service.js';

// Orders: whoever holds a reference follows one, admins work the list (the cart places them
// through src/server/processes/place-order.ts).
// Delivery zones: public list for the cart, admin writes.
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Payments announce what they wrote; the order page's prepared answers drop themselves.
  app.events.on('payment.changed', () => forgetOrderAnswers(app));
  app.events.on('payment.settled', () => forgetOrderAnswers(app));

  app.get(
    '/api/orders/:reference',
    {
      config: {
        policy: 'public',
        rateLimit: { max: ORDER.lookupRateLimitMax, timeWindow: ORDER.lookupRateLimitWindow },
      },
      // PublicOrder is checked once per change, when the prepared answer is made.
      schema: { params: ReferenceParam },
    },
    async (request, reply) =>
      // The status changes as the shop works the order; never serve a stale copy.
      sendPrepared(
        request,
        reply,
        await publicOrderAnswer(app, request.params.reference),
        'no-store',
      ),
  );

  app.get(
    '/api/admin/orders',
    {
      config: { policy: 'admin', capability: 'orders.read' },
      schema: { querystring: AdminOrderQuery, response: { 200: AdminOrderPage } },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  app.get(
    '/api/admin/orders/:reference',
    {
      config: { policy: 'admin', capability: 'orders.read' },
      schema: { params: ReferenceParam, response: { 200: AdminOrder } },
    },
    async (request) => getAdminOrder(app, request.params.reference),
  );

  app.post(
    '/api/admin/orders/:reference/status',
    {
      config: { policy: 'admin', capability: 'orders.dispatch' },
      schema: { params: ReferenceParam, body: StatusChangeInput, response: { 200: AdminOrder } },
    },
    async (request) => {
      const to = request.body.status;
      requireCapability(request, STATUS_CAPABILITY[to]);
      return changeStatus(
        app,
        request.params.reference,
        to,
        staffName(request.user),
        async (trx, order) => {
          // A paid order cancelled is a refund: owners, and a reason (decisions 47 and 49).
          const refund = order.from === 'Paid' && to === 'Cancelled';
          if (refund) requireCapability(request, CANCEL_PAID_CAPABILITY);
          const reason = refund ? requireReason(request.body.reason) : request.body.reason;
          await audit(trx, request, {
            action: 'order.status',
            entity: 'order',
            id: request.params.reference,
            changes: [['status', order.from, to]],
            ...(reason ? { reason } : {}),
          });
        },
      );
    },
  );

  app.post(
    '/api/admin/orders/:reference/notes',
    {
      config: { policy: 'admin', capability: 'orders.read' },
      schema: { params: ReferenceParam, body: StaffNoteInput, response: { 201: AdminOrder } },
    },
    async (request, reply) => {
      const reference = request.params.reference;
      const order = await staffWrite(app, request, async (scoped) => ({
        answer: await addStaffNote(
          scoped,
          reference,
          request.body.text,
          staffName(request.user),
          app.clock.now(),
        ),
        event: {
          action: 'order.note',
          entity: 'order',
          id: reference,
          changes: [['note', null, request.body.text]],
        },
      }));
      return reply.status(201).send(order);
    },
  );

  app.get(
    '/api/delivery-zones',
    { config: { policy: 'public' }, schema: { response: { 200: DeliveryZoneList } } },
    async () => listDeliveryZones(app.db),
  );

  app.post(
    '/api/admin/delivery-zones',
    {
      config: { policy: 'admin', capability: 'prices.edit' },
      schema: { body: DeliveryZoneInput, response: { 201: DeliveryZone } },
    },
    async (request, reply) => {
      const zone = await staffWrite(app, request, async ({ db }) => {
        const made = await createDeliveryZone(db, request.body, app.clock.now());
        const changes = changesBetween(null, flatFields(made));
        return {
          answer: made,
          event: { action: 'zone.create', entity: 'delivery-zone', id: made._id, changes },
        };
      });
      return reply.status(201).send(zone);
    },
  );

  app.put(
    '/api/admin/delivery-zones/:id',
    {
      config: { policy: 'admin', capability: 'prices.edit' },
      schema: { params: IdParam, body: DeliveryZoneInput, response: { 200: DeliveryZone } },
    },
    async (request) =>
      staffWrite(app, request, async ({ db }) => {
        const id = request.params.id;
        const before = (await listDeliveryZones(db)).find((z) => z._id === id);
        const after = await updateDeliveryZone(db, id, request.body, app.clock.now());
        const changes = changesBetween(flatFields(before), flatFields(after));
        return {
          answer: after,
          event: { action: 'zone.update', entity: 'delivery-zone', id, changes },
        };
      }),
  );

  app.delete(
    '/api/admin/delivery-zones/:id',
    {
      config: { policy: 'admin', capability: 'prices.edit' },
      schema: { params: IdParam, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      const id = request.params.id;
      await staffWrite(app, request, async ({ db }) => {
        const before = (await listDeliveryZones(db)).find((z) => z._id === id);
        await deleteDeliveryZone(db, id);
        const changes = changesBetween(flatFields(before), null);
        return {
          answer: null,
          event: { action: 'zone.delete', entity: 'delivery-zone', id, changes },
        };
      });
      return { deleted: true as const };
    },
  );
};
