// @vitest-environment jsdom
// Under Preact, as in the browser (docs/decisions/114-preact-in-the-browser.md): Later relies on
// how Preact takes over a part that suspends while it hydrates.
import type { ComponentChildren, FunctionComponent } from 'preact';
import { createElement, useEffect, useLayoutEffect } from 'preact/compat';
import { createRoot, hydrateRoot } from 'preact/compat/client';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserValues } from '../../lib/use-browser-value';
import { useTakenOver } from '../../lib/use-taken-over';
import { Later, afterLaterParts, takeOverInParts } from './Later';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

// The components' props are typed as React's; here they are handed to Preact.
const h = createElement as (type: unknown, props: object | null, ...c: unknown[]) => never;

// As React's renderToString draws it: a Suspense boundary (Later) between comments.
const SERVER_HTML =
  '<main><h1>Shop</h1><button id="top">Top</button>' +
  '<!--$--><section id="a"><h2>A</h2><button id="a-press">Press A</button></section><!--/$-->' +
  '<!--$--><section id="b"><h2>B</h2><button id="b-press">Press B</button></section><!--/$-->' +
  '<p id="end">End</p></main>';

let container: HTMLElement;
let root: { unmount(): void } | undefined;
let presses: string[];
let rendered: string[];
let effects: string[];
/** For each part, the parts already drawn when its first render was committed. */
let drawnAtCommit: Record<string, string[]>;
/** For each part, what useTakenOver said in each of its renders. */
let takenOver: Record<string, boolean[]>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  presses = [];
  rendered = [];
  effects = [];
  drawnAtCommit = {};
  takenOver = {};
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function Part({ id }: { id: string }) {
  rendered.push(id);
  (takenOver[id] ??= []).push(useTakenOver());
  useLayoutEffect(() => {
    drawnAtCommit[id] = [...new Set(rendered)];
  }, [id]);
  useEffect(() => void effects.push(id), [id]);
  return h(
    'section',
    { id },
    h('h2', null, id.toUpperCase()),
    h(
      'button',
      { id: `${id}-press`, onClick: () => presses.push(id) },
      `Press ${id.toUpperCase()}`,
    ),
  );
}

function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Shop'),
    h('button', { id: 'top', onClick: () => presses.push('top') }, 'Top'),
    h(Later, null, h(Part, { id: 'a' })),
    h(Later, null, h(Part, { id: 'b' })),
    h('p', { id: 'end' }, 'End'),
  );
}

const values = BrowserValues as unknown as FunctionComponent<{
  hydrating: boolean;
  children: ComponentChildren;
}>;

const press = (id: string) => container.querySelector<HTMLButtonElement>(`#${id}`)!.click();
const elements = () => [...container.querySelectorAll('*')];

describe('a part below the fold (Later), as the browser takes a server-drawn page over', () => {
  it('is taken over after the rest, each part in a task of its own, the server HTML kept', async () => {
    container.innerHTML = SERVER_HTML;
    const drawn = elements();
    const page = h(values, { hydrating: true, children: h(Page, null) });
    act(() => takeOverInParts(() => void (root = hydrateRoot(container, page))));

    // The first task (effects included) took over the rest but not the parts.
    press('top');
    press('a-press');
    press('b-press');
    expect(presses).toEqual(['top']);
    expect(rendered).toEqual([]);
    expect(effects).toEqual([]);
    expect(elements()).toEqual(drawn);
    let done = false;
    afterLaterParts(() => (done = true));
    expect(done).toBe(false);

    await vi.waitFor(() => expect(done).toBe(true));
    // Each part was drawn and committed before the next one was drawn: separate takes.
    expect(drawnAtCommit).toEqual({ a: ['a'], b: ['a', 'b'] });
    expect(effects).toEqual(['a', 'b']);
    // The server's elements are the ones the app now runs: none removed, moved or added.
    expect(elements()).toEqual(drawn);
    expect(container.querySelectorAll('section')).toHaveLength(2);
    expect(container.textContent).toBe('ShopTopAPress ABPress BEnd');
    press('a-press');
    press('b-press');
    expect(presses).toEqual(['top', 'a', 'b']);
    // Taken over as the server drew them, though the rest had moved on; the browser's after.
    expect(takenOver).toEqual({ a: [false, true], b: [false, true] });
  });

  it('takes a part inside a part over in a turn of its own, after its outer part', async () => {
    // As the page frame draws <main> as a part, and the page draws each product card as one.
    container.innerHTML =
      '<main><!--$--><div id="outer"><h1>Shop</h1><button id="top">Top</button>' +
      '<!--$--><section id="a"><h2>A</h2><button id="a-press">Press A</button></section><!--/$-->' +
      '<!--$--><section id="b"><h2>B</h2><button id="b-press">Press B</button></section><!--/$-->' +
      '</div><!--/$--></main>';
    const drawn = elements();
    function Outer() {
      rendered.push('outer');
      useLayoutEffect(() => {
        drawnAtCommit.outer = [...new Set(rendered)];
      }, []);
      return h(
        'div',
        { id: 'outer' },
        h('h1', null, 'Shop'),
        h('button', { id: 'top', onClick: () => presses.push('top') }, 'Top'),
        h(Later, null, h(Part, { id: 'a' })),
        h(Later, null, h(Part, { id: 'b' })),
      );
    }
    const page = h(values, {
      hydrating: true,
      children: h('main', null, h(Later, null, h(Outer, null))),
    });
    act(() => takeOverInParts(() => void (root = hydrateRoot(container, page))));
    expect(rendered).toEqual([]);
    let done = false;
    afterLaterParts(() => (done = true));

    await vi.waitFor(() => expect(done).toBe(true));
    // The outer part was committed before the parts inside it were drawn, and each of those
    // before the next: a turn each.
    expect(drawnAtCommit).toEqual({ outer: ['outer'], a: ['outer', 'a'], b: ['outer', 'a', 'b'] });
    expect(elements()).toEqual(drawn);
    press('top');
    press('a-press');
    press('b-press');
    expect(presses).toEqual(['top', 'a', 'b']);
  });

  it('does not hold the take-over once it is gone before its turn', async () => {
    container.innerHTML = SERVER_HTML;
    const page = h(values, { hydrating: true, children: h(Page, null) });
    act(() => takeOverInParts(() => void (root = hydrateRoot(container, page))));
    let done = false;
    afterLaterParts(() => (done = true));
    act(() => root?.unmount());
    root = undefined;
    expect(done).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rendered).toEqual([]);
  });

  it('is drawn at once where the browser draws the page (a page opened in the app)', () => {
    const app = createRoot(container);
    root = app;
    act(() => app.render(h(values, { hydrating: false, children: h(Page, null) })));
    expect(rendered).toEqual(['a', 'b']);
    expect(container.textContent).toBe('ShopTopAPress ABPress BEnd');
    press('a-press');
    expect(presses).toEqual(['a']);
    let done = false;
    afterLaterParts(() => (done = true));
    expect(done).toBe(true);
  });
});
