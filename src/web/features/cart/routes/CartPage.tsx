import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function CartPage() {
  return <ComingSoon title="Your Cart" />;
}
