import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import { errorTextNow, type Refusal } from '../../lib/i18n/error-text';
import { TOAST_MS } from '../../lib/ui-constants';

// Toasts, with the toast library (sonner) fetched only when the first toast is shown: most
// visits never show one, so its script stays off the first load. Until then nothing is mounted;
// the first call mounts the toaster, waits until it listens, then shows the toast.

type Sonner = typeof SonnerModule;
type Options = { duration?: number };

let wanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});
let library: Promise<Sonner> | null = null;

function load(): Promise<Sonner> {
  library ??= import('sonner').then(async (sonner) => {
    wanted = true;
    listeners.forEach((notify) => notify());
    await listening;
    return sonner;
  });
  return library;
}

/**
 * Shows a toast; a message of the form rules or the server reads in the page's language, and a
 * server's refusal ({message, code, values}) by its code.
 */
function show(kind: 'success' | 'error', message: Refusal, options?: Options) {
  Promise.all([load(), errorTextNow(message)])
    .then(([sonner, text]) => sonner.toast[kind](text, options))
    .catch((err: unknown) => {
      // The script could not be fetched (offline): the page itself already shows the outcome.
      console.error('Could not show a message', err);
    });
}

export const toast = {
  success: (message: Refusal, options?: Options) => show('success', message, options),
  error: (message: Refusal, options?: Options) => show('error', message, options),
};

/**
 * Toasts sit under the sticky navbar, never on it: a toast pauses while a finger or pointer rests
 * on it, so one over the menu button or the cart link kept them out of reach for as long as the
 * visitor tried to press them.
 */
const BELOW_NAVBAR = { top: 'calc(var(--nav-height) + 8px)' };

const SonnerToaster = lazy(async () => {
  const { Toaster } = await import('sonner');
  function Listening() {
    // Runs after the Toaster (its sibling before it) has subscribed in its own effect.
    useEffect(() => markListening(), []);
    return null;
  }
  return {
    default: () => (
      <>
        <Toaster
          position="top-center"
          offset={BELOW_NAVBAR}
          mobileOffset={BELOW_NAVBAR}
          duration={TOAST_MS}
          richColors
          closeButton
        />
        <Listening />
      </>
    ),
  };
});

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** Where toasts appear; mounts the library only once a toast has been asked for. */
export function Toasts() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
