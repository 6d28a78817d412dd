// @vitest-environment jsdom
// Under Preact, as in the browser (docs/decisions/114-preact-in-the-browser.md): the hooks import
// `react` (and their JSX React's runtime), which the browser build points at Preact's React layer.
import type { ComponentChildren, FunctionComponent } from 'preact';
import { createElement } from 'preact/compat';
import { hydrateRoot } from 'preact/compat/client';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserValues, useBrowserValue } from './use-browser-value';
import { useTakenOver } from './use-taken-over';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

let container: HTMLElement;
let root: { unmount(): void } | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const never = () => () => undefined;

/** Takes over the server's HTML with `app`, running its effects, as main.tsx does. */
function takeOver(serverHtml: string, app: FunctionComponent) {
  container.innerHTML = serverHtml;
  const values = BrowserValues as unknown as FunctionComponent<{
    hydrating: boolean;
    children: ComponentChildren;
  }>;
  const page = createElement(values, { hydrating: true, children: createElement(app, null) });
  act(() => {
    root = hydrateRoot(container, page);
  });
}

describe('a value only the browser knows, on a page the server drew', () => {
  it('is drawn in full once the page is taken over, attributes included', () => {
    function CartLink() {
      const count = useBrowserValue(
        never,
        () => 3,
        () => 0,
      );
      return createElement('a', { href: '/cart', 'aria-label': `Cart, ${count} items` }, count);
    }
    takeOver('<a href="/cart" aria-label="Cart, 0 items">0</a>', CartLink);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('aria-label')).toBe('Cart, 3 items');
    expect(link.textContent).toBe('3');
  });

  it('disables a control the app holds until it is ready, after take-over and not before', () => {
    const seen: boolean[] = [];
    function Send() {
      const takenOver = useTakenOver();
      seen.push(takenOver);
      return createElement('button', { type: 'submit', disabled: takenOver }, 'Submit Review');
    }
    takeOver('<button type="submit">Submit Review</button>', Send);
    expect(seen).toEqual([false, true]);
    expect(container.querySelector('button')!.disabled).toBe(true);
  });

  it('keeps such a control enabled until the early script has handed over what was typed', async () => {
    // public/page-capture.js marks <html data-holding> until the values typed before take-over
    // are the app's: a review typed early is not yet in the state, and a press then is held.
    const html = document.documentElement;
    html.setAttribute('data-holding', '');
    try {
      function Send() {
        const takenOver = useTakenOver();
        return createElement('button', { type: 'submit', disabled: takenOver }, 'Submit Review');
      }
      takeOver('<button type="submit">Submit Review</button>', Send);
      expect(container.querySelector('button')!.disabled).toBe(false);
      // The mark's removal is seen by a mutation observer, a microtask later.
      await act(async () => {
        html.removeAttribute('data-holding');
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(container.querySelector('button')!.disabled).toBe(true);
    } finally {
      html.removeAttribute('data-holding');
    }
  });

  it('follows the store after take-over', () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    function Shown() {
      const shown = useBrowserValue(
        subscribe,
        () => value,
        () => 0,
      );
      return createElement('span', null, shown);
    }
    takeOver('<span>0</span>', Shown);
    expect(container.textContent).toBe('1');
    act(() => {
      value = 2;
      listeners.forEach((l) => l());
    });
    expect(container.textContent).toBe('2');
  });
});

describe('a value only the browser knows, where the browser draws alone', () => {
  it('is the browser’s own from the first render', () => {
    const seen: number[] = [];
    function Count() {
      const count = useBrowserValue(
        never,
        () => 3,
        () => 0,
      );
      seen.push(count);
      return createElement('span', null, count);
    }
    act(() => {
      root = hydrateRoot(container, createElement(Count, null));
    });
    expect(seen).toEqual([3]);
  });
});
