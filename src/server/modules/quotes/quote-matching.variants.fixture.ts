import type { MatchableProduct } from './quote-matcher.js';

// Lines that name sizes and units of products with variants and several sell units (issue 42
// item 4, DESIGN decision 45, docs/decisions/134): bars by the bar and by the tonne, box-profile
// sheets by gauge and length, cement by the bag and by the tonne, paint by tin size, binding wire
// and nails by the kilo. The catalogue is given as the quote catalogue reads it (quote-entries.ts):
// one entry per variant of a product with several, each with the units it is sold in, default
// first. Each line's answer is the variant's SKU (null when none is sure), quantity and unit.

export interface VariantEntry extends MatchableProduct {
  unit: string;
  units: string[];
  price: number;
}

const entry = (
  sku: string,
  name: string,
  category: string,
  variantTitle: string | null,
  units: string[],
  price: number,
  brand: string | null = null,
): VariantEntry => ({
  id: sku,
  sku,
  name,
  category,
  brand,
  size: null,
  tags: [],
  variantTitle,
  unit: units[0]!,
  units,
  price,
});

export const VARIANT_CATALOGUE: VariantEntry[] = [
  ...['Y8', 'Y10', 'Y12', 'Y16', 'Y20'].map((size, i) =>
    entry(`BAR-${size}`, 'Deformed Steel Bar 12m', 'Steel', size, ['bar', 'tonne'], 500 + 400 * i),
  ),
  entry('R6', 'Round Bar R6 12m', 'Steel', null, ['bar', 'tonne'], 330),
  ...(
    [
      ['G28', '2 m'],
      ['G28', '3 m'],
      ['G30', '2 m'],
      ['G30', '3 m'],
      ['G32', '3 m'],
    ] as const
  ).map(([gauge, length], i) =>
    entry(
      `BOX-${gauge}-${length.replace(' ', '')}`,
      'Box Profile Iron Sheet',
      'Roofing',
      `${gauge} / ${length}`,
      ['sheet'],
      700 + 150 * i,
    ),
  ),
  entry(
    'CEM-BAM',
    'Bamburi Power Plus Cement 42.5',
    'Cement',
    null,
    ['bag', 'tonne'],
    780,
    'Bamburi',
  ),
  entry('CEM-SIM', 'Simba Cement 32.5N', 'Cement', null, ['bag', 'tonne'], 700, 'Simba'),
  ...(['1 L', '4 L', '20 L'] as const).flatMap((volume, i) =>
    ['White', 'Cream'].map((colour) =>
      entry(
        `PNT-${volume.replace(' ', '')}-${colour[0]}`,
        'Crown Silk Vinyl Emulsion',
        'Paints',
        `${volume} / ${colour}`,
        ['tin'],
        650 + 2000 * i,
        'Crown',
      ),
    ),
  ),
  entry('BW', 'Binding Wire', 'Steel', null, ['kg', 'roll'], 230),
  ...['3 inch', '4 inch'].map((length) =>
    entry(`NAIL-${length[0]}`, 'Wire Nails', 'Fasteners', length, ['kg'], 180),
  ),
  entry('CHAIN', 'Galvanised Chain 6mm', 'Steel', null, ['meter'], 350),
];

export interface VariantLine {
  line: string;
  sku: string | null;
  quantity: number;
  unit: string | null;
}

const l = (line: string, sku: string | null, quantity: number, unit: string | null = null) => ({
  line,
  sku,
  quantity,
  unit,
});

export const VARIANT_LISTS: { title: string; lines: VariantLine[] }[] = [
  {
    title: 'Steel by the bar and by the tonne',
    lines: [
      l('Y12 x 30', 'BAR-Y12', 30, 'bar'),
      l('2 tonnes Y16', 'BAR-Y16', 2, 'tonne'),
      l('nondo Y10 vipande 40', 'BAR-Y10', 40, 'bar'),
      l('tani 3 Y8', 'BAR-Y8', 3, 'tonne'),
      l('Y20 - 1 ton', 'BAR-Y20', 1, 'tonne'),
      l('12mm rebar 50 pcs', 'BAR-Y12', 50, 'bar'),
      l('R6 rings 100', 'R6', 100, 'bar'),
      l('Y14 x 10', null, 10),
    ],
  },
  {
    title: 'Sheets by gauge and length',
    lines: [
      l('mabati G30 3m x 40', 'BOX-G30-3m', 40, 'sheet'),
      l('box profile gauge 28 2m - 12pcs', 'BOX-G28-2m', 12, 'sheet'),
      l('iron sheets g32 3 metres 25', 'BOX-G32-3m', 25, 'sheet'),
      l('mabati G32 2m x 10', null, 10),
      l('mabati gauge 30 x 20', null, 20),
    ],
  },
  {
    title: 'Cement, paint, wire and nails',
    lines: [
      l('mifuko 50 saruji bamburi', 'CEM-BAM', 50, 'bag'),
      l('bamburi cement tani 2', 'CEM-BAM', 2, 'tonne'),
      l('simba cement 20 bags', 'CEM-SIM', 20, 'bag'),
      l('crown silk white 20 litres x 3', 'PNT-20L-W', 3, 'tin'),
      l('rangi crown silk cream 4L - 6', 'PNT-4L-C', 6, 'tin'),
      l('crown silk 1L x 2', null, 2),
      l('binding wire 25kg', 'BW', 25, 'kg'),
      l('waya wa kufunga roli 2', 'BW', 2, 'roll'),
      l('kg 10 misumari 4 inch', 'NAIL-4', 10, 'kg'),
      l('3 inch nails 15kg', 'NAIL-3', 15, 'kg'),
      l('chain 6mm mita 12', 'CHAIN', 12, 'meter'),
    ],
  },
];
