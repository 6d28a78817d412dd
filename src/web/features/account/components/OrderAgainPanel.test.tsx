// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { OrderAgain } from '#shared/account.schema.js';
import { I18nProvider, loadErrorTexts, loadMessages, loadPageMessages } from '../../../lib/i18n';
import { readText, STORAGE_KEYS } from '../../../lib/storage';
import { OrderAgainPanel } from './OrderAgainPanel';

// 'Order again' (decision 54): a rise in price, a line no longer sold and short stock are all
// named, and the cart stays as it was until the customer presses 'Add to cart'.

const line = {
  variantId: 'v1',
  variantTitle: null,
  unit: 'bag',
  stockUnit: 'bag',
  onHand: null,
  image: null,
};
const again: OrderAgain = {
  reference: 'ARH-7K3Q-9XF2',
  subtotal: 19_900,
  changed: 3,
  lines: [
    {
      ...line,
      productId: 'cement',
      name: 'Cement 50 kg',
      quantity: '10',
      thenPrice: 800,
      nowPrice: 850,
      nowTotal: 8_500,
      changes: ['price-up'],
      addable: true,
    },
    {
      ...line,
      productId: 'nails',
      name: 'Wire nails',
      quantity: '4',
      thenPrice: 250,
      nowPrice: null,
      nowTotal: null,
      changes: ['not-sold'],
      addable: false,
    },
    {
      ...line,
      productId: 'paint',
      name: 'Roof paint',
      quantity: '6',
      unit: 'piece',
      stockUnit: 'piece',
      thenPrice: 1_900,
      nowPrice: 1_900,
      nowTotal: 11_400,
      onHand: '4',
      changes: ['short'],
      addable: true,
    },
  ],
};

beforeAll(async () => {
  for (const lang of ['sw', 'en'] as const) {
    await loadMessages(lang);
    await loadPageMessages('all', lang);
    await loadErrorTexts(lang);
  }
});
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(
      async () =>
        new Response(JSON.stringify(again), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(lang: 'en' | 'sw') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider value={{ lang }}>
        <MemoryRouter>
          <OrderAgainPanel reference={again.reference} onClose={() => {}} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const cartLines = () => JSON.parse(readText(STORAGE_KEYS.cart) ?? '[]') as { id: string }[];

it('names every change and adds nothing before the customer says yes', async () => {
  open('en');
  expect(await screen.findByText('3 lines have changed:')).toBeInTheDocument();
  const lines = screen.getAllByTestId('again-line');
  expect(within(lines[0]!).getByText('Price up: KSh 800 then, KSh 850 today')).toBeTruthy();
  expect(within(lines[1]!).getByText('No longer sold: it will not be added')).toBeTruthy();
  expect(within(lines[2]!).getByText('Short of stock: only 4 pieces left')).toBeTruthy();
  expect(cartLines()).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(cartLines().map((l) => l.id)).toEqual(['cement', 'paint']);
  expect(screen.getByText('Added to your cart.')).toBeInTheDocument();
});

it('says it in Swahili on a Swahili page', async () => {
  open('sw');
  expect(await screen.findByText('Mistari 3 imebadilika:')).toBeInTheDocument();
  expect(screen.getByText('Haiuzwi tena: haitaongezwa')).toBeInTheDocument();
  expect(cartLines()).toEqual([]);
});
