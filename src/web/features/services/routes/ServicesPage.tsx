import { Boxes, HardHat, Headset, PackageSearch, Scissors, Truck } from 'lucide-react';
import { useServices } from '../api';
import { LoadError } from '../../../components/ui/LoadError';
import { ButtonLink } from '../../../components/ui/Button';
import styles from '../services.module.css';

// The five static cards of the spec, then whatever the shop's admins have added.
const SERVICES = [
  {
    icon: Truck,
    title: 'Delivery Across Kenya',
    text: 'From a few bags of cement to a full lorry of steel, we deliver to your site in Athi River, Nairobi and across Kenya.',
  },
  {
    icon: Scissors,
    title: 'Steel Cutting & Fabrication',
    text: 'Reinforcement bars cut and bent to your schedule, and gates, grills and frames fabricated to measure.',
  },
  {
    icon: Boxes,
    title: 'Bulk Orders & Wholesale',
    text: 'Contractor and wholesale prices on bulk orders, with reliable stock for projects of every size.',
  },
  {
    icon: Headset,
    title: 'Technical Support',
    text: 'Our team helps you choose the right materials, quantities and tools for the job before you buy.',
  },
  {
    icon: PackageSearch,
    title: 'Custom Material Sourcing',
    text: 'Need something we do not stock? Tell us and we will source it from trusted suppliers for you.',
  },
];

export default function ServicesPage() {
  const services = useServices();
  return (
    <section className="page container" aria-labelledby="services-title">
      <h1 id="services-title">Our Services</h1>
      <p className="muted">More than a hardware shop: we help you build, fix and finish right.</p>
      <ul className={styles.serviceCards}>
        {SERVICES.map((s) => (
          <li key={s.title} className={`card ${styles.serviceCard}`}>
            <s.icon
              className={styles.serviceCardIcon}
              aria-hidden="true"
              size={34}
              strokeWidth={1.75}
            />
            <h2>{s.title}</h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ul>

      <section className={styles.moreServices} aria-labelledby="more-services-title">
        <h2 id="more-services-title">
          <HardHat aria-hidden="true" size={24} /> More from our team
        </h2>
        {services.isPending ? (
          <p className="muted">Loading services...</p>
        ) : services.isError ? (
          <LoadError
            what="the list of services"
            error={services.error}
            onRetry={() => services.refetch()}
            retrying={services.isFetching}
          />
        ) : services.data.length === 0 ? (
          <p className="muted">Ask us about anything else you need for your project.</p>
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
          <h2>Need help with your project?</h2>
          <p>
            Tell us what you are building and we will put together the right materials and services.
          </p>
        </div>
        <ButtonLink to="/contact" variant="primary">
          Contact Us
        </ButtonLink>
      </div>
    </section>
  );
}
