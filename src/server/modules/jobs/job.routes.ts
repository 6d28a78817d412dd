import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
      if (!(await app.jobs.retry(request.params.id)))
        throw new NotFoundError('No failed job with this id.', 'JOB_NOT_FOUND');
      return { id: request.params.id, retried: true as const };
    },
  );
};
