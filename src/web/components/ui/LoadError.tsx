import { errorMessage } from '../../lib/api-client';

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
  return (
    <div className="form-error load-error" role="alert">
      <p>
        We could not load {what}. {errorMessage(error)}
      </p>
      <button
        type="button"
        className="btn btn-dark btn-sm"
        onClick={() => void onRetry()}
        disabled={retrying}
      >
        {retrying ? 'Retrying...' : 'Retry'}
      </button>
    </div>
  );
}
