import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function BlogListPage() {
  return <ComingSoon title="Blog" />;
}
