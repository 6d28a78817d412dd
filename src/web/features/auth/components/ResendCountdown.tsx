import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { useI18n } from '../../../lib/i18n';
import styles from '../auth.module.css';

/** Seconds left until a resend is allowed; counts down once started, never below 0. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/** The resend row of the code step: countdown with the attempts left. */
export function ResendRow({
  secondsLeft,
  attemptsLeft,
  busy,
  onResend,
}: {
  secondsLeft: number;
  attemptsLeft: number;
  busy: boolean;
  onResend: () => void;
}) {
  const { auth: t } = useI18n().m;
  const attempts = t.attemptsLeft(attemptsLeft);
  return (
    <div className={styles.resendRow}>
      <span className="muted" aria-live="polite">
        {attemptsLeft <= 0
          ? t.noAttemptsLeft
          : secondsLeft > 0
            ? t.resendIn(secondsLeft, attempts)
            : t.resendNow(attempts)}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onResend}
        disabled={busy || secondsLeft > 0 || attemptsLeft <= 0}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {t.resend}
      </Button>
    </div>
  );
}

export function StepProgress({ step, total }: { step: number; total: number }) {
  const { auth: t } = useI18n().m;
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span>{t.step(step, total)}</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={t.progress}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={t.stepOf(step, total)}
      >
        {/* One segment per step rather than a width in a style attribute, which the CSP refuses. */}
        {Array.from({ length: total }, (_, i) => (
          <span
            key={i}
            className={`${styles.progressBar}${i < step ? ` ${styles.progressBarDone}` : ''}`}
          />
        ))}
      </div>
    </div>
  );
}
