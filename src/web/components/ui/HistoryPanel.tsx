import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivityEvent } from '#shared/staff.schema.js';
import { api } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import styles from './history-panel.module.css';

// The audit log of one record (decision 49): who changed what, when, with the fields' before and
// after. On the order, product, payment and quote screens, and in /admin/activity's rows.

const shown = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

export function ChangeList({ changes }: { changes: ActivityEvent['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <ul className={styles.historyChanges}>
      {changes.slice(0, 12).map(([field, before, after]) => (
        <li key={field}>
          <span className={styles.historyField}>{field}</span>: {shown(before)} → {shown(after)}
        </li>
      ))}
      {changes.length > 12 && <li className="muted">and {changes.length - 12} more</li>}
    </ul>
  );
}

/** Events as the History panel lists them: when, who, what, why, and the fields changed. */
export function HistoryList({
  events,
  showRecord = false,
}: {
  events: ActivityEvent[];
  /** Name each event's record too (a list that gathers several records' events). */
  showRecord?: boolean;
}) {
  return (
    <ol className={styles.historyList}>
      {events.map((e) => (
        <li key={e._id}>
          <time dateTime={e.at}>{formatDateTime(e.at)}</time> · <strong>{e.by}</strong> · {e.action}
          {showRecord && ` · ${e.entity} ${e.entityId}`}
          {e.reason && <span className="muted"> · {e.reason}</span>}
          <ChangeList changes={e.changes} />
        </li>
      ))}
    </ol>
  );
}

export function HistoryPanel({
  entity,
  id,
}: {
  entity: 'order' | 'quote' | 'payment' | 'product';
  id: string;
}) {
  // Asked for when opened: a list of payments has a panel on every row.
  const [open, setOpen] = useState(false);
  const history = useQuery({
    enabled: open,
    queryKey: queryKeys.history(entity, id),
    queryFn: async () =>
      (await api<{ items: ActivityEvent[] }>(`/admin/history/${entity}/${encodeURIComponent(id)}`))
        .items,
  });
  return (
    <details
      className={`card ${styles.history}`}
      data-testid="history"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>History</summary>
      {open && history.isPending && <p className="muted">Loading history...</p>}
      {history.isError && <p className="muted">The history could not be loaded.</p>}
      {history.data?.length === 0 && <p className="muted">No staff changes yet.</p>}
      {history.data && history.data.length > 0 && <HistoryList events={history.data} />}
    </details>
  );
}
