import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReferenceParam } from '#shared/order.schema.js';
import {
  AccountOrder,
  AccountOrderQuery,
  DecideInput,
  OpenAccountInput,
  OrderCustomers,
  OrderCustomersQuery,
  PayBalanceInput,
  Statement,
  StatementQuery,
  StatementShare,
  StatementToken,
  TradeAccount,
  TradeAccountRow,
} from '#shared/trade.schema.js';
import { Payment, PAYMENT_LIMITS } from '#shared/payment.schema.js';
import { z } from '#shared/zod.js';
import { payBalance } from './trade.pay.js';
import { CustomerFile } from '#shared/site.schema.js';
import { listSites } from './saved-sites.routes.js';
import { listMyOrders } from './my-orders.service.js';
import { customersOfOrders } from './my-orders.repository.js';
import { NotFoundError } from '../../lib/errors.js';
import { historyAbout } from '../audit/activity.js';
import { changesBetween, staffWrite } from '../audit/audit.js';
import {
  accountById,
  accountOfUser,
  accountView,
  accountOrders,
  bringUpToDate,
  decideOrder,
  myAccount,
  myAccountOrder,
  noAccount,
  openAccount,
  statementFor,
  tradeAccounts,
} from './trade.service.js';
import { readStatementToken, SHARE_DAYS, statementToken } from './statement-link.js';
import {
  accountByNumber,
  accountNumberOf,
  accountOrderOf,
  GOODS_LEFT,
} from './trade.repository.js';
import { staffName } from '../../plugins/auth.js';

// Trade accounts over HTTP (DESIGN decisions 56-57): the customer's own account and statement,
// and the owner's: opening accounts, deciding orders past the limit, a customer's statement.
// The ledger also follows the shop as it happens: goods leaving post the charge and a paybill
// payment to the account number posts the payment (each read brings it up to date as well, so a
// hearer that failed loses nothing).

const MANAGE = { policy: 'admin', capability: 'accounts.manage' } as const;
const UserParam = z.object({ id: z.string().min(1).max(64) });

