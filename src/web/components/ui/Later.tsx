import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page below its fold that the browser may take over after the rest:
 * React hydrates each Suspense boundary as a piece of work of its own, so a long page is taken
 * over in several short tasks rather than one long one, and a tap inside a part not yet taken
 * over makes React take it over first. It shows its children as they are; nothing in it suspends.
 */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
