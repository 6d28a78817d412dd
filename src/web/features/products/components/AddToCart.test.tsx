// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellUnit, Variant } from '#shared/variant.schema.js';
import { aPublicProduct } from '../../../test/products';
import { AddToCart } from './AddToCart';

vi.mock('../../../components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const bar: SellUnit = {
  _id: 'u-bar',
  unit: 'bar',
  label: null,
  price: 1150,
  discount: null,
  finalPrice: 1150,
  perUnit: '1',
  decimals: 0,
  min: '1',
  step: '1',
  default: true,
};
const tonne: SellUnit = {
  ...bar,
  _id: 'u-t',
  unit: 'tonne',
  price: 105_500,
  finalPrice: 105_500,
  perUnit: '93.747',
  decimals: 3,
  min: '0.5',
  step: '0.001',
  default: false,
};
const y12: Variant = {
  _id: 'v12',
  sku: 'STL-Y12',
  title: 'Y12',
  options: { Size: 'Y12' },
  price: 1150,
  discount: null,
  finalPrice: 1150,
  stock: { onHand: '800', unit: 'bar', status: 'in' },
  sellUnits: [bar, tonne],
  active: true,
};
const steel = aPublicProduct({ _id: 'steel', name: 'Deformed bar', variants: [y12] });

const cart = () =>
  JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<Record<string, unknown>>;

function Harness({ unitId }: { unitId: string | null }) {
  return <AddToCart product={steel} variant={y12} unitId={unitId} onUnit={() => undefined} />;
}

describe("the product page's Reserve", () => {
  beforeEach(() => localStorage.clear());

  it('puts the variant, the chosen sell unit and the exact quantity typed with a comma in the cart', async () => {
    const user = userEvent.setup();
    render(<Harness unitId="u-t" />);
    const field = screen.getByLabelText('Quantity');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.clear(field);
    await user.type(field, '2,5');
    // What the stock takes, said before anything is added.
    expect(screen.getByText('2.5 t ≈ 234 bars (2.496 t)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(cart()).toMatchObject([
      { id: 'steel', variantId: 'v12', unit: 'tonne', quantity: '2.5', price: 105_500 },
    ]);
  });

  it("refuses half a bar with the unit's rule and adds nothing", async () => {
    const user = userEvent.setup();
    render(<Harness unitId={null} />);
    const field = screen.getByLabelText('Quantity');
    await user.clear(field);
    await user.type(field, '1.5');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(screen.getByText('Bars are sold whole: enter 1, 2, 3.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(cart()).toEqual([]);
  });
});
