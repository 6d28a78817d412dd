import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function GalleryPage() {
  return <ComingSoon title="Gallery" />;
}
