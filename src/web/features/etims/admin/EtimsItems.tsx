import type { EtimsItem } from '#shared/etims.schema.js';
import { QueryState } from '../../../components/ui/QueryState';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useEtimsItems, useSetTaxType } from '../api';
import styles from './etims-admin.module.css';

const TAX_TYPES: { value: EtimsItem['taxType']; label: string }[] = [
  { value: 'A', label: 'A: exempt' },
  { value: 'B', label: 'B: VAT 16%' },
  { value: 'C', label: 'C: zero-rated (0%)' },
  { value: 'D', label: 'D: non-VAT' },
  { value: 'E', label: 'E: VAT 8%' },
];

/**
 * The items KRA knows (a product's variant in a unit) and their tax types: B unless staff chose
 * another. A product's items share one type; a change is registered again before the next sale.
 */
export function EtimsItems() {
  const items = useEtimsItems();
  const setType = useSetTaxType();
  return (
    <section aria-labelledby="etims-items-title">
      <h2 id="etims-items-title">Items and tax types</h2>
      <QueryState
        query={items}
        what="the items"
        loading="Loading items..."
        empty="No items yet: each is registered with KRA before its first sale."
      >
        {(list) => (
          <div className={styles.etimsAdminTable}>
            <table>
              <thead>
                <tr>
                  <th>Item</th>
                  <th>KRA item code</th>
                  <th>Tax type</th>
                  <th>At KRA</th>
                </tr>
              </thead>
              <tbody>
                {list.map((item) => (
                  <tr key={item.itemCd}>
                    <td>{item.name}</td>
                    <td>{item.itemCd}</td>
                    <td>
                      <select
                        aria-label={`Tax type of ${item.name} (${item.itemCd})`}
                        value={item.taxType}
                        disabled={setType.isPending}
                        onChange={(e) => {
                          const taxType = e.target.value as EtimsItem['taxType'];
                          setType.mutate(
                            { itemCd: item.itemCd, taxType },
                            {
                              onSuccess: () => toast.success(`${item.name}: tax type ${taxType}.`),
                              onError: (err) =>
                                toast.error(errorMessage(err, 'The tax type could not be set.')),
                            },
                          );
                        }}
                      >
                        {TAX_TYPES.map((t) => (
                          <option key={t.value} value={t.value}>
                            {t.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{item.registered ? 'Registered' : 'Before its next sale'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
