// @vitest-environment jsdom
// Under React, as the server renders (and as the browser would run it again, decision 114): the
// server draws the part's children inside its marked element; React taking such a page over keeps
// that HTML too (the browser's Preact: ServerHtml.preact.test.ts).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserValues } from '../../lib/use-browser-value';
import { ServerHtml } from './ServerHtml';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let drawn = 0;
function Name() {
  drawn += 1;
  return <h3>Cement</h3>;
}

const page = (
  <BrowserValues hydrating>
    <section>
      <ServerHtml name="facts" version="cement">
        <Name />
        <p>
          <a href="/products/1">50 kg</a>
        </p>
      </ServerHtml>
    </section>
  </BrowserValues>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('a part that only shows (ServerHtml) under React', () => {
  it('is drawn in full by the server, marked with its name', () => {
    // The server has no document: it draws the children.
    const { document: dom } = globalThis;
    Reflect.deleteProperty(globalThis, 'document');
    let html: string;
    try {
      html = renderToString(page);
    } finally {
      globalThis.document = dom;
    }
    expect(html).toMatch(
      /^<section><div class="[^"]+" data-server-html="facts"><h3>Cement<\/h3><p><a href="\/products\/1">50 kg<\/a><\/p><\/div><\/section>$/,
    );
  });

  it('keeps the server HTML when React takes the page over', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    drawn = 0;
    const serverHtml = renderToString(page);
    drawn = 0;
    container.innerHTML = serverHtml;
    const before = [...container.querySelectorAll('*')];
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(drawn).toBe(0);
    expect([...container.querySelectorAll('*')]).toEqual(before);
    expect(container.innerHTML).toBe(serverHtml);
  });
});
