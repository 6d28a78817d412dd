import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useContactMessages, useDeleteContactMessage } from '../api';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../components/ui/Button';
import styles from './contact-admin.module.css';
import { QueryState } from '../../../components/ui/QueryState';

/**
 * Admin: the messages visitors sent from /contact, newest first
 * (docs/decisions/013-contact-messages-screen.md).
 */
export default function ContactMessagesPage() {
  const messages = useContactMessages();
  const remove = useDeleteContactMessage();

  function confirmDelete(id: string, name: string) {
    if (!window.confirm(`Delete the message from ${name}?`)) return;
    remove.mutate(id, {
      onSuccess: () => toast.success('Message deleted.'),
      onError: (err) => toast.error(errorMessage(err, 'The message could not be deleted.')),
    });
  }

  return (
    <section className={styles.contactAdmin}>
      <h1>Contact Messages</h1>
      <QueryState
        query={messages}
        what="the messages"
        loading="Loading messages..."
        empty="No messages yet."
      >
        {(items) => (
          <ul className={styles.contactAdminList}>
            {items.map((m) => (
              <li key={m._id} className={`card ${styles.contactAdminItem}`}>
                <div className={styles.contactAdminHead}>
                  <div>
                    <strong>{m.name}</strong>{' '}
                    <a href={`mailto:${m.email}`} className={styles.contactAdminEmail}>
                      {m.email}
                    </a>
                  </div>
                  <time className="muted" dateTime={m.createdAt}>
                    {formatDateTime(m.createdAt)}
                  </time>
                </div>
                <p className={styles.contactAdminMessage}>{m.message}</p>
                <Button
                  type="button"
                  variant="danger"
                  size="sm"
                  aria-label={`Delete message from ${m.name}`}
                  disabled={remove.isPending && remove.variables === m._id}
                  onClick={() => confirmDelete(m._id, m.name)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