export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.events.on('order.changed', async ({ orderId, status }) => {
    if (!(GOODS_LEFT as readonly string[]).includes(status)) return;
    const placed = await accountOrderOf(app.db, orderId);
    const account = placed && (await accountById(app.db, placed.account_id));
    if (account) await bringUpToDate(app.db, account, app.clock);
  });
  app.events.on('payment.settled', async ({ paymentId, orderId, status }) => {
    if (orderId !== null || status !== 'paid') return;
    const payment = await app.db
      .selectFrom('payments')
      .select('account_reference')
      .where('id', '=', paymentId)
      .executeTakeFirst();
    const number = accountNumberOf(payment?.account_reference ?? null);
    const account = number && (await accountByNumber(app.db, number));
    if (account) await bringUpToDate(app.db, account, app.clock);
  });

  app.get(
    '/api/me/trade-account',
    { config: { policy: 'user' }, schema: { response: { 200: TradeAccount } } },
    async (request) => myAccount(app, request.user!.id),
  );

  app.get(
    '/api/me/account-orders/:reference',
    {
      config: { policy: 'user' },
      schema: { params: ReferenceParam, response: { 200: AccountOrder } },
    },
    async (request) => myAccountOrder(app, request.user!.id, request.params.reference),
  );

  app.get(
    '/api/me/statement',
    {
      config: { policy: 'user' },
      schema: { querystring: StatementQuery, response: { 200: Statement } },
    },
    async (request) => {
      const account = await accountOfUser(app.db, request.user!.id);
      if (!account) throw noAccount();
      return statementFor(app, account, request.query);
    },
  );

  // 'Pay my balance': an M-Pesa prompt to the account's number (trade.pay.ts).
  app.post(
    '/api/me/statement/pay',
    {
      config: {
        policy: 'user',
        rateLimit: { max: PAYMENT_LIMITS.perOrderMax, timeWindow: PAYMENT_LIMITS.window },
      },
      bodyLimit: 4 * 1024,
      schema: { body: PayBalanceInput, response: { 202: Payment } },
    },
    async (request, reply) => {
      const account = await accountOfUser(app.db, request.user!.id);
      if (!account) throw noAccount();
      return reply.status(202).send(await payBalance(app, account, request.body));
    },
  );

  // The statement's share link: made by the holder, read by whoever has it until it expires.
  app.post(
    '/api/me/statement/share',
    {
      config: { policy: 'user' },
      schema: { querystring: StatementQuery, response: { 201: StatementShare } },
    },
    async (request, reply) => {
      const account = await accountOfUser(app.db, request.user!.id);
      if (!account) throw noAccount();
      const { from, to } = await statementFor(app, account, request.query);
      const expiresAt = new Date(app.clock.now().getTime() + SHARE_DAYS * 86_400_000);
      const token = statementToken(app.appSecret, { accountId: account.id, from, to, expiresAt });
      return reply.status(201).send({
        url: `${app.config.publicUrl}/statement/${token}`,
        token,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/api/statements/:token',
    {
      config: { policy: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: StatementToken, response: { 200: Statement } },
    },
    async (request) => {
      const shared = readStatementToken(app.appSecret, request.params.token, app.clock.now());
      const account = shared && (await accountById(app.db, shared.accountId));
      if (!shared || !account)
        throw new NotFoundError(
          'This statement link has expired or is not valid. Ask for a new one.',
          'STATEMENT_LINK_INVALID',
        );
      return statementFor(app, account, shared);
    },
  );

  app.post(
    '/api/admin/trade-accounts',
    {
      config: MANAGE,
      bodyLimit: 4 * 1024,
      schema: { body: OpenAccountInput, response: { 201: TradeAccount } },
    },
    async (request, reply) => {
      const opened = await staffWrite(app, request, async (scoped) => {
        const account = await openAccount(scoped, request.body, staffName(request.user));
        const { creditLimit, termsDays, overrunPct } = account;
        return {
          answer: account,
          event: {
            action: 'trade-account.open',
            entity: 'trade-account',
            id: account.number,
            changes: changesBetween(null, {
              userId: account.userId,
              creditLimit,
              termsDays,
              overrunPct,
            }),
          },
        };
      });
      return reply.status(201).send(opened);
    },
  );

  app.get(
    '/api/admin/trade-accounts',
    { config: MANAGE, schema: { response: { 200: z.array(TradeAccountRow) } } },
    async () => tradeAccounts(app),
  );

  // Which of these orders are a customer's, and whose: the admin's order screens link the name.
  app.get(
    '/api/admin/order-customers',
    {
      config: MANAGE,
      schema: { querystring: OrderCustomersQuery, response: { 200: OrderCustomers } },
    },
    async (request) => customersOfOrders(app.db, request.query.references),
  );

  app.get(
    '/api/admin/customers/:id/statement',
    {
      config: MANAGE,
      schema: { params: UserParam, querystring: StatementQuery, response: { 200: Statement } },
    },
    async (request) => {
      const account = await accountOfUser(app.db, request.params.id);
      if (!account)
        throw new NotFoundError('This customer has no trade account.').with({
          why: 'trade-account',
        });
      return statementFor(app, account, request.query);
    },
  );

  // Staff's page of one customer: their orders, saved sites, trade account and history.
  app.get(
    '/api/admin/customers/:id',
    { config: MANAGE, schema: { params: UserParam, response: { 200: CustomerFile } } },
    async (request) => {
      const id = request.params.id;
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) throw new NotFoundError('Customer not found.').with({ why: 'customer' });
      const account = await accountOfUser(app.db, id);
      const view = account && (await accountView(app, account));
      const orders = (await listMyOrders(app, id)).items;
      const history = await historyAbout(app.db, [
        { entity: 'staff', ids: [id] },
        { entity: 'user', ids: [id] },
        { entity: 'trade-account', ids: account ? [account.number] : [] },
        { entity: 'order', ids: orders.map((o) => o.reference), actionPrefix: 'account-order' },
      ]);
      return {
        user: { _id: user.id, username: user.username, email: user.email },
        orders,
        history,
        sites: await listSites(app.db, id),
        account: view
          ? {
              number: view.number,
              creditLimit: view.creditLimit,
              owed: view.owed,
              onHold: view.onHold,
            }
          : null,
      };
    },
  );

  app.get(
    '/api/admin/account-orders',
    {
      config: MANAGE,
      schema: { querystring: AccountOrderQuery, response: { 200: z.array(AccountOrder) } },
    },
    async (request) => accountOrders(app, request.query.state),
  );

  app.post(
    '/api/admin/account-orders/:reference/decision',
    {
      config: MANAGE,
      bodyLimit: 4 * 1024,
      schema: { params: ReferenceParam, body: DecideInput, response: { 200: AccountOrder } },
    },
    async (request) =>
      staffWrite(app, request, async (scoped) => {
        const decided = await decideOrder(
          scoped,
          request.params.reference,
          request.body,
          staffName(request.user),
        );
        return {
          answer: decided,
          event: {
            action: 'account-order.decide',
            entity: 'order',
            id: decided.reference,
            changes: [['accountState', 'awaiting', decided.state]],
            reason: request.body.reason,
          },
        };
      }),
  );
};
