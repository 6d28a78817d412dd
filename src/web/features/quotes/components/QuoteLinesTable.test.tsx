// @vitest-environment jsdom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicQuote, QuoteLine, QuoteProduct } from '#shared/quote.schema.js';
import { I18nProvider, loadMessages, loadPageMessages } from '../../../lib/i18n';
import { PriceLinesTable } from '../admin/PriceLinesTable';
import { MatchedLinesTable, chosenOf, toLine } from './MatchedLinesTable';
import { QuoteLinesTable } from './QuoteLinesTable';

// A quote line of a product with several variants names its variant on every quote screen, and
// says its exact quantity in its unit (DESIGN decision 45).

const y12: QuoteLine = {
  text: '2.5 tonnes Y12',
  productId: 'p1',
  name: 'Deformed Steel Bar 12m',
  unit: 'tonne',
  variantId: 'v12',
  variantTitle: 'Y12',
  sku: 'BAR-Y12',
  quantity: 3,
  exactQuantity: '2.496',
  stockQuantity: '234',
  stockUnit: 'bar',
  unitPrice: 170_000,
  lineTotal: 424_320,
};
const cement: QuoteLine = {
  ...y12,
  text: 'cement 40',
  productId: 'p2',
  name: 'Bamburi Cement 50kg',
  unit: 'bag',
  variantId: 'vc',
  variantTitle: null,
  sku: 'CEM',
  quantity: 40,
  exactQuantity: '40',
  stockQuantity: '40',
  stockUnit: 'bag',
  unitPrice: 780,
  lineTotal: 31_200,
};
const quote: PublicQuote = {
  reference: 'Q-ABC123',
  status: 'Sent',
  lines: [y12, cement],
  county: null,
  subtotal: 455_520,
  deliveryFee: 0,
  total: 455_520,
  validUntil: '2026-12-10',
  note: null,
  order: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: '2026-11-27T11:00:00.000Z',
};

const inPage = (lang: 'en' | 'sw', node: React.ReactNode) =>
  render(<I18nProvider value={{ lang }}>{node}</I18nProvider>);

describe('quote lines by variant', () => {
  afterEach(cleanup);
  beforeAll(async () => {
    for (const lang of ['en', 'sw'] as const) {
      await loadMessages(lang);
      await loadPageMessages('all', lang);
    }
  });

  it("show the customer the variant and the exact quantity in its unit, in the page's language", () => {
    const rows = inPage('en', <QuoteLinesTable quote={quote} />).getAllByRole('row');
    expect(within(rows[1]!).getByTestId('quote-line-variant')).toHaveTextContent('Y12');
    expect(within(rows[1]!).getByText('2.496 t')).toBeInTheDocument();
    expect(within(rows[2]!).queryByTestId('quote-line-variant')).toBeNull();
    expect(within(rows[2]!).getByText('40 bags')).toBeInTheDocument();
    const sw = within(inPage('sw', <QuoteLinesTable quote={quote} />).container).getAllByRole(
      'row',
    );
    expect(within(sw[2]!).getByText('mifuko 40')).toBeInTheDocument();
  });

  it('show staff pricing a quote the variant, and the exact quantity with its unit', () => {
    const lines = [y12, cement].map((l) => ({
      text: l.text,
      productId: l.productId,
      name: l.name,
      variantId: l.variantId,
      variantTitle: l.variantTitle,
      unit: l.unit,
      quantity: l.exactQuantity,
      unitPrice: String(l.unitPrice),
    }));
    const rows = inPage('en', <PriceLinesTable lines={lines} onChange={() => {}} />).getAllByRole(
      'row',
    );
    expect(within(rows[1]!).getByTestId('quote-line-variant')).toHaveTextContent('Y12');
    expect(within(rows[1]!).getByLabelText('Quantity of line 1')).toHaveValue('2.496');
    expect(rows[1]).toHaveTextContent('t');
    expect(within(rows[1]!).getByText('KSh 424,320')).toBeInTheDocument();
    expect(within(rows[2]!).queryByTestId('quote-line-variant')).toBeNull();
  });

  it('offer the visitor each variant of a product as its own choice', () => {
    const product = (variantId: string, title: string, price: number): QuoteProduct => ({
      _id: 'p1',
      name: 'Deformed Steel Bar 12m',
      sku: `BAR-${title}`,
      unit: 'bar',
      price,
      variantId,
      variantTitle: title,
    });
    const line = toLine({
      text: 'Y12 x 30',
      quantity: 30,
      product: product('v12', 'Y12', 1300),
      alternatives: [product('v16', 'Y16', 1700)],
    });
    const onChange = vi.fn();
    const view = inPage('en', <MatchedLinesTable lines={[line]} onChange={onChange} />);
    const select = view.getByLabelText(/Y12 x 30/, { selector: 'select' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Deformed Steel Bar 12m - Y12', 'Deformed Steel Bar 12m - Y16', expect.any(String)]);
    fireEvent.change(select, { target: { value: 'p1|v16' } });
    const patch = onChange.mock.calls[0]![1] as { choice: string };
    expect(chosenOf({ ...line, ...patch })).toMatchObject({ variantId: 'v16', price: 1700 });
  });
});
