import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useContactMessages, useDeleteContactMessage } from '../api';
import { LoadError } from '../../../components/ui/LoadError';
import './contact-admin.css';
import { formatDateTime } from '../../../lib/format';

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
    <section className="contact-admin">
      <h1>Contact Messages</h1>
      {messages.isPending ? (
        <p className="muted">Loading messages...</p>
      ) : messages.isError ? (
        <LoadError
          what="the messages"
          error={messages.error}
          onRetry={() => messages.refetch()}
          retrying={messages.isFetching}
        />
      ) : messages.data.length === 0 ? (
        <p className="muted">No messages yet.</p>
      ) : (
        <ul className="contact-admin__list">
          {messages.data.map((m) => (
            <li key={m._id} className="card contact-admin__item">
              <div className="contact-admin__head">
                <div>
                  <strong>{m.name}</strong>{' '}
                  <a href={`mailto:${m.email}`} className="contact-admin__email">
                    {m.email}
                  </a>
                </div>
                <time className="muted" dateTime={m.createdAt}>
                  {formatDateTime(m.createdAt)}
                </time>
              </div>
              <p className="contact-admin__message">{m.message}</p>
              <button
                type="button"
                className="btn btn-sm btn-danger"
                aria-label={`Delete message from ${m.name}`}
                disabled={remove.isPending && remove.variables === m._id}
                onClick={() => confirmDelete(m._id, m.name)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
