import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function ProductsPage() {
  return <ComingSoon title="Hardware Inventory" />;
}
