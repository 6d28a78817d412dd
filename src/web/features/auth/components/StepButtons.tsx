import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { useI18n } from '../../../lib/i18n';
import styles from '../auth.module.css';

/** Back, then the step's own submit button, side by side. */
export function StepButtons({
  busy,
  onBack,
  children,
}: {
  busy: boolean;
  onBack: () => void;
  children: ReactNode;
}) {
  const { auth: t } = useI18n().m;
  return (
    <div className={styles.stepButtons}>
      <Button
        type="button"
        variant="outline"
        className={styles.stepButton}
        onClick={onBack}
        disabled={busy}
      >
        {t.back}
      </Button>
      {children}
    </div>
  );
}
