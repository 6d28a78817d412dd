import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ProductCategory, ProductUnit } from '#shared/constants.js';
import { parseQuantity } from '#shared/quantity.js';
import { ProductVariantsInput } from '#shared/variant.schema.js';
import { newId } from '../lib/ids.js';
import { prepareImage, type PreparedImage } from '../modules/media/image-encoder.js';
import { replaceOwnerMedia } from '../modules/media/media.service.js';
import { countProducts, insertProductRow } from '../modules/products/product.repository.js';
import { PRODUCT_MEDIA_KIND } from '../modules/products/product.service.js';
import { replaceVariants } from '../modules/products/variant.service.js';
import { firstVariantId, setCount } from '../modules/stock/stock-ledger.js';
import { addService, listServices } from '../modules/services/service.service.js';
import { productDrawing, type DrawingColours } from './drawings.js';

// Demo catalogue for SEED_DEMO: 26 products over every category, each with three drawn "views"
// for the 360 viewer, and a few services. Some show how the shop really sells (issue 42): steel
// bars by size, by the bar and by the tonne; cement by the bag and the tonne; box-profile sheets
// by gauge and length; paint by tin size and colour; binding wire by the kilo and the roll; chain
// by the metre. Their variants go in through PUT /api/products/{id}/variants' service and their
// stock is an opening count in the ledger. Runs only while the products table is empty, so it
// never touches a real shop. The pictures are simple product illustrations, SVG files in
// drawings/products/ (drawings.ts).

