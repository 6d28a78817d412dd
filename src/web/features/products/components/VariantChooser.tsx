import { Link } from 'react-router';
import type { ProductOption, Variant } from '#shared/variant.schema.js';
import { useI18n } from '../../../lib/i18n';
import { chooserGroups } from './variant-choice';
import styles from '../products.module.css';

/**
 * A product's option choosers as links to its variants' own addresses (?v=...), one group per
 * option: they work before the script and with it off, and a shared link opens on that size.
 * Once the app runs, a link changes the variant in place: the address is replaced, not pushed,
 * and the page neither reloads nor scrolls. A value the shop does not stock is shown, not linked;
 * a value stocked only with another value of another option leads to the nearest such variant
 * (docs/decisions/131-variant-address.md).
 */
export function VariantChooser({
  options,
  variants,
  shown,
}: {
  options: readonly ProductOption[];
  variants: readonly Variant[];
  shown: Variant;
}) {
  const { products: t } = useI18n().m;
  return (
    <div className={styles.choosers}>
      {chooserGroups(options, variants, shown).map((group, g) => (
        <div
          key={group.name}
          role="group"
          aria-labelledby={`option-${g}`}
          className={styles.chooser}
        >
          <p id={`option-${g}`} className={styles.chooserName}>
            {group.name}: <strong>{shown.options[group.name]}</strong>
          </p>
          <ul>
            {group.values.map((choice) => (
              <li key={choice.value}>
                {choice.to === null ? (
                  <span className={styles.chooserOff}>
                    {choice.value}
                    <span className="visually-hidden"> ({t.unavailable})</span>
                  </span>
                ) : (
                  <Link
                    to={{ search: `?v=${encodeURIComponent(choice.to._id)}` }}
                    replace
                    preventScrollReset
                    aria-current={choice.chosen ? 'true' : undefined}
                    className={styles.chooserValue}
                    title={choice.exact ? undefined : choice.to.title}
                  >
                    {choice.value}
                    {!choice.exact && (
                      <span className="visually-hidden"> ({t.opens(choice.to.title)})</span>
                    )}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
