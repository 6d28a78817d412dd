import { useState } from 'react';
import type { SavedSite, SiteInput } from '#shared/site.schema.js';
import { SITES } from '#shared/site.schema.js';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextField } from '../../../components/ui/Field';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/i18n/error-text';
import { useSaveSite, useSavedSites } from '../api';
import type { OrderDraft } from '../use-order-form';
import styles from '../cart.module.css';

/**
 * A signed-in customer's saved delivery sites in the cart (issue 45): choosing one fills the
 * delivery, the area and who receives the goods; the delivery typed here can be saved as a site.
 */
export function SavedSites({
  draft,
  edit,
}: {
  draft: OrderDraft;
  edit: <K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) => void;
}) {
  const { cart: t } = useI18n().m;
  const errorText = useErrorText();
  const sites = useSavedSites(true).data ?? [];
  const save = useSaveSite();
  const [label, setLabel] = useState('');

  function choose(site: SavedSite | undefined) {
    if (!site) return;
    edit('method', 'delivery');
    edit('county', site.county);
    edit('area', site.area);
    edit('name', site.contactName);
    edit('phone', site.contactPhone.replace(/^254/, '0'));
  }

  const canSave = draft.method === 'delivery' && draft.county !== '' && draft.area.trim() !== '';
  return (
    <div className={styles.cartPanelDelivery} data-testid="saved-sites">
      {sites.length > 0 && (
        <SelectField
          id="order-site"
          label={t.savedSite}
          value=""
          onChange={(e) => choose(sites.find((s) => s._id === e.target.value))}
        >
          <option value="">{t.chooseSite}</option>
          {sites.map((s) => (
            <option key={s._id} value={s._id}>
              {s.label}
            </option>
          ))}
        </SelectField>
      )}
      {canSave && (
        <div>
          <TextField
            id="order-site-label"
            label={t.siteLabel}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            maxLength={SITES.labelMax}
            placeholder={t.siteLabelPlaceholder}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={save.isPending || !label.trim()}
            onClick={() =>
              save.mutate(
                {
                  label,
                  county: draft.county as SiteInput['county'],
                  area: draft.area,
                  contactName: draft.name,
                  contactPhone: draft.phone,
                },
                {
                  onSuccess: () => {
                    setLabel('');
                    toast.success(t.siteSaved);
                  },
                  onError: (err) => toast.error(errorText(err)),
                },
              )
            }
          >
            {t.saveSite}
          </Button>
        </div>
      )}
    </div>
  );
}
