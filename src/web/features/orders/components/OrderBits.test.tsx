// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderLine } from '#shared/order.schema.js';
import { I18nProvider, loadMessages, loadPageMessages } from '../../../lib/i18n';
import { OrderLines } from './OrderBits';

// 2.5 t of Y12 at 93.747 bars a tonne took 234 bars and was charged as 2.496 t (decision 42).
const y12: OrderLine = {
  productId: 's1',
  name: 'Y12 deformed bar 12 m',
  sku: 'Y12',
  listPrice: 170_000,
  discount: null,
  unitPrice: 170_000,
  qty: 3,
  lineTotal: 424_320,
  variantId: 'v12',
  variantTitle: 'Y12',
  unit: 'tonne',
  quantity: '2.496',
  requested: '2.5',
  adjustment: '2.5 t ≈ 234 bars (2.496 t)',
  stockQuantity: '234',
  stockUnit: 'bar',
};
const cement: OrderLine = {
  ...y12,
  productId: 'c1',
  name: 'Cement 50kg',
  sku: 'CEM',
  listPrice: 780,
  discount: 5,
  unitPrice: 741,
  qty: 2,
  lineTotal: 1482,
  variantId: 'vc',
  variantTitle: null,
  unit: 'bag',
  quantity: '2',
  requested: '2',
  adjustment: null,
  stockQuantity: '2',
  stockUnit: 'bag',
};

function lines(lang: 'en' | 'sw') {
  return render(
    <I18nProvider value={{ lang }}>
      <OrderLines items={[y12, cement]} subtotal={425_802} deliveryFee={0} total={425_802} />
    </I18nProvider>,
  );
}

describe("an order's lines", () => {
  beforeAll(async () => {
    await loadMessages('sw');
    await loadPageMessages('all', 'sw');
    await loadMessages('en');
    await loadPageMessages('all', 'en');
  });

  it('show the variant, the unit and exact quantity, and what the stock rounding did', () => {
    const rows = lines('en').getAllByRole('row');
    const steel = within(rows[1]!);
    expect(steel.getByText('Y12 deformed bar 12 m')).toBeInTheDocument();
    expect(steel.getByText('Y12')).toBeInTheDocument();
    expect(steel.getByText('KSh 170,000 / t')).toBeInTheDocument();
    expect(steel.getByText('2.496 t')).toBeInTheDocument();
    expect(steel.getByText('2.5 t ≈ 234 bars (2.496 t)')).toBeInTheDocument();
    expect(steel.getByText('KSh 424,320')).toBeInTheDocument();
    // A product without options in its own unit: its count and the spec's 'each'.
    expect(rows[2]).toHaveTextContent('Cement 50kgKSh 741 each KSh 7802 bagsKSh 1,482');
  });

  it('word the units in Swahili on a Swahili page', () => {
    const rows = lines('sw').getAllByRole('row');
    expect(within(rows[1]!).getByText('2.5 t ≈ nondo 234 (2.496 t)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('mifuko 2')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/KSh 741 kila moja/)).toBeInTheDocument();
  });
});
