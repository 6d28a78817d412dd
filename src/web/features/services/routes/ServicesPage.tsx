import { Boxes, HardHat, Headset, PackageSearch, Scissors, Truck } from 'lucide-react';
import { useServices } from '../api';
import { LoadError } from '../../../components/ui/LoadError';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../services.module.css';
import { useI18n } from '../../../lib/i18n';

// The five static cards of the spec (their texts in the messages), then whatever the shop's
// admins have added.
const ICONS = [Truck, Scissors, Boxes, Headset, PackageSearch];

export default function ServicesPage() {
  const services = useServices();
  const { services: t } = useI18n().m;
  return (
    <section className="page container" aria-labelledby="services-title">
      <h1 id="services-title">{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <ul className={styles.serviceCards}>
        {t.cards.map((s, i) => {
          const Icon = ICONS[i] ?? HardHat;
          return (
            <li key={s.title} className={`card ${styles.serviceCard}`}>
              <Icon
                className={styles.serviceCardIcon}
                aria-hidden="true"
                size={34}
                strokeWidth={1.75}
              />
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </li>
          );
        })}
      </ul>

      <section className={styles.moreServices} aria-labelledby="more-services-title">
        <h2 id="more-services-title">
          <HardHat aria-hidden="true" size={24} /> {t.more}
        </h2>
        {services.isPending ? (
          <p className="muted">{t.loading}</p>
        ) : services.isError ? (
          <LoadError
            what={t.theList}
            error={services.error}
            onRetry={() => services.refetch()}
            retrying={services.isFetching}
          />
        ) : services.data.length === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <ul className={styles.serviceList}>
            {services.data.map((s) => (
              <li key={s._id} className="card">
                <h3>{s.name}</h3>
                {s.description && <p>{s.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className={`${styles.servicesCta} card`}>
        <div>
          <h2>{t.helpTitle}</h2>
          <p>{t.helpText}</p>
        </div>
        <ButtonLink to="/contact" variant="primary">
          {t.contactUs}
        </ButtonLink>
      </div>
    </section>
  );
}
