import { Suspense, createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { BrowserValues, useServersDrawing } from '../../lib/use-browser-value';

/** Inside a part being taken over in its own turn (TakenOver). */
const InPart = createContext(false);

/**
 * A part of a server-rendered page taken over in a task of its own, after the rest: a part below
 * the fold, each product card, and the bar, the page and the footer themselves (RootLayout), so
 * that no one task of the take-over holds a slow phone long (issue 48; decision 182). React
 * hydrates each Suspense boundary as a piece of work of its own; Preact, which runs the app in
 * the browser (docs/decisions/114-preact-in-the-browser.md), would hydrate the whole page in one
 * task. So while the browser takes a page over (`takeOverInParts`, main.tsx), each part waits:
 * it suspends, Preact keeps the server's HTML of it on screen as it is, and takes it over in a
 * task of its own once its turn comes, one part a task, in the page's order. The server's render
 * and the browser's later renders (a page opened in the app) never wait.
 *
 * Its children must draw exactly one element: Preact keeps and later takes over only the first
 * element of a suspended part (preact 10.29, src/diff/index.js); a second would be taken for a
 * stray and removed, and a part that draws nothing would take its next sibling's element.
 */
export function Later({ children }: { children: ReactNode }) {
  // A part inside a part (a product card inside the page) first drawn while the outer part is
  // taken over waits for a turn of its own too, after those already given out.
  const inPart = useContext(InPart);
  const drawing = useServersDrawing();
  const [part] = useState(() => (takingOver || (inPart && drawing) ? waitForTurn() : null));
  // A part that goes before its turn (the page changed) no longer holds the page's take-over.
  useEffect(() => () => part?.settle(), [part]);
  if (!part) return <Suspense fallback={null}>{children}</Suspense>;
  return (
    <Suspense fallback={null}>
      <Waiting part={part}>
        <TakenOver part={part}>{children}</TakenOver>
      </Waiting>
    </Suspense>
  );
}

/**
 * The page's first take-over: every Later first drawn inside `takeOver` waits for its turn. Under
 * Preact `hydrateRoot` draws the page before it returns; React would draw it after (each of its
 * Suspense boundaries a piece of its own), so no part would wait.
 */
export function takeOverInParts(takeOver: () => void) {
  takingOver = true;
  try {
    takeOver();
  } finally {
    takingOver = false;
  }
}

/**
 * Calls `then` once every part of the page waiting for its turn has been taken over (its effects
 * run), at once if none is waiting; the page is then wholly the app's. Returns a cancel.
 */
export function afterLaterParts(then: () => void): () => void {
  if (waiting === 0) {
    then();
    return () => undefined;
  }
  const call = () => then();
  whenDone.add(call);
  return () => void whenDone.delete(call);
}

interface Part {
  /** Settles when the part's turn has come (a task of its own). */
  turn: Promise<void>;
  /** Whether the turn has come (then the part is drawn). */
  come: boolean;
  /** The part is taken over (or gone): the page no longer waits for it. */
  settle(): void;
}

let takingOver = false;
/** Parts given a turn and not yet taken over. */
let waiting = 0;
const whenDone = new Set<() => void>();
/** The turns to come, in the order the parts were drawn (the page's order). */
const turns: (() => void)[] = [];
let nextTask: (() => void) | undefined;

function waitForTurn(): Part {
  waiting += 1;
  let settled = false;
  const part: Part = {
    come: false,
    turn: new Promise<void>((resolve) => {
      turns.push(() => {
        part.come = true;
        resolve();
      });
    }),
    settle() {
      if (settled) return;
      settled = true;
      waiting -= 1;
      if (waiting > 0) return;
      const waiters = [...whenDone];
      whenDone.clear();
      for (const then of waiters) then();
    },
  };
  (nextTask ??= taskScheduler())();
  return part;
}

/**
 * Asks for a task for each turn; each task gives the next turn. A posted message runs as soon as
 * the thread is free; a timeout may be held back (clamped, or throttled in the background).
 */
function taskScheduler(): () => void {
  const giveTurn = () => turns.shift()?.();
  if (typeof MessageChannel === 'undefined') return () => void setTimeout(giveTurn, 0);
  const channel = new MessageChannel();
  channel.port1.onmessage = giveTurn;
  return () => channel.port2.postMessage(null);
}

/** Holds its part until the part's turn: suspending while hydrating keeps the server's HTML. */
function Waiting({ part, children }: { part: Part; children: ReactNode }) {
  if (!part.come) throw part.turn;
  return children;
}

/**
 * The part, taken over as the server drew it (browser-only values at their server stand-ins,
 * whether or not the rest of the page has moved on), then drawn with the browser's values. Its
 * effect runs after those of the part's first render, so the part is settled once taken over.
 */
function TakenOver({ part, children }: { part: Part; children: ReactNode }) {
  useEffect(() => part.settle(), [part]);
  return (
    <InPart.Provider value>
      <BrowserValues hydrating>{children}</BrowserValues>
    </InPart.Provider>
  );
}
