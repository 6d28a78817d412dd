// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { PublicOrder } from '#shared/order.schema.js';
import { I18nProvider, loadErrorTexts, loadMessages, loadPageMessages } from '../../../lib/i18n';
import { PayWithMpesa } from './PayWithMpesa';

// An order owing more than one M-Pesa payment carries: the server refuses the prompt and the
// panel says why, in the page's language (docs/decisions/115-mpesa-amount-shapes.md).

const OVER_LIMIT =
  'M-Pesa takes at most KSh 250,000 in one payment, and this order owes KSh 300,000. Please pay it at the shop or by bank transfer.';

const order = {
  reference: 'ARH-7K3Q-9XF2',
  status: 'New',
  payments: [],
  amountDue: 300_000,
  mpesa: 'live',
} as unknown as PublicOrder;

beforeAll(async () => {
  await loadMessages('sw');
  await loadPageMessages('all', 'sw');
  await loadErrorTexts('sw');
  await loadMessages('en');
  await loadPageMessages('all', 'en');
});
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn().mockResolvedValue(
      new Response(JSON.stringify({ message: OVER_LIMIT, code: 'MPESA_AMOUNT_OVER_LIMIT' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function pay(lang: 'en' | 'sw') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider value={{ lang }}>
        <PayWithMpesa order={order} phone="0712345678" />
      </I18nProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button'));
}

it("shows the refusal of an amount past M-Pesa's cap", async () => {
  pay('en');
  expect(await screen.findByText(OVER_LIMIT)).toBeInTheDocument();
});

it('shows it in Swahili on a Swahili page', async () => {
  pay('sw');
  expect(
    await screen.findByText(
      'M-Pesa hupokea hadi KSh 250,000 kwa malipo moja, na oda hii inadaiwa KSh 300,000. Tafadhali lipa dukani au kwa uhamisho wa benki.',
    ),
  ).toBeInTheDocument();
});
