import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { LoadError } from '../../../components/ui/LoadError';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useCreditNote, useEtimsOverview, useRetryDocument } from '../api';
import { EtimsItems } from './EtimsItems';
import styles from './etims-admin.module.css';

const STATUS_TEXT = { pending: 'Waiting for KRA', signed: 'Signed', refused: 'Refused by KRA' };

/**
 * Admin: KRA eTIMS (DESIGN decision 60). How many invoices KRA has not signed and since when, the
 * latest documents with KRA's last answer, 'Send again' for one KRA refused (once its cause is
 * fixed), and a credit note for an order's invoice.
 */
export default function EtimsPage() {
  const overview = useEtimsOverview();
  const retry = useRetryDocument();
  const credit = useCreditNote();
  const [reference, setReference] = useState('');

  if (overview.isPending) return <p className="muted">Loading KRA eTIMS...</p>;
  if (overview.isError)
    return (
      <LoadError
        what="KRA eTIMS"
        error={overview.error}
        onRetry={() => overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  const o = overview.data;

  function creditNote(event: FormEvent) {
    event.preventDefault();
    const ref = reference.trim().toUpperCase();
    if (!ref || !window.confirm(`Issue a KRA credit note for all of order ${ref}'s invoice?`))
      return;
    credit.mutate(ref, {
      onSuccess: (doc) => {
        toast.success(`Credit note ${doc.invoiceNo} queued for KRA.`);
        setReference('');
      },
      onError: (err) => toast.error(errorMessage(err, 'The credit note could not be made.')),
    });
  }

  return (
    <section className={styles.etimsAdmin}>
      <h1>KRA eTIMS</h1>
      <p className="muted">
        PIN {o.pin} · branch {o.branch} ·{' '}
        {o.env === 'simulator' ? 'simulator (demo receipts)' : o.env}
      </p>
      <p
        className={`card ${styles.etimsAdminSummary} ${o.unsigned > 0 ? styles.etimsAdminWarn : ''}`}
        data-testid="etims-unsigned"
      >
        <strong>{formatCount(o.unsigned)}</strong> unsigned
        {o.oldest ? `, the oldest since ${formatDateTime(o.oldest)}` : ''}
        {o.refused > 0 ? ` (${formatCount(o.refused)} refused by KRA)` : ''}
      </p>

      <form className={`card ${styles.etimsAdminCredit}`} onSubmit={creditNote}>
        <TextField
          id="etims-credit-reference"
          label="Credit note for order"
          hint="Credits the whole invoice of a paid order (a refund)."
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          maxLength={40}
          placeholder="ARH-XXXX-XXXX"
        />
        <Button type="submit" disabled={credit.isPending}>
          Issue credit note
        </Button>
      </form>

      {o.documents.length === 0 ? (
        <p className="muted">No KRA documents yet: they are made when an order is paid.</p>
      ) : (
        <div className={styles.etimsAdminTable}>
          <table>
            <thead>
              <tr>
                <th>Invoice</th>
                <th>Order</th>
                <th>Total (KSh)</th>
                <th>Status</th>
                <th>KRA's last answer</th>
                <th aria-label="Actions" />
              </tr>
            </thead>
            <tbody>
              {o.documents.map((d) => (
                <tr key={d.id}>
                  <td>
                    {d.invoiceNo}
                    {d.kind === 'credit' ? ' (credit note)' : ''}
                  </td>
                  <td>
                    <a href={`/orders/${encodeURIComponent(d.reference)}/receipt`}>{d.reference}</a>
                  </td>
                  <td>{formatCount(d.total)}</td>
                  <td>
                    {STATUS_TEXT[d.status]}
                    {d.status === 'signed' && d.signedAt ? `, ${formatDateTime(d.signedAt)}` : ''}
                    {d.status === 'pending' && d.nextTryAt
                      ? `, next try ${formatDateTime(d.nextTryAt)}`
                      : ''}
                  </td>
                  <td className={styles.etimsAdminError}>{d.lastError ?? ''}</td>
                  <td>
                    {d.status === 'refused' && (
                      <Button
                        type="button"
                        size="sm"
                        aria-label={`Send invoice ${d.invoiceNo} again`}
                        disabled={retry.isPending}
                        onClick={() =>
                          retry.mutate(d.id, {
                            onSuccess: () => toast.success('Sent to KRA again.'),
                            onError: (err) =>
                              toast.error(errorMessage(err, 'It could not be sent again.')),
                          })
                        }
                      >
                        Send again
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EtimsItems />
    </section>
  );
}