/** The drawing of a category, in drawings/products/ (e.g. Safety Gear: safety-gear.svg). */
function categoryDrawing(category: ProductCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Drawings for products that look unlike the rest of their category. */
type SpecialDrawing = 'drill' | 'tank' | 'boot';

const BACKGROUNDS = ['#fff7ed', '#f0f9ff', '#f7fee7'];

/** One view of a product: the drawing turned (squeezed) or mirrored, on a soft backdrop. */
function productSvg(drawing: string, view: number): string {
  const scale = [1, 0.62, -1][view] ?? 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${BACKGROUNDS[view % 3]}"/></radialGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <ellipse cx="400" cy="540" rx="${Math.abs(scale) * 250 + 40}" ry="26" fill="#000" opacity="0.12"/>
  <g transform="translate(400 330) scale(${scale} 1) translate(-400 -330)">${drawing}</g>
</svg>`;
}

async function productImages(p: DemoProduct): Promise<PreparedImage[]> {
  const drawing = productDrawing(p.drawing ?? categoryDrawing(p.category), p.colours);
  const images: PreparedImage[] = [];
  for (const view of [0, 1, 2]) {
    const data = await sharp(Buffer.from(productSvg(drawing, view)))
      .png()
      .toBuffer();
    images.push(await prepareImage({ filename: `${p.sku}-${view}.png`, data }));
  }
  return images;
}

/** A sell unit as the seed writes it: decimal strings, as PUT /api/products/{id}/variants takes. */
interface DemoSellUnit {
  unit: ProductUnit;
  price: number;
  /** Stock units in one sell unit ('20' bags in a tonne), at most 6 decimals. */
  perUnit: string;
  decimals: number;
  min: string;
  step: string;
  discount?: number;
}

interface DemoVariant {
  sku: string;
  options: Record<string, string>;
  price: number;
  discount?: number;
  stockUnit: ProductUnit;
  /** The opening shelf count in the stock unit ('412.5' kg). */
  stock: string;
  reorderLevel?: string;
  sellUnits: DemoSellUnit[];
}

interface DemoVariantSet {
  options: { name: string; values: string[] }[];
  /** The first is the product's own (its sku, price, unit and stock on the product row). */
  variants: DemoVariant[];
}

/** Sold whole, one at a time (a bar, a bag, a sheet, a roll of 25 kg). */
const whole = (unit: ProductUnit, price: number, perUnit = '1'): DemoSellUnit => ({
  unit,
  price,
  perUnit,
  decimals: 0,
  min: '1',
  step: '1',
});

/** Sold to decimals (kilos of wire, metres of chain, tonnes of steel). */
const measured = (
  unit: ProductUnit,
  price: number,
  perUnit: string,
  rule: { decimals: number; min: string; step: string },
): DemoSellUnit => ({ unit, price, perUnit, ...rule });

interface DemoProduct {
  sku: string;
  name: string;
  category: ProductCategory;
  brand: string | null;
  unit: ProductUnit;
  size: string;
  price: number | null;
  stock: number;
  location: string;
  description: string;
  tags: string[];
  amenities: string[];
  colours: DrawingColours;
  discount?: number;
  featured?: boolean;
  status?: 'In Stock' | 'Out of Stock' | 'Discontinued';
  paymentPlan?: string;
  drawing?: SpecialDrawing;
  /** Options, variants and sell units (DESIGN decisions 40-41); without, one variant. */
  variants?: DemoVariantSet;
}

const P = (p: DemoProduct) => p;

/** A product with variants: its own sku, unit, price and stock are its first variant's. */
const V = (
  p: Omit<DemoProduct, 'sku' | 'unit' | 'price' | 'stock' | 'discount'> & {
    variants: DemoVariantSet;
  },
): DemoProduct => {
  const first = p.variants.variants[0]!;
  return {
    ...p,
    sku: first.sku,
    unit: first.stockUnit,
    price: first.price,
    stock: Number(first.stock),
    ...(first.discount === undefined ? {} : { discount: first.discount }),
  };
};

// Deformed bars are 12 m long; bars in a tonne = 1000 kg / (kg per metre x 12 m), from the
// standard masses (Y8 0.395, Y10 0.617, Y12 0.888, Y16 1.58 kg/m), to 6 decimals. The seed uses
// these computed figures (Y12: 1000 / 10.656 = 93.843844), not the rounder 93.747 of issue 42's
// example: 2.5 t of Y12 here takes 235 bars and is charged as 2.504 t.
const BARS_PER_TONNE = {
  Y8: '210.970464',
  Y10: '135.062129',
  Y12: '93.843844',
  Y16: '52.742616',
} as const;

const bar = (
  size: keyof typeof BARS_PER_TONNE,
  barPrice: number,
  tonnePrice: number,
  stock: string,
): DemoVariant => ({
  sku: `STL-${size}-12`,
  options: { Size: size, Length: '12 m' },
  price: barPrice,
  stockUnit: 'bar',
  stock,
  reorderLevel: '20',
  sellUnits: [
    whole('bar', barPrice),
    measured('tonne', tonnePrice, BARS_PER_TONNE[size], {
      decimals: 3,
      min: '0.5',
      step: '0.001',
    }),
  ],
});

const sheet = (gauge: string, length: string, price: number, stock: string): DemoVariant => ({
  sku: `ROF-MAB-${gauge}-${length.replace(' ', '').toUpperCase()}`,
  options: { Gauge: gauge, Length: length },
  price,
  stockUnit: 'sheet',
  stock,
  reorderLevel: '20',
  sellUnits: [whole('sheet', price)],
});

const tin = (
  size: string,
  colour: string,
  price: number,
  stock: string,
  discount?: number,
): DemoVariant => ({
  sku: `PNT-CRN-${size.replace(' ', '').toUpperCase()}-${colour.replace(' ', '').toUpperCase()}`,
  options: { Size: size, Colour: colour },
  price,
  ...(discount === undefined ? {} : { discount }),
  stockUnit: 'tin',
  stock,
  reorderLevel: '5',
  sellUnits: [whole('tin', price)],
});
export const DEMO_PRODUCTS: DemoProduct[] = [
  // By the 50 kg bag and by the tonne (20 bags), a bag at a time: one variant, two sell units.
  V({
    name: 'Bamburi Power Plus Cement 42.5',
    category: 'Cement',
    brand: 'Bamburi',
    size: '50kg',
    location: 'Athi River',
    description: 'High-strength Portland cement for slabs, columns and beams.',
    tags: ['cement', 'structural'],
    amenities: ['Free delivery over 100 bags', 'Covered storage'],
    colours: { main: '#e7e5e4', accent: '#b91c1c', label: 'BAMBURI' },
    featured: true,
    variants: {
      options: [],
      variants: [
        {
          sku: 'CEM-BAM-50',
          options: {},
          price: 850,
          stockUnit: 'bag',
          stock: '420',
          reorderLevel: '40',
          sellUnits: [
            whole('bag', 850),
            measured('tonne', 16_500, '20', { decimals: 2, min: '0.5', step: '0.05' }),
          ],
        },
      ],
    },
  }),
  P({
    sku: 'CEM-SAV-50',
    name: 'Savannah Cement 32.5R',
    category: 'Cement',
    brand: 'Savannah',
    unit: 'bag',
    size: '50kg',
    price: 760,
    stock: 300,
    location: 'Athi River',
    description: 'General-purpose cement for blockwork, plaster and screeds.',
    tags: ['cement', 'plaster'],
    amenities: ['Bulk discounts'],
    colours: { main: '#f5f5f4', accent: '#15803d', label: 'SAVANNAH' },
  }),
  // Y8-Y16 by the bar and by the tonne; Y16 is down to 3 bars (below its reorder level of 20).
  V({
    name: 'Deformed Steel Bar',
    category: 'Steel',
    brand: 'Devki',
    size: 'Y8-Y16 x 12m',
    location: 'Athi River',
    description:
      'High-yield reinforcement bar for columns, beams and slabs, by the bar or the tonne.',
    tags: ['rebar', 'reinforcement', 'nondo'],
    amenities: ['Cutting and bending on request'],
    colours: { main: '#9ca3af', accent: '#4b5563', label: 'Y12' },
    featured: true,
    variants: {
      options: [
        { name: 'Size', values: ['Y8', 'Y10', 'Y12', 'Y16'] },
        { name: 'Length', values: ['12 m'] },
      ],
      variants: [
        bar('Y8', 560, 115_000, '600'),
        bar('Y10', 860, 113_500, '450'),
        bar('Y12', 1150, 105_500, '800'),
        bar('Y16', 2050, 106_000, '3'),
      ],
    },
  }),
  P({
    sku: 'STL-BRC-A142',
    name: 'BRC Mesh A142',
    category: 'Steel',
    brand: 'Tononoka',
    unit: 'roll',
    size: '2.4m x 4.8m',
    price: 6800,
    stock: 60,
    location: 'Mlolongo',
    description: 'Welded mesh for slabs, pavements and ground beams.',
    tags: ['mesh', 'slab'],
    amenities: ['Delivery across Kenya'],
    colours: { main: '#a8a29e', accent: '#57534e', label: 'BRC' },
  }),
  // Tin size x colour, sparse: not every colour comes in every tin.
  V({
    name: 'Crown Silk Vinyl Emulsion',
    category: 'Paints',
    brand: 'Crown',
    size: '1L, 4L, 20L',
    location: 'Athi River',
    description: 'Washable silk finish for interior walls.',
    tags: ['paint', 'interior'],
    amenities: ['Colour mixing in store'],
    colours: { main: '#2563eb', accent: '#93c5fd', label: 'CROWN' },
    variants: {
      options: [
        { name: 'Size', values: ['1 l', '4 l', '20 l'] },
        { name: 'Colour', values: ['White', 'Magnolia', 'Sky Blue'] },
      ],
      variants: [
        tin('1 l', 'White', 950, '40'),
        tin('1 l', 'Magnolia', 950, '25'),
        tin('4 l', 'White', 3450, '30', 10),
        tin('4 l', 'Magnolia', 3450, '18', 10),
        tin('4 l', 'Sky Blue', 3550, '4', 10),
        tin('20 l', 'White', 15_800, '12'),
      ],
    },
  }),
  P({
    sku: 'PNT-BAS-20L',
    name: 'Basco Weatherguard Exterior',
    category: 'Paints',
    brand: 'Basco',
    unit: 'litre',
    size: '20L',
    price: 14500,
    stock: 22,
    location: 'Kitengela',
    description: 'Weather-resistant exterior paint for walls and boundary fences.',
    tags: ['paint', 'exterior'],
    amenities: ['Colour mixing in store', 'Free delivery in Athi River'],
    colours: { main: '#b45309', accent: '#fcd34d', label: 'BASCO' },
  }),
  P({
    sku: 'PLB-PVC-4',
    name: 'PVC Pressure Pipe 4-inch',
    category: 'Plumbing',
    brand: 'Kentainers',
    unit: 'piece',
    size: '4-inch x 6m',
    price: 2300,
    stock: 140,
    location: 'Athi River',
    description: 'Class D pressure pipe for water supply lines.',
    tags: ['pipe', 'pvc', 'water'],
    amenities: ['Cut to length'],
    colours: { main: '#e5e7eb', accent: '#1d4ed8', label: 'PVC' },
  }),
  P({
    sku: 'PLB-PPR-25',
    name: 'PPR Elbow 25mm',
    category: 'Plumbing',
    brand: null,
    unit: 'piece',
    size: '25mm',
    price: 60,
    stock: 900,
    location: 'Mlolongo',
    description: 'Heat-fusion elbow for hot and cold water PPR lines.',
    tags: ['fitting', 'ppr'],
    amenities: [],
    colours: { main: '#22c55e', accent: '#166534', label: 'PPR' },
  }),
  P({
    sku: 'ELC-CBL-2.5',
    name: 'Twin & Earth Cable 2.5mm',
    category: 'Electrical',
    brand: 'East African Cables',
    unit: 'roll',
    size: '100m',
    price: 9800,
    stock: 35,
    location: 'Athi River',
    description: 'Copper cable for socket circuits, KEBS approved.',
    tags: ['cable', 'wiring'],
    amenities: ['KEBS approved'],
    colours: { main: '#dc2626', accent: '#1f2937', label: 'CABLE' },
    featured: true,
  }),
  P({
    sku: 'ELC-SKT-13',
    name: 'Twin Switched Socket 13A',
    category: 'Electrical',
    brand: 'Tronic',
    unit: 'piece',
    size: '13A',
    price: 450,
    stock: 260,
    location: 'Kitengela',
    description: 'Double switched socket outlet for domestic wiring.',
    tags: ['socket', 'switch'],
    amenities: ['12-month warranty'],
    colours: { main: '#f59e0b', accent: '#78350f', label: 'SOCKET' },
  }),
  P({
    sku: 'TMB-CYP-2X4',
    name: 'Cypress Timber 2x4',
    category: 'Timber',
    brand: 'Timsales',
    unit: 'meter',
    size: '2x4 inch',
    price: 180,
    stock: 1500,
    location: 'Athi River',
    description: 'Treated cypress for roofing trusses and formwork.',
    tags: ['timber', 'roofing'],
    amenities: ['Treated against termites'],
    colours: { main: '#d97706', accent: '#92400e', label: '2x4' },
  }),
  P({
    sku: 'TMB-PLY-18',
    name: 'Marine Plywood 18mm',
    category: 'Timber',
    brand: 'Comply',
    unit: 'piece',
    size: '8x4 ft',
    price: 5200,
    stock: 48,
    location: 'Mlolongo',
    description: 'Water-resistant plywood for formwork and cabinets.',
    tags: ['plywood', 'formwork'],
    amenities: ['Cut to size'],
    colours: { main: '#fbbf24', accent: '#b45309', label: 'PLY' },
  }),
  P({
    sku: 'TLS-HMR-16',
    name: 'Claw Hammer 16oz',
    category: 'Tools',
    brand: 'Stanley',
    unit: 'piece',
    size: '16oz',
    price: 1350,
    stock: 55,
    location: 'Athi River',
    description: 'Fibreglass handle claw hammer with anti-vibration grip.',
    tags: ['hammer', 'hand tool'],
    amenities: ['Lifetime warranty'],
    colours: { main: '#374151', accent: '#facc15', label: 'HAMMER' },
  }),
  P({
    sku: 'TLS-DRL-18V',
    name: 'Cordless Drill 18V',
    category: 'Tools',
    brand: 'Bosch',
    unit: 'set',
    size: '18V, 2 batteries',
    price: 18500,
    stock: 9,
    location: 'Athi River',
    description: 'Cordless drill-driver with two batteries and charger.',
    tags: ['drill', 'power tool'],
    amenities: ['1-year warranty', 'Demo in store'],
    colours: { main: '#1e3a8a', accent: '#16a34a', label: 'DRILL' },
    featured: true,
    paymentPlan: 'Pay in 3 instalments',
    drawing: 'drill',
  }),
  P({
    sku: 'FST-NAIL-4',
    name: 'Wire Nails 4-inch',
    category: 'Fasteners',
    brand: null,
    unit: 'kg',
    size: '4-inch',
    price: 220,
    stock: 600,
    location: 'Athi River',
    description: 'Round wire nails for carpentry and roofing.',
    tags: ['nails'],
    amenities: [],
    colours: { main: '#9ca3af', accent: '#6b7280', label: 'NAILS' },
  }),
  // By the kilo (to a tenth) and by the 25 kg roll.
  V({
    name: 'Binding Wire',
    category: 'Fasteners',
    brand: null,
    size: '25kg roll',
    location: 'Athi River',
    description: 'Soft annealed wire for tying reinforcement bars, by the kilo or the roll.',
    tags: ['binding wire', 'rebar'],
    amenities: [],
    colours: { main: '#6b7280', accent: '#374151', label: 'WIRE' },
    variants: {
      options: [],
      variants: [
        {
          sku: 'FST-BWR-25',
          options: {},
          price: 260,
          stockUnit: 'kg',
          stock: '412.5',
          reorderLevel: '50',
          sellUnits: [
            measured('kg', 260, '1', { decimals: 1, min: '0.5', step: '0.1' }),
            whole('roll', 6200, '25'),
          ],
        },
      ],
    },
  }),
  // By the metre, to a tenth.
  V({
    name: 'Galvanised Chain 8mm',
    category: 'Fasteners',
    brand: null,
    size: '8mm link',
    location: 'Kitengela',
    description: 'Hot-dip galvanised chain for gates, fencing and lifting, cut to the metre.',
    tags: ['chain', 'fencing'],
    amenities: ['Cut to length'],
    colours: { main: '#94a3b8', accent: '#334155', label: 'CHAIN' },
    variants: {
      options: [],
      variants: [
        {
          sku: 'FST-CHN-8',
          options: {},
          price: 450,
          stockUnit: 'meter',
          stock: '150.5',
          reorderLevel: '20',
          sellUnits: [measured('meter', 450, '1', { decimals: 1, min: '0.5', step: '0.1' })],
        },
      ],
    },
  }),
  P({
    sku: 'FST-BLT-M12',
    name: 'Hex Bolts & Nuts M12',
    category: 'Fasteners',
    brand: 'Unbrako',
    unit: 'packet',
    size: 'M12 x 100, 10 pcs',
    price: 650,
    stock: 120,
    location: 'Kitengela',
    description: 'Zinc-plated bolts with nuts for steel structures.',
    tags: ['bolts', 'nuts'],
    amenities: [],
    colours: { main: '#cbd5e1', accent: '#475569', label: 'M12' },
  }),
  P({
    sku: 'TIL-CER-40',
    name: 'Ceramic Floor Tile 40x40',
    category: 'Tiles',
    brand: 'Saj Ceramics',
    unit: 'square_meter',
    size: '40x40 cm',
    price: 1100,
    stock: 380,
    location: 'Athi River',
    description: 'Matt ceramic floor tile, anti-slip.',
    tags: ['tiles', 'floor'],
    amenities: ['Free tile spacers'],
    colours: { main: '#a8a29e', accent: '#e7e5e4', label: 'TILE' },
  }),
  P({
    sku: 'TIL-POR-60',
    name: 'Polished Porcelain Tile 60x60',
    category: 'Tiles',
    brand: 'Johnson',
    unit: 'square_meter',
    size: '60x60 cm',
    price: 2450,
    stock: 140,
    location: 'Mlolongo',
    description: 'Polished porcelain for living rooms and shops.',
    tags: ['tiles', 'porcelain'],
    amenities: ['Free tile spacers'],
    colours: { main: '#f5f5f4', accent: '#94a3b8', label: 'TILE' },
    discount: 5,
  }),
  // Gauge x length, sparse: G32 comes in 3 m sheets only.
  V({
    name: 'Mabati Box Profile Sheet',
    category: 'Roofing',
    brand: 'Mabati Rolling Mills',
    size: 'G28-G32, 2m and 3m',
    location: 'Athi River',
    description: 'Pre-painted box profile roofing sheet, by gauge and length.',
    tags: ['mabati', 'roofing', 'iron sheets'],
    amenities: ['Cut to length', 'Delivery across Kenya'],
    colours: { main: '#991b1b', accent: '#7f1d1d', label: 'MABATI' },
    featured: true,
    variants: {
      options: [
        { name: 'Gauge', values: ['G28', 'G30', 'G32'] },
        { name: 'Length', values: ['2 m', '3 m'] },
      ],
      variants: [
        sheet('G28', '2 m', 1250, '120'),
        sheet('G28', '3 m', 1850, '90'),
        sheet('G30', '2 m', 980, '200'),
        sheet('G30', '3 m', 1450, '160'),
        sheet('G32', '3 m', 1150, '75'),
      ],
    },
  }),
  P({
    sku: 'ROF-RDG-G28',
    name: 'Ridge Cap Gauge 28',
    category: 'Roofing',
    brand: 'Safal',
    unit: 'piece',
    size: '2m',
    price: 950,
    stock: 200,
    location: 'Kitengela',
    description: 'Matching ridge cap for box profile and corrugated roofs.',
    tags: ['ridge', 'roofing'],
    amenities: [],
    colours: { main: '#1e40af', accent: '#1e3a8a', label: 'RIDGE' },
  }),
  P({
    sku: 'SAF-HLM-Y',
    name: 'Safety Helmet',
    category: 'Safety Gear',
    brand: '3M',
    unit: 'piece',
    size: 'Adjustable',
    price: 650,
    stock: 110,
    location: 'Athi River',
    description: 'Vented hard hat with ratchet headband.',
    tags: ['ppe', 'helmet'],
    amenities: [],
    colours: { main: '#facc15', accent: '#ffffff', label: 'PPE' },
  }),
  P({
    sku: 'SAF-BTS-42',
    name: 'Steel Toe Safety Boots',
    category: 'Safety Gear',
    brand: 'Bata',
    unit: 'set',
    size: 'Sizes 39-46',
    price: 3800,
    stock: 0,
    location: 'Mlolongo',
    description: 'Steel toe-cap boots with oil-resistant soles.',
    tags: ['ppe', 'boots'],
    amenities: [],
    colours: { main: '#7c2d12', accent: '#fdba74', label: 'PPE' },
    status: 'Out of Stock',
    drawing: 'boot',
  }),
  P({
    sku: 'OTH-WBR-85',
    name: 'Heavy Duty Wheelbarrow',
    category: 'Others',
    brand: 'Tata',
    unit: 'piece',
    size: '85L',
    price: 7200,
    stock: 18,
    location: 'Athi River',
    description: 'Reinforced steel tray with a puncture-proof wheel.',
    tags: ['wheelbarrow', 'site'],
    amenities: ['Assembly included'],
    colours: { main: '#16a34a', accent: '#854d0e', label: 'BARROW' },
  }),
  P({
    sku: 'OTH-TANK-5K',
    name: 'Water Storage Tank 5000L',
    category: 'Others',
    brand: 'Roto',
    unit: 'piece',
    size: '5000L',
    price: null,
    stock: 6,
    location: 'Athi River',
    description: 'UV-stabilised water tank. Call for the current price and delivery.',
    tags: ['tank', 'water'],
    amenities: ['Delivery and installation'],
    colours: { main: '#0ea5e9', accent: '#0369a1', label: '5000L' },
    paymentPlan: 'Lipa Mdogo Mdogo',
    drawing: 'tank',
  }),
];

export const DEMO_SERVICES = [
  {
    name: 'Site Delivery',
    description:
      'Same-day delivery within Athi River, Mlolongo and Kitengela for orders placed before noon.',
  },
  {
    name: 'Rebar Cutting & Bending',
    description: 'Send us your bar bending schedule and collect ready-cut steel.',
  },
  {
    name: 'Tool Hire',
    description: 'Concrete mixers, vibrators and scaffolding by the day or week.',
  },
];

/** Thousandths of a decimal string the seed itself wrote. */
function thousandths(text: string): number {
  const parsed = parseQuantity(text);
  if (!parsed.ok) throw new Error(`demo seed: bad quantity ${text}`);
  return parsed.value;
}

/** Sets a product's options, variants and sell units, then counts each variant's opening stock. */
async function seedVariants(
  app: FastifyInstance,
  productId: string,
  set: DemoVariantSet,
  at: Date,
): Promise<void> {
  const firstId = await firstVariantId(app.db, productId);
  // Parsed as the API parses it, so the demo can hold only what staff could enter.
  const input = ProductVariantsInput.parse({
    options: set.options,
    variants: set.variants.map((v, i) => ({
      ...(i === 0 && firstId !== null ? { _id: firstId } : {}),
      sku: v.sku,
      options: v.options,
      price: v.price,
      discount: v.discount ?? null,
      reorderLevel: v.reorderLevel ?? null,
      stockUnit: v.stockUnit,
      sellUnits: v.sellUnits.map((u, j) => ({ ...u, default: j === 0 })),
    })),
  });
  const saved = await replaceVariants(app.db, productId, input, at);
  await app.db.transaction().execute(async (trx) => {
    for (const [i, variant] of saved.variants.entries())
      await setCount(trx, variant._id, thousandths(set.variants[i]!.stock), at, {
        reason: 'Opening balance',
      });
  });
}

export async function seedDemoCatalogue(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo) return;
  if ((await countProducts(app.db)) > 0) return;
  const start = Date.now();
  const base = app.clock.now().getTime();
  for (const [i, p] of DEMO_PRODUCTS.entries()) {
    const images = await productImages(p);
    // Spread over the last days so the newest-first list has a stable, sensible order.
    const at = new Date(base - (DEMO_PRODUCTS.length - i) * 60 * 60 * 1000);
    const id = newId();
    await app.db.transaction().execute(async (trx) => {
      await insertProductRow(
        trx,
        id,
        {
          sku: p.sku,
          name: p.name,
          category: p.category,
          brand: p.brand,
          unit: p.unit,
          size: p.size,
          price: p.price,
          discount: p.discount ?? null,
          // A product with variants is counted below, once its variants exist.
          stock: p.variants ? null : p.stock,
          reorderLevel: 10,
          supplierName: p.brand ? `${p.brand} Distributors` : null,
          supplierContact: null,
          location: p.location,
          description: p.description,
          isFeatured: p.featured ?? false,
          status: p.status ?? 'In Stock',
          paymentPlan: p.paymentPlan ?? null,
          tags: p.tags,
          amenities: p.amenities,
        },
        at,
      );
      await replaceOwnerMedia(trx, { kind: PRODUCT_MEDIA_KIND, id }, images, at);
    });
    if (p.variants) await seedVariants(app, id, p.variants, at);
  }
  if ((await listServices(app.db)).length === 0) {
    for (const [i, s] of DEMO_SERVICES.entries()) {
      await addService(app.db, s, new Date(base - (DEMO_SERVICES.length - i) * 1000));
    }
  }
  app.log.info({ products: DEMO_PRODUCTS.length, ms: Date.now() - start }, 'demo catalogue seeded');
}
