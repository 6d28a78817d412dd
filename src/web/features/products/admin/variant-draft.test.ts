import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOf,
  combinations,
  copyColumn,
  copySellUnits,
  problemsOf,
  problemsOfAnswer,
  renameOption,
  rowsOf,
  setOptionValues,
  stockSellUnit,
  toggleCombo,
  updateVariant,
  type Draft,
} from './variant-draft';

/** Y12 bars: Size Y8/Y10/Y12 x Length 6 m/12 m, one variant ticked so far. */
function steel(): Draft {
  return {
    options: [
      { name: 'Size', valuesText: 'Y8, Y10, Y12' },
      { name: 'Length', valuesText: '6 m, 12 m' },
    ],
    variants: [
      {
        key: 'a',
        _id: 'v1',
        options: { Size: 'Y8', Length: '6 m' },
        sku: 'Y8-6M',
        price: '450',
        discount: '',
        reorderLevel: '20',
        stockUnit: 'bar',
        active: true,
        image: '/media/y8/full.webp',
        onHand: '10',
        sellUnits: [{ ...stockSellUnit('bar', '450', true), _id: 'u1' }],
      },
    ],
  };
}

describe('the Options and variants draft', () => {
  it('lists every combination of the values in option order', () => {
    expect(combinations(steel().options).map((c) => `${c.Size}/${c.Length}`)).toEqual([
      'Y8/6 m',
      'Y8/12 m',
      'Y10/6 m',
      'Y10/12 m',
      'Y12/6 m',
      'Y12/12 m',
    ]);
  });

  it('ticks a combination as a new row copying the first row, and unticks it', () => {
    const combo = { Size: 'Y12', Length: '12 m' };
    const ticked = toggleCombo(steel(), combo, 'BAR');
    const row = rowsOf(ticked, combo)[0]!;
    expect(row).toMatchObject({ sku: 'BAR-Y12-12M', price: '450', stockUnit: 'bar', onHand: null });
    expect(row._id).toBeUndefined();
    // The copied sell unit is a new one on the server: it does not carry the first row's id.
    expect(row.sellUnits[0]!._id).toBeUndefined();
    expect(toggleCombo(ticked, combo, 'BAR').variants).toHaveLength(1);
  });

  it("copies the first row's value of a column, and a row's sell units, to every row", () => {
    let draft = toggleCombo(steel(), { Size: 'Y10', Length: '6 m' }, 'BAR');
    draft = updateVariant(draft, 'a', { price: '520' });
    expect(copyColumn(draft, 'price').variants.map((v) => v.price)).toEqual(['520', '520']);
    const tonne = { ...stockSellUnit('tonne', '170000', false), perUnit: '93.747', default: false };
    draft = updateVariant(draft, 'a', { sellUnits: [...draft.variants[0]!.sellUnits, tonne] });
    const copied = copySellUnits(draft, 'a');
    expect(copied.variants[1]!.sellUnits.map((u) => [u.unit, u.perUnit, u._id])).toEqual([
      ['bar', '1', undefined],
      ['tonne', '93.747', undefined],
    ]);
  });

  it('keeps rows ticked when an option is renamed, and fills a new option for every row', () => {
    const renamed = renameOption(steel(), 0, 'Diameter');
    expect(renamed.variants[0]!.options).toEqual({ Length: '6 m', Diameter: 'Y8' });
    const added = setOptionValues(
      { ...steel(), options: [...steel().options, { name: 'Finish', valuesText: '' }] },
      2,
      'black, galvanised',
    );
    expect(added.variants[0]!.options.Finish).toBe('black');
    // Typed a letter at a time, or renamed, a value takes its rows along.
    let typed = setOptionValues(added, 2, 'b');
    typed = setOptionValues(typed, 2, 'bl');
    typed = setOptionValues(typed, 2, 'black, galv');
    expect(typed.variants[0]!.options.Finish).toBe('black');
    expect(setOptionValues(steel(), 0, 'Y08, Y10, Y12').variants[0]!.options.Size).toBe('Y08');
  });

  it("keeps a variant's picture only while the product has it", () => {
    const variant = (image?: string) => ({
      _id: 'v1',
      sku: 'Y8',
      title: 'Y8',
      options: { Size: 'Y8' },
      price: 450,
      discount: null,
      finalPrice: 450,
      stock: { onHand: null, unit: 'bar', status: 'in' as const },
      sellUnits: [],
      active: true,
      ...(image ? { image } : {}),
    });
    const pictures = ['/media/a/full.webp', '/media/b/full.webp'];
    const images = (image?: string) =>
      draftOf([], [variant(image)], pictures).variants.map((v) => v.image);
    expect(images('/media/b/full.webp')).toEqual(['/media/b/full.webp']);
    expect(images('/media/gone/full.webp')).toEqual([null]);
    expect(images()).toEqual([null]);
    expect(toggleCombo(steel(), { Size: 'Y10', Length: '6 m' }, 'Y').variants[1]!.image).toBeNull();
  });

  it('sends decimal strings and numbers as the API takes them', () => {
    expect(bodyOf(steel())).toEqual({
      options: [
        { name: 'Size', values: ['Y8', 'Y10', 'Y12'] },
        { name: 'Length', values: ['6 m', '12 m'] },
      ],
      variants: [
        {
          _id: 'v1',
          options: { Size: 'Y8', Length: '6 m' },
          sku: 'Y8-6M',
          price: 450,
          discount: null,
          reorderLevel: '20',
          stockUnit: 'bar',
          active: true,
          image: '/media/y8/full.webp',
          sellUnits: [
            {
              _id: 'u1',
              unit: 'bar',
              label: null,
              price: 450,
              discount: null,
              perUnit: '1',
              decimals: 0,
              min: '1',
              step: '1',
              default: true,
            },
          ],
        },
      ],
    });
    expect(problemsOf(steel())).toEqual({});
  });

  it("puts the shared schema's refusals on their cells", () => {
    let draft = updateVariant(steel(), 'a', { sku: '', price: 'lots' });
    const unit = { ...draft.variants[0]!.sellUnits[0]!, perUnit: '93.7471234' };
    draft = updateVariant(draft, 'a', { sellUnits: [unit] });
    const problems = problemsOf(draft);
    expect(problems['variants.0.sku']).toBe('SKU is required.');
    expect(problems['variants.0.price']).toBe('Price must be a number.');
    expect(problems['variants.0.sellUnits.0.perUnit']).toMatch(/at most 6 decimals/);
  });

  it("marks the rows a 409 is about: both rows of one combination, the SKU's row", () => {
    let draft = toggleCombo(steel(), { Size: 'Y10', Length: '6 m' }, 'BAR');
    draft = toggleCombo(draft, { Size: 'Y12', Length: '6 m' }, 'BAR');
    const clash = updateVariant(draft, draft.variants[1]!.key, {
      options: { Size: 'Y8', Length: '6 m' },
    });
    const message = 'Two variants have the same combination (Y8 / 6 m).';
    expect(problemsOfAnswer(clash, 'VARIANT_COMBINATION_TAKEN', message)).toEqual({
      'variants.0.options': message,
      'variants.1.options': message,
    });
    const taken = 'Another product has the SKU BAR-Y12-6M.';
    expect(problemsOfAnswer(draft, 'SKU_TAKEN', taken)).toEqual({ 'variants.2.sku': taken });
    const locked =
      'Variant Y8-6M holds stock in bar: count it to 0 before changing its stock unit.';
    expect(problemsOfAnswer(draft, 'STOCK_UNIT_LOCKED', locked)).toEqual({
      'variants.0.stockUnit': locked,
    });
  });
});
