import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function LoginPage() {
  return <ComingSoon title="Login" />;
}
