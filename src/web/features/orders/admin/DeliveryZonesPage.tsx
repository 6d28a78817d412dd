import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { isKenyaCounty, KENYA_COUNTIES } from '../../../../shared/kenya';
import type { DeliveryZone } from '../../../../shared/order.schema';
import { LoadError } from '../../../components/ui/LoadError';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../../shared/pricing';
import { useDeleteZone, useSaveZone, useZones } from '../api';
import './orders-admin.css';

interface Draft {
  id: string | null;
  name: string;
  fee: string;
  counties: string[];
}

const EMPTY: Draft = { id: null, name: '', fee: '', counties: [] };

/** Admin: delivery zones, each a name, the counties it covers and one fee. Pickup is free. */
export default function DeliveryZonesPage() {
  const zones = useZones();
  const save = useSaveZone();
  const remove = useDeleteZone();
  const [draft, setDraft] = useState<Draft>(EMPTY);

  function edit(zone: DeliveryZone) {
    setDraft({ id: zone._id, name: zone.name, fee: String(zone.fee), counties: zone.counties });
  }

  function toggle(county: string) {
    setDraft((d) => ({
      ...d,
      counties: d.counties.includes(county)
        ? d.counties.filter((c) => c !== county)
        : [...d.counties, county],
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        id: draft.id,
        input: {
          name: draft.name,
          fee: draft.fee.trim() === '' ? NaN : Number(draft.fee),
          counties: draft.counties.filter(isKenyaCounty),
        },
      },
      {
        onSuccess: (zone) => {
          toast.success(`Zone "${zone.name}" saved.`);
          setDraft(EMPTY);
        },
      },
    );
  }

  function confirmDelete(zone: DeliveryZone) {
    if (!window.confirm(`Delete the zone "${zone.name}"?`)) return;
    remove.mutate(zone._id, {
      onSuccess: () => toast.success('Zone deleted.'),
      onError: (err) => toast.error(errorMessage(err, 'The zone could not be deleted.')),
    });
  }

  return (
    <section className="orders-admin" aria-labelledby="zones-title">
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1 id="zones-title">Delivery zones</h1>
      <p className="muted">
        Shoppers choosing delivery pay the fee of the zone that covers their county. Pickup is free.
        Counties in no zone cannot choose delivery.
      </p>
      {zones.isPending ? (
        <p className="muted">Loading zones...</p>
      ) : zones.isError ? (
        <LoadError
          what="the zones"
          error={zones.error}
          onRetry={() => zones.refetch()}
          retrying={zones.isFetching}
        />
      ) : zones.data.length === 0 ? (
        <p className="muted">No delivery zones yet: shoppers can only choose pickup.</p>
      ) : (
        <ul className="zones__list">
          {zones.data.map((z) => (
            <li key={z._id} className="card zones__item">
              <div>
                <strong>{z.name}</strong> <span className="zones__fee">{formatMoney(z.fee)}</span>
                <p className="muted zones__counties">{z.counties.join(', ')}</p>
              </div>
              <div className="zones__actions">
                <button type="button" className="btn btn-outline btn-sm" onClick={() => edit(z)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={`Delete zone ${z.name}`}
                  onClick={() => confirmDelete(z)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <form className="card zones__form" onSubmit={submit} aria-label="Delivery zone">
        <h2>{draft.id ? 'Edit zone' : 'Add a zone'}</h2>
        <div className="zones__fields">
          <div className="field">
            <label htmlFor="zone-name">Zone name</label>
            <input
              id="zone-name"
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              maxLength={80}
            />
          </div>
          <div className="field">
            <label htmlFor="zone-fee">Fee (KSh)</label>
            <input
              id="zone-fee"
              inputMode="numeric"
              value={draft.fee}
              onChange={(e) => setDraft({ ...draft, fee: e.target.value })}
            />
          </div>
        </div>
        <fieldset className="zones__counties-pick">
          <legend>Counties</legend>
          {KENYA_COUNTIES.map((c) => (
            <label key={c}>
              <input
                type="checkbox"
                checked={draft.counties.includes(c)}
                onChange={() => toggle(c)}
              />{' '}
              {c}
            </label>
          ))}
        </fieldset>
        {save.isError && (
          <p className="form-error" role="alert">
            {errorMessage(save.error)}
          </p>
        )}
        <div className="zones__actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {draft.id ? 'Save zone' : 'Add zone'}
          </button>
          {draft.id && (
            <button type="button" className="btn btn-outline" onClick={() => setDraft(EMPTY)}>
              Cancel editing
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
