// @vitest-environment jsdom
// Under Preact, as in the browser (docs/decisions/114-preact-in-the-browser.md).
import { describe, expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-runtime'));

describe('the form fields, as the browser runs them', () => {
  it('hand a ref to their control, as react-hook-form needs to read it', async () => {
    // The test setup loaded the fields' texts under React; this file's copies run under Preact.
    vi.resetModules();
    const { createElement, createRef } = await import('preact/compat');
    // The fields' props are typed as React's; here they are handed to Preact.
    const h = createElement as (type: unknown, props: object | null, ...c: unknown[]) => never;
    const { createRoot } = await import('preact/compat/client');
    const { act } = await import('preact/test-utils');
    await (await import('../../lib/i18n')).loadMessages('en');
    const { CheckboxField, SelectField, TextareaField, TextField } = await import('./Field');
    const container = document.createElement('div');
    const refs = {
      text: createRef<HTMLInputElement>(),
      select: createRef<HTMLSelectElement>(),
      area: createRef<HTMLTextAreaElement>(),
      box: createRef<HTMLInputElement>(),
    };
    const root = createRoot(container);
    act(() =>
      root.render(
        h('form', null, [
          h(TextField, { key: 1, id: 'p-sku', label: 'SKU', ref: refs.text }),
          h(SelectField, { key: 2, id: 'p-unit', label: 'Unit', ref: refs.select }),
          h(TextareaField, { key: 3, id: 'p-about', label: 'About', ref: refs.area }),
          h(CheckboxField, { key: 4, id: 'p-stock', label: 'Stock', ref: refs.box }),
        ]),
      ),
    );
    expect(refs.text.current).toBe(container.querySelector('#p-sku'));
    expect(refs.select.current).toBe(container.querySelector('#p-unit'));
    expect(refs.area.current).toBe(container.querySelector('#p-about'));
    expect(refs.box.current).toBe(container.querySelector('#p-stock'));
    act(() => root.unmount());
  });
});
