// @vitest-environment jsdom
// Under Preact, as in the browser (docs/decisions/114-preact-in-the-browser.md): ServerHtml relies
// on Preact leaving an element's dangerouslySetInnerHTML alone while it hydrates (decision 180).
import type { ComponentChildren, FunctionComponent } from 'preact';
import { createElement, useState } from 'preact/compat';
import { createRoot, hydrateRoot } from 'preact/compat/client';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserValues } from '../../lib/use-browser-value';
import { Later, afterLaterParts, takeOverInParts } from './Later';
import { ServerHtml, openServerHtmlLink } from './ServerHtml';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const h = createElement as (type: unknown, props: object | null, ...c: unknown[]) => never;

// As React's renderToString draws the page below: one part at the top, one in a Later part.
const SERVER_HTML =
  '<main><div class="contents" data-server-html="top"><h1>Cement</h1>' +
  '<p>Bamburi, <a href="/products/1">50 kg</a></p></div>' +
  '<button id="more">More</button>' +
  '<!--$--><section id="below"><div class="contents" data-server-html="below">' +
  '<p>Delivered in Athi River</p></div></section><!--/$--></main>';

let container: HTMLElement;
let root: { unmount(): void } | undefined;
/** Each render of a component inside a part, by part. */
let drawn: string[];
let setVersion: (v: string) => void;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  drawn = [];
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function Title({ text }: { text: string }) {
  drawn.push('top');
  return h('h1', null, text);
}

function Below() {
  drawn.push('below');
  return h('p', null, 'Delivered in Athi River');
}

function Page() {
  const [version, set] = useState('cement');
  const [presses, setPresses] = useState(0);
  setVersion = set;
  const name = version === 'cement' ? 'Cement' : 'Nails';
  return h(
    'main',
    null,
    h(
      ServerHtml,
      { name: 'top', version, className: 'contents' },
      h(Title, { text: name }),
      h('p', null, 'Bamburi, ', h('a', { href: '/products/1' }, '50 kg')),
    ),
    h('button', { id: 'more', onClick: () => setPresses(presses + 1) }, `More${presses || ''}`),
    h(
      Later,
      null,
      h(
        'section',
        { id: 'below' },
        h(ServerHtml, { name: 'below', version: 'same', className: 'contents' }, h(Below, null)),
      ),
    ),
  );
}

const values = BrowserValues as unknown as FunctionComponent<{
  hydrating: boolean;
  children: ComponentChildren;
}>;
const elements = () => [...container.querySelectorAll('*')];

describe('a part that only shows (ServerHtml), as the browser takes a server-drawn page over', () => {
  it('keeps the server HTML and runs none of its components, here and in a later part', async () => {
    container.innerHTML = SERVER_HTML;
    const before = elements();
    const page = h(values, { hydrating: true, children: h(Page, null) });
    act(() => takeOverInParts(() => void (root = hydrateRoot(container, page))));
    let done = false;
    afterLaterParts(() => (done = true));
    await vi.waitFor(() => expect(done).toBe(true));

    expect(drawn).toEqual([]);
    expect(elements()).toEqual(before);
    expect(container.innerHTML).toBe(SERVER_HTML.replace(/<!--\$-->|<!--\/\$-->/g, ''));
    // The rest of the page is the app's; a render of the page leaves the parts as they are.
    act(() => container.querySelector<HTMLButtonElement>('#more')!.click());
    expect(container.querySelector('#more')!.textContent).toBe('More1');
    expect(drawn).toEqual([]);
    expect(elements()).toEqual(before);
  });

  it('draws its children once what it shows changes', async () => {
    container.innerHTML = SERVER_HTML;
    const page = h(values, { hydrating: true, children: h(Page, null) });
    act(() => takeOverInParts(() => void (root = hydrateRoot(container, page))));
    let done = false;
    afterLaterParts(() => (done = true));
    await vi.waitFor(() => expect(done).toBe(true));

    act(() => setVersion('nails'));
    expect(drawn).toEqual(['top']);
    const top = container.querySelector('[data-server-html="top"]')!;
    expect(top.innerHTML).toBe('<h1>Nails</h1><p>Bamburi, <a href="/products/1">50 kg</a></p>');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    act(() => setVersion('cement'));
    expect(top.innerHTML).toBe('<h1>Cement</h1><p>Bamburi, <a href="/products/1">50 kg</a></p>');
  });

  it('draws its children where the browser draws the page (a page opened in the app)', () => {
    const app = createRoot(container);
    root = app;
    act(() => app.render(h(values, { hydrating: false, children: h(Page, null) })));
    expect(drawn).toEqual(['top', 'below']);
    expect(container.textContent).toBe('CementBamburi, 50 kgMoreDelivered in Athi River');
    expect(container.querySelectorAll('[data-server-html] > *')).toHaveLength(3);
  });
});

describe('a click on a link inside a part kept as the server drew it', () => {
  /** Whether the app took the click (the browser would not follow the link). */
  const click = (link: Element, init: MouseEventInit = {}) => {
    let taken = false;
    // After the document's listeners: notes the answer, and keeps jsdom from following the link.
    const last = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', last);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    window.removeEventListener('click', last);
    return taken;
  };
  let opened: string[];
  const listen = (base: string) => {
    const onClick = (event: MouseEvent) => openServerHtmlLink(event, base, (to) => opened.push(to));
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  };
  beforeEach(() => {
    opened = [];
    container.innerHTML =
      '<div data-server-html="p"><a id="in" href="/sw/products/1?v=2#top"><b>Saruji</b></a>' +
      '<a id="tab" href="/sw/contact" target="_blank">x</a>' +
      '<a id="lang" href="/products" hreflang="en-KE">English</a>' +
      '<a id="away" href="https://example.com/">x</a><a id="english" href="/blog">x</a></div>' +
      '<a id="out" href="/sw/blog">x</a>';
  });

  it('is opened by the app, without the language prefix', () => {
    const stop = listen('/sw');
    const taken = click(container.querySelector('#in b')!);
    stop();
    expect(opened).toEqual(['/products/1?v=2#top']);
    expect(taken).toBe(true);
  });

  it('is left to the browser for a new tab, another language, another site or outside a part', () => {
    const stop = listen('/sw');
    for (const id of ['tab', 'lang', 'away', 'english', 'out'])
      expect(click(container.querySelector(`#${id}`)!)).toBe(false);
    expect(click(container.querySelector('#in')!, { ctrlKey: true })).toBe(false);
    stop();
    expect(opened).toEqual([]);
  });

  it('under no prefix opens the address as it is', () => {
    const stop = listen('/');
    click(container.querySelector('#english')!);
    stop();
    expect(opened).toEqual(['/blog']);
  });
});
