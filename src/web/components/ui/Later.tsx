import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page below its fold that may be taken over after the rest. React
 * hydrates each Suspense boundary as a piece of work of its own, so under React a long page is
 * taken over in several short tasks rather than one long one; Preact, which runs the app in the
 * browser (docs/decisions/114-preact-in-the-browser.md), hydrates it with the rest, in one task
 * (a longer one than any of React's pieces: decision 114's open cost). It shows its children
 * as they are; nothing in it suspends.
 */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
