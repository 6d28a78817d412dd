import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivityEvent } from '#shared/staff.schema.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { QueryState } from '../../../components/ui/QueryState';
import { ChangeList } from '../../../components/ui/HistoryPanel';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadWithToken } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { activitySearch, useActivity, useStaff, type ActivityFilters } from '../api';
import styles from './staff-admin.module.css';

const EMPTY: ActivityFilters = { by: '', action: '', from: '', to: '', page: 1 };

/** Owners: every staff write, newest first, filtered by person, action and day, with a CSV. */
export default function ActivityPage() {
  const [draft, setDraft] = useState<ActivityFilters>(EMPTY);
  const [filters, setFilters] = useState<ActivityFilters>(EMPTY);
  const activity = useActivity(filters);
  const staff = useStaff();
  const set = (field: keyof ActivityFilters) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: e.target.value });
  // QueryState shows the states of the page's items.
  const activityItems = { ...activity, data: activity.data?.items } as UseQueryResult<
    ActivityEvent[]
  >;
  const pages = activity.data
    ? Math.max(1, Math.ceil(activity.data.total / activity.data.pageSize))
    : 1;

  return (
    <section className={styles.staffAdmin} aria-labelledby="activity-title">
      <h1 id="activity-title">Activity</h1>
      <form
        className={`card ${styles.staffAdminFilters}`}
        aria-label="Filter the activity"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, page: 1 });
        }}
      >
        <SelectField id="activity-by" label="Person" value={draft.by} onChange={set('by')}>
          <option value="">Everyone</option>
          {(staff.data ?? []).map((m) => (
            <option key={m._id} value={m._id}>
              {m.username} ({m.email})
            </option>
          ))}
        </SelectField>
        <TextField
          id="activity-action"
          label="Action"
          placeholder="order, stock.adjustment ..."
          value={draft.action}
          onChange={set('action')}
        />
        <TextField
          id="activity-from"
          label="From"
          type="date"
          value={draft.from}
          onChange={set('from')}
        />
        <TextField id="activity-to" label="To" type="date" value={draft.to} onChange={set('to')} />
        <div className={styles.staffAdminActions}>
          <Button type="submit" variant="primary">
            Show
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              downloadWithToken(
                `/api/admin/activity.csv?${activitySearch({ ...filters, page: undefined })}`,
                'activity.csv',
              ).catch((err: unknown) =>
                toast.error(errorMessage(err, 'The CSV could not be made.')),
              )
            }
          >
            Download CSV
          </Button>
        </div>
      </form>
      <QueryState
        query={activityItems}
        what="the activity"
        loading="Loading activity..."
        empty="Nothing was changed in this range."
      >
        {(items) => (
          <table className={styles.staffAdminTable}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e._id} data-testid="activity-event">
                  <td>
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td>
                    {e.by} <span className="muted">({e.roles.join(', ') || 'no role'})</span>
                  </td>
                  <td>
                    {e.action} <span className="muted">{e.entityId}</span>
                    {e.reason && <div className="muted">Reason: {e.reason}</div>}
                  </td>
                  <td>
                    <ChangeList changes={e.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {pages > 1 && (
        <div className={styles.staffAdminActions}>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={filters.page <= 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            Newer
          </Button>
          <span className="muted">
            Page {filters.page} of {pages}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={filters.page >= pages}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            Older
          </Button>
        </div>
      )}
    </section>
  );
}
