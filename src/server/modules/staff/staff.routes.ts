import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '#shared/api.js';
import {
  ActivityEvent,
  ActivityPage,
  ActivityQuery,
  AdminMe,
  HISTORY_ENTITIES,
  HistoryParams,
  StaffAddInput,
  StaffList,
  StaffMember,
  StaffRolesInput,
} from '#shared/staff.schema.js';
import { capabilitiesOf } from '#shared/staff-roles.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { requireCapability } from '../../plugins/auth.js';
import { activityCsv, activityPage, historyOf } from '../audit/activity.js';
import { forgotPassword } from '../auth/auth.service.js';
import { addStaff, changeRoles, deactivateStaff, listStaff } from './staff.service.js';

// Staff: who is using the admin area and what they may do (decision 47), the owner's staff
// screen (decision 48), and the audit log's Activity and History (decision 49).

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof requireCapability>[0]) => ({
    userId: request.user?.id ?? null,
    request,
  });

  app.get(
    '/api/admin/me',
    {
      config: { policy: 'admin', capability: 'admin.home' },
      schema: { response: { 200: AdminMe } },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new UnauthorizedError();
      reply.header('cache-control', 'no-store');
      const roles = [...user.roles];
      return {
        user: { _id: user.id, email: user.email, username: user.username, role: user.role, roles },
        roles,
        capabilities: capabilitiesOf(roles),
      };
    },
  );

  app.get(
    '/api/admin/staff',
    {
      config: { policy: 'admin', capability: 'staff.manage' },
      schema: { response: { 200: StaffList } },
    },
    async () => ({ items: await listStaff(app.db) }),
  );

  app.post(
    '/api/admin/staff',
    {
      config: { policy: 'admin', capability: 'staff.manage' },
      schema: { body: StaffAddInput, response: { 201: StaffMember } },
    },
    async (request, reply) => {
      const { member, mailCode } = await addStaff(
        app.db,
        actor(request),
        request.body,
        app.clock.now(),
      );
      // The person sets their password with the reset flow's mailed code.
      if (mailCode)
        await forgotPassword(
          {
            db: app.db,
            clock: app.clock,
            mailer: app.mailer,
            appSecret: app.appSecret,
            shopName: app.config.shop.name,
          },
          { email: member.email, ip: request.ip, lang: 'en' },
        );
      return reply.status(201).send(member);
    },
  );

  app.put(
    '/api/admin/staff/:id/roles',
    {
      config: { policy: 'admin', capability: 'staff.manage' },
      schema: { params: IdParam, body: StaffRolesInput, response: { 200: StaffMember } },
    },
    async (request) =>
      changeRoles(app.db, actor(request), request.params.id, request.body.roles, app.clock.now()),
  );

  app.post(
    '/api/admin/staff/:id/deactivate',
    {
      config: { policy: 'admin', capability: 'staff.manage' },
      schema: { params: IdParam, response: { 200: z.object({ deactivated: z.literal(true) }) } },
    },
    async (request) => {
      await deactivateStaff(app.db, actor(request), request.params.id, app.clock.now());
      return { deactivated: true as const };
    },
  );

  app.get(
    '/api/admin/activity',
    {
      config: { policy: 'admin', capability: 'staff.manage' },
      schema: { querystring: ActivityQuery, response: { 200: ActivityPage } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return activityPage(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/activity.csv',
    {
      config: { policy: 'admin', capability: 'staff.manage' },
      schema: { querystring: ActivityQuery },
    },
    async (request, reply) => {
      const day = app.clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await activityCsv(app.db, request.query));
    },
  );

  // A record's History: any staff route, then what seeing that record asks.
  app.get(
    '/api/admin/history/:entity/:id',
    {
      config: { policy: 'admin', capability: 'admin.home' },
      schema: {
        params: HistoryParams,
        response: { 200: z.object({ items: z.array(ActivityEvent) }) },
      },
    },
    async (request) => {
      requireCapability(request, HISTORY_ENTITIES[request.params.entity]);
      return { items: await historyOf(app.db, request.params.entity, request.params.id) };
    },
  );
};
