import { useCallback, useRef, useState } from 'react';

/**
 * A module a page needs only once someone uses a form (its validation schemas), fetched on the
 * first `get()` (call it when the form is first focused) instead of with the page, and kept.
 * `value` is null until it has arrived; `get()` resolves with it, fetching it if need be.
 * `load` must be the same function on every render (declare it outside the component).
 */
export function useOnDemand<T>(load: () => Promise<T>): { value: T | null; get: () => Promise<T> } {
  const [value, setValue] = useState<T | null>(null);
  const pending = useRef<Promise<T> | null>(null);
  const get = useCallback(() => {
    pending.current ??= load().then(
      (loaded) => {
        setValue(() => loaded);
        return loaded;
      },
      (err: unknown) => {
        // Offline for a moment: the next use asks again.
        pending.current = null;
        throw err;
      },
    );
    return pending.current;
  }, [load]);
  return { value, get };
}
