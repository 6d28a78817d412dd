import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit/audit.js';
import { IdParam } from '#shared/api.js';
import { DeadJobList, JobListQuery, JobRetried } from '#shared/job.schema.js';
import { NotFoundError } from '../../lib/errors.js';

// /admin/jobs (owners; today every staff member is an admin): the jobs that failed past their
// retries, kept by the jobs plugin, and their Retry (docs/decisions/121-jobs-dead-leases-clock.md).
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/jobs',
    {
      config: { policy: 'admin', capability: 'settings.manage' },
      schema: { querystring: JobListQuery, response: { 200: DeadJobList } },
    },
    async () => ({ jobs: await app.jobs.dead() }),
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    {
      config: { policy: 'admin', capability: 'settings.manage' },
      schema: { params: IdParam, response: { 200: JobRetried } },
    },
    async (request) => {
      const id = request.params.id;
      if (!(await app.jobs.retry(id)))
        throw new NotFoundError('No failed job with this id.', 'JOB_NOT_FOUND');
      // The jobs plugin writes through its own connection: the event follows the retry.
      await audit(app.db, request, { action: 'job.retry', entity: 'job', id });
      return { id: request.params.id, retried: true as const };
    },
  );
};
