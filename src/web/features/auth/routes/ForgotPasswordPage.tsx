import { ComingSoon } from '../../../components/ui/ComingSoon';

export default function ForgotPasswordPage() {
  return <ComingSoon title="Forgot Password" />;
}
