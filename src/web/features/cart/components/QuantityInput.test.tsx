// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityInput, quantityProblem } from './QuantityInput';

const bags = { decimals: 0, min: 1000, step: 1000 };
const tonnes = { decimals: 3, min: 500, step: 1 };

describe('the quantity field', () => {
  it("takes a phone's '2,5' for a unit sold in decimals and hands the cart the text", () => {
    const onChange = vi.fn();
    render(
      <QuantityInput
        id="qty-0"
        label="Quantity of Y12"
        quantity="1"
        unit="tonne"
        rule={tonnes}
        lang="en"
        onChange={onChange}
      />,
    );
    const field = screen.getByLabelText('Quantity of Y12');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    fireEvent.change(field, { target: { value: '2,5' } });
    expect(onChange).toHaveBeenLastCalledWith('2,5');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("refuses '0.1' bag inline, naming the rule, keeps it until corrected and tells the page", () => {
    const onChange = vi.fn();
    const onValidity = vi.fn();
    render(
      <QuantityInput
        id="qty-1"
        label="Quantity of Cement"
        quantity="1"
        unit="bag"
        rule={bags}
        lang="en"
        onChange={onChange}
        onValidity={onValidity}
      />,
    );
    const field = screen.getByLabelText('Quantity of Cement');
    fireEvent.change(field, { target: { value: '0.1' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Bags are sold whole: enter 1, 2, 3.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', 'qty-1-error');
    expect(onValidity).toHaveBeenLastCalledWith(false);
    fireEvent.blur(field);
    expect(field).toHaveValue('0.1');
    fireEvent.change(field, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith('3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValidity).toHaveBeenLastCalledWith(true);
  });

  it("shows the cart's quantity again when left empty or at 0", () => {
    const onChange = vi.fn();
    render(
      <QuantityInput
        id="qty-2"
        label="Quantity of Cement"
        quantity="20"
        unit="bag"
        rule={bags}
        lang="en"
        onChange={onChange}
      />,
    );
    const field = screen.getByLabelText('Quantity of Cement');
    for (const typed of ['', '0']) {
      fireEvent.change(field, { target: { value: typed } });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      fireEvent.blur(field);
      expect(field).toHaveValue('20');
      expect(screen.queryByRole('alert')).toBeNull();
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('words every refusal in Swahili on a Swahili page', () => {
    expect(quantityProblem('0.1', 'bag', bags, 'sw')).toBe('Mifuko huuzwa kamili: andika 1, 2, 3.');
    expect(quantityProblem('0.2', 'tonne', tonnes, 'sw')).toBe('Kiasi cha chini ni 0.5 t.');
    expect(quantityProblem('0.2', 'tonne', tonnes, 'en')).toBe('The least you can buy is 0.5 t.');
    expect(quantityProblem('2,500', 'tonne', tonnes, 'en')).toBe(
      'Enter a quantity as a number, such as 2 or 2.5.',
    );
    // A unit the cart does not know yet: any quantity above 0, the shop checks the rest.
    expect(quantityProblem('1.5', null, null, 'en')).toBeNull();
    expect(quantityProblem('0', null, null, 'en')).not.toBeNull();
  });
});
