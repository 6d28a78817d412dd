import { Button } from '../../../components/ui/Button';
import { QueryState } from '../../../components/ui/QueryState';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeadJobs, useRetryJob } from '../api';
import styles from './jobs-admin.module.css';

/**
 * Admin (owners): the jobs that failed past their retries (a mail, an M-Pesa check), kept so
 * someone sees them, with Retry (docs/decisions/121-jobs-dead-leases-clock.md).
 */
export default function DeadJobsPage() {
  const jobs = useDeadJobs();
  const retry = useRetryJob();

  return (
    <section className={styles.jobsAdmin}>
      <h1>Failed Jobs</h1>
      <QueryState query={jobs} what="the jobs" loading="Loading jobs..." empty="No failed jobs.">
        {(items) => (
          <ul className={styles.jobsAdminList}>
            {items.map((job) => (
              <li key={job.id} className={`card ${styles.jobsAdminItem}`}>
                <div className={styles.jobsAdminHead}>
                  <strong>{job.kind}</strong>
                  <span className="muted">
                    {job.tries} {job.tries === 1 ? 'try' : 'tries'}, last{' '}
                    <time dateTime={job.diedAt}>{formatDateTime(job.diedAt)}</time>
                  </span>
                </div>
                <p className={styles.jobsAdminError}>{job.lastError ?? 'No error was kept.'}</p>
                <Button
                  type="button"
                  size="sm"
                  aria-label={`Retry ${job.kind} job`}
                  disabled={retry.isPending && retry.variables === job.id}
                  onClick={() =>
                    retry.mutate(job.id, {
                      onSuccess: () => toast.success('The job will run again.'),
                      onError: (err) =>
                        toast.error(errorMessage(err, 'The job could not be retried.')),
                    })
                  }
                >
                  Retry
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
