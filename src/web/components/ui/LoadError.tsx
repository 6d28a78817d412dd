import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from './Button';
import { FormError } from './FormError';
import styles from './load-error.module.css';
import { useI18n } from '../../lib/i18n';
import { useErrorText } from '../../lib/i18n/error-text';

/**
 * What a list or page shows when its data could not be loaded: what failed, the server's reason
 * when there is one, and a Retry button, for every list alike
 * (docs/decisions/066-load-errors.md).
 */
export function LoadError({
  what,
  error,
  onRetry,
  retrying = false,
}: {
  /** Completes "We could not load ...", e.g. 'the products'. */
  what: string;
  error: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
}) {
  const { common } = useI18n().m;
  const errorText = useErrorText();
  return (
    <FormError as="div" className={styles.loadError}>
      <p>
        {common.couldNotLoad(what)}{' '}
        {errorText(error instanceof ApiError ? error : errorMessage(error))}
      </p>
      <Button
        type="button"
        variant="dark"
        size="sm"
        onClick={() => void onRetry()}
        disabled={retrying}
      >
        {retrying ? common.retrying : common.retry}
      </Button>
    </FormError>
  );
}
