import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function ContactPage() {
  return <ComingSoon title="Contact Us" />;
}
