import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function BlogDetailPage() {
  return <ComingSoon title="Blog" />;
}
