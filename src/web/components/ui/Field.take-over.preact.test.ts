// @vitest-environment jsdom
// Under Preact, as in the browser (docs/decisions/114-preact-in-the-browser.md): while it takes a
// page over, Preact sets a textarea's value, and on any later render every field's.
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

const html = document.documentElement;
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  html.removeAttribute('data-holding');
  document.body.innerHTML = '';
});

it('leave what was typed before take-over on screen until the app has been handed it', async () => {
  // The test setup loaded the fields' texts under React; this test's copies run under Preact.
  vi.resetModules();
  const { createElement, useState } = await import('preact/compat');
  const { hydrateRoot } = await import('preact/compat/client');
  const { act } = await import('preact/test-utils');
  await (await import('../../lib/i18n')).loadMessages('en');
  const { TextareaField, TextField } = await import('./Field');
  const { BrowserValues } = await import('../../lib/use-browser-value');
  // The fields' props are typed as React's; here they are handed to Preact.
  const h = createElement as (type: unknown, props: object | null, ...c: unknown[]) => never;

  // The server's HTML, a name and a message typed into it, and the early script still holding
  // them (public/page-capture.js marks <html data-holding> until it hands the values over).
  html.setAttribute('data-holding', '');
  const container = document.createElement('div');
  container.innerHTML =
    '<form><div class="field"><label for="p-name">Name</label><input id="p-name" value=""/></div>' +
    '<div class="field"><label for="p-message">Message</label><textarea id="p-message"></textarea></div></form>';
  document.body.append(container);
  const name = container.querySelector('input')!;
  const area = container.querySelector('textarea')!;
  name.value = 'Wanjiru';
  area.value = 'Typed on a slow phone';
  let drawAgain = () => undefined as void;
  function Form() {
    const [draft, setDraft] = useState({ name: '', message: '' });
    const [, setCount] = useState(0);
    drawAgain = () => setCount((n) => n + 1);
    return h(
      'form',
      null,
      h(TextField, {
        id: 'p-name',
        label: 'Name',
        value: draft.name,
        onChange: (e: { target: HTMLInputElement }) =>
          setDraft((d) => ({ ...d, name: e.target.value })),
      }),
      h(TextareaField, {
        id: 'p-message',
        label: 'Message',
        value: draft.message,
        onChange: (e: { target: HTMLTextAreaElement }) =>
          setDraft((d) => ({ ...d, message: e.target.value })),
      }),
    );
  }
  let root: { unmount(): void } | undefined;
  act(() => {
    root = hydrateRoot(container, h(BrowserValues, { hydrating: true }, h(Form, null)));
  });
  await act(tick);
  expect(area.value).toBe('Typed on a slow phone');
  // Something draws the form again before the values are handed over (a query settling).
  await act(async () => {
    drawAgain();
    await tick();
  });
  expect(name.value).toBe('Wanjiru');
  expect(area.value).toBe('Typed on a slow phone');

  // The early script hands the values over as typed, then lifts its mark.
  await act(async () => {
    name.dispatchEvent(new Event('input', { bubbles: true }));
    area.dispatchEvent(new Event('input', { bubbles: true }));
    html.removeAttribute('data-holding');
    await tick();
  });
  expect(name.value).toBe('Wanjiru');
  expect(area.value).toBe('Typed on a slow phone');

  // From then on the fields draw the app's values.
  await act(async () => {
    area.value = 'Changed';
    area.dispatchEvent(new Event('input', { bubbles: true }));
    drawAgain();
    await tick();
  });
  expect(area.value).toBe('Changed');
  expect(name.value).toBe('Wanjiru');
  act(() => root?.unmount());
});
