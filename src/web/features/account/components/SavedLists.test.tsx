// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { ListAgain, SavedList } from '#shared/list.schema.js';
import { I18nProvider, loadErrorTexts, loadMessages, loadPageMessages } from '../../../lib/i18n';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { resetCartStoreForTests } from '../../cart/cart-store';
import { SavedLists } from './SavedLists';

// 'My lists' (decision 55): a list whose lines are as saved goes into the cart with the one tap
// on 'Add to cart', in its variant, sell unit and exact quantity; a list with changes names them
// and adds nothing before the customer's yes; rename and delete call the customer's own routes.

const steel = {
  productId: 'steel',
  variantId: 'y12',
  name: 'Y12 deformed bar',
  variantTitle: 'Y12',
  unit: 'tonne',
  quantity: '2.5',
  stockUnit: 'bar',
};
const list: SavedList = {
  _id: 'L1',
  name: 'Plot 12 roofing',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  lines: [{ ...steel, unitPrice: 170_000 }],
};
const line = { ...steel, thenPrice: 170_000, onHand: null, image: null, addable: true };
const unchanged: ListAgain = {
  _id: 'L1',
  name: 'Plot 12 roofing',
  subtotal: 424_320,
  changed: 0,
  lines: [{ ...line, nowPrice: 170_000, nowTotal: 424_320, changes: [] }],
};
const dearer: ListAgain = {
  ...unchanged,
  changed: 1,
  subtotal: 449_280,
  lines: [{ ...line, nowPrice: 180_000, nowTotal: 449_280, changes: ['price-up'] }],
};

let again: ListAgain;
let calls: { method: string; url: string; body: unknown }[];

beforeAll(async () => {
  for (const lang of ['sw', 'en'] as const) {
    await loadMessages(lang);
    await loadPageMessages('all', lang);
    await loadErrorTexts(lang);
  }
});
beforeEach(() => {
  localStorage.clear();
  resetCartStoreForTests();
  again = unchanged;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (data: unknown) =>
        new Response(JSON.stringify(data), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (url.endsWith('/again')) return json(again);
      if (method === 'PATCH') return json({ ...list, name: 'Plot 12 walls' });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json({ items: [list] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function show(lang: 'en' | 'sw' = 'en') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider value={{ lang }}>
        <MemoryRouter>
          <SavedLists />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const cartLines = () =>
  JSON.parse(readText(STORAGE_KEYS.cart) ?? '[]') as {
    id: string;
    variantId?: string;
    unit?: string;
    quantity: string;
  }[];

it('puts an unchanged list into the cart with one tap, in its unit and exact quantity', async () => {
  show();
  const card = await screen.findByTestId('my-list');
  expect(within(card).getByText('Plot 12 roofing')).toBeInTheDocument();
  expect(within(card).getByText('2.5 t × Y12 deformed bar (Y12)')).toBeInTheDocument();
  fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Added to your cart.')).toBeInTheDocument();
  expect(cartLines()).toEqual([
    expect.objectContaining({ id: 'steel', variantId: 'y12', unit: 'tonne', quantity: '2.5' }),
  ]);
  expect(calls.filter((c) => c.url.endsWith('/api/me/lists/L1/again'))).toHaveLength(1);
});

it('names a change and adds nothing before the customer says yes', async () => {
  again = dearer;
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText('Price up: KSh 170,000 then, KSh 180,000 today')).toBeTruthy();
  expect(cartLines()).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(cartLines().map((l) => [l.id, l.unit, l.quantity])).toEqual([['steel', 'tonne', '2.5']]);
});

it('renames and deletes the list through the customer’s own routes', async () => {
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
  const name = screen.getByLabelText('New name');
  fireEvent.change(name, { target: { value: 'Plot 12 walls' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
  await screen.findByRole('button', { name: 'Delete' });
  expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
    url: '/api/me/lists/L1',
    body: { name: 'Plot 12 walls' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await vi.waitFor(() =>
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ url: '/api/me/lists/L1' }),
  );
});

it('says it in Swahili on a Swahili page', async () => {
  again = dearer;
  show('sw');
  expect(await screen.findByRole('heading', { name: 'Orodha zangu' })).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Ongeza kwenye kikapu' }));
  expect(await screen.findByText('Mstari 1 umebadilika:')).toBeInTheDocument();
  expect(cartLines()).toEqual([]);
});
