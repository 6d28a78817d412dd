import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopDay } from '#shared/quote-limits.js';
import {
  REPORTS,
  ReportAnswer,
  ReportQuery,
  STOCK_REPORTS,
  type ReportName,
} from '#shared/report.schema.js';
import { reportCsv, reportFileName } from './report-csv.js';
import { runReport } from './report.service.js';
import { statementRoutes } from './statement.routes.js';
import { staffName } from '../../plugins/auth.js';

// The owner's numbers at /api/admin/reports/<report> (JSON) and <report>.csv (decision 52-53).
// Stock reports need 'reports.stock', the others 'reports.all'; a cashier's own takings of today
// are at /api/admin/reports/takings/mine ('reports.own-takings').

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(statementRoutes);
  const run = (
    report: ReportName,
    query: ReportQuery & { group: 'day' | 'week' | 'month'; days: number },
  ) => runReport(app, report, query);

  for (const report of REPORTS) {
    const capability = STOCK_REPORTS.includes(report) ? 'reports.stock' : 'reports.all';
    app.get(
      `/api/admin/reports/${report}`,
      {
        config: { policy: 'admin', capability },
        schema: { querystring: ReportQuery, response: { 200: ReportAnswer } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return run(report, request.query);
      },
    );
    app.get(
      `/api/admin/reports/${report}.csv`,
      { config: { policy: 'admin', capability }, schema: { querystring: ReportQuery } },
      async (request, reply) => {
        const answer = await run(report, request.query);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${reportFileName(answer)}"`)
          .send(reportCsv(answer));
      },
    );
  }

  app.get(
    '/api/admin/reports/takings/mine',
    {
      config: { policy: 'admin', capability: 'reports.own-takings' },
      schema: { response: { 200: ReportAnswer } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const today = shopDay(app.clock.now());
      return runReport(app, 'takings', {
        from: today,
        to: today,
        group: 'day',
        days: 30,
        onlyBy: staffName(request.user),
      });
    },
  );
};
