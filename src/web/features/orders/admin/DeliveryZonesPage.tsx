import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { isKenyaCounty, KENYA_COUNTIES } from '#shared/kenya.js';
import type { DeliveryZone } from '#shared/order.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '#shared/pricing.js';
import { useDeleteZone, useSaveZone, useZones } from '../api';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import styles from './orders-admin.module.css';
import { FormError } from '../../../components/ui/FormError';
import { QueryState } from '../../../components/ui/QueryState';

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
    <section aria-labelledby="zones-title">
      <p>
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1 id="zones-title">Delivery zones</h1>
      <p className="muted">
        Shoppers choosing delivery pay the fee of the zone that covers their county. Pickup is free.
        Counties in no zone cannot choose delivery.
      </p>
      <QueryState
        query={zones}
        what="the zones"
        loading="Loading zones..."
        empty="No delivery zones yet: shoppers can only choose pickup."
      >
        {(items) => (
          <ul className={styles.zonesList}>
            {items.map((z) => (
              <li key={z._id} className={`card ${styles.zonesItem}`} data-testid="zone">
                <div>
                  <strong>{z.name}</strong>{' '}
                  <span className={styles.zonesFee}>{formatMoney(z.fee)}</span>
                  <p className={`muted ${styles.zonesCounties}`}>{z.counties.join(', ')}</p>
                </div>
                <div className={styles.zonesActions}>
                  <Button type="button" variant="outline" size="sm" onClick={() => edit(z)}>
                    Edit
                  </Button>
                  <Button
                    type="button"
                    variant="danger"
                    size="sm"
                    aria-label={`Delete zone ${z.name}`}
                    onClick={() => confirmDelete(z)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      <form className={`card ${styles.zonesForm}`} onSubmit={submit} aria-label="Delivery zone">
        <h2>{draft.id ? 'Edit zone' : 'Add a zone'}</h2>
        <div className={styles.zonesFields}>
          <TextField
            id="zone-name"
            label="Zone name"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            maxLength={80}
          />
          <TextField
            id="zone-fee"
            label="Fee (KSh)"
            inputMode="numeric"
            value={draft.fee}
            onChange={(e) => setDraft({ ...draft, fee: e.target.value })}
          />
        </div>
        <fieldset className={styles.zonesCountiesPick}>
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
        {save.isError && <FormError>{errorMessage(save.error)}</FormError>}
        <div className={styles.zonesActions}>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {draft.id ? 'Save zone' : 'Add zone'}
          </Button>
          {draft.id && (
            <Button type="button" variant="outline" onClick={() => setDraft(EMPTY)}>
              Cancel editing
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
