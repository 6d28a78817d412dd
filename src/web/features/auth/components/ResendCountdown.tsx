import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
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
  const attempts = `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left`;
  return (
    <div className={styles.resendRow}>
      <span className="muted" aria-live="polite">
        {attemptsLeft <= 0
          ? 'No resend attempts left.'
          : secondsLeft > 0
            ? `Resend available in ${secondsLeft}s (${attempts})`
            : `You can resend the code now (${attempts})`}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={onResend}
        disabled={busy || secondsLeft > 0 || attemptsLeft <= 0}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        Resend Code
      </Button>
    </div>
  );
}

export function StepProgress({ step, total }: { step: number; total: number }) {
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span>
          Step {step}/{total}
        </span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${total}`}
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
