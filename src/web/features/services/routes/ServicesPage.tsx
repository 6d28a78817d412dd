import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function ServicesPage() {
  return <ComingSoon title="Our Services" />;
}
