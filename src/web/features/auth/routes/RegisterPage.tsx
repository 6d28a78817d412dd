import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function RegisterPage() {
  return <ComingSoon title="Register" />;
}
