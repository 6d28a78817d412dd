import { z } from './zod.js';

// The jobs that failed past their retries, as /admin/jobs lists them, and their Retry
// (docs/decisions/121-jobs-dead-leases-clock.md).

export const JobListQuery = z.object({
  state: z.enum(['dead'], { error: "state must be 'dead'" }).default('dead'),
});

export const DeadJob = z.object({
  id: z.string(),
  /** What the job does, e.g. 'mail', 'mpesa-reconcile'. */
  kind: z.string(),
  lastError: z.string().nullable(),
  tries: z.number().int(),
  /** When the last try failed. */
  diedAt: z.string(),
  createdAt: z.string(),
});
export type DeadJob = z.infer<typeof DeadJob>;

export const DeadJobList = z.object({ jobs: z.array(DeadJob) });
export type DeadJobList = z.infer<typeof DeadJobList>;

export const JobRetried = z.object({ id: z.string(), retried: z.literal(true) });
