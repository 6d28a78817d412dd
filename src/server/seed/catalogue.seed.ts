import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ProductCategory, ProductUnit } from '#shared/constants.js';
import { newId } from '../lib/ids.js';
import { prepareImage, type PreparedImage } from '../modules/media/image-encoder.js';
import { replaceOwnerMedia } from '../modules/media/media.service.js';
import { countProducts, insertProductRow } from '../modules/products/product.repository.js';
import { PRODUCT_MEDIA_KIND } from '../modules/products/product.service.js';
import { addService, listServices } from '../modules/services/service.service.js';
import { productDrawing, type DrawingColours } from './drawings.js';

// Demo catalogue for SEED_DEMO: 24 products over every category, each with three drawn "views"
// for the 360 viewer, and a few services. Runs only while the products table is empty, so it
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
}

const P = (p: DemoProduct) => p;
export const DEMO_PRODUCTS: DemoProduct[] = [
  P({
    sku: 'CEM-BAM-50',
    name: 'Bamburi Power Plus Cement 42.5',
    category: 'Cement',
    brand: 'Bamburi',
    unit: 'bag',
    size: '50kg',
    price: 850,
    stock: 420,
    location: 'Athi River',
    description: 'High-strength Portland cement for slabs, columns and beams.',
    tags: ['cement', 'structural'],
    amenities: ['Free delivery over 100 bags', 'Covered storage'],
    colours: { main: '#e7e5e4', accent: '#b91c1c', label: 'BAMBURI' },
    featured: true,
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
  P({
    sku: 'STL-Y12-12',
    name: 'Y12 Deformed Steel Bar',
    category: 'Steel',
    brand: 'Devki',
    unit: 'piece',
    size: '12mm x 12m',
    price: 1150,
    stock: 800,
    location: 'Athi River',
    description: 'High-yield reinforcement bar for columns and beams.',
    tags: ['rebar', 'reinforcement'],
    amenities: ['Cutting and bending on request'],
    colours: { main: '#9ca3af', accent: '#4b5563', label: 'Y12' },
    featured: true,
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
  P({
    sku: 'PNT-CRN-4L',
    name: 'Crown Silk Vinyl Emulsion',
    category: 'Paints',
    brand: 'Crown',
    unit: 'litre',
    size: '4L',
    price: 3450,
    stock: 75,
    location: 'Athi River',
    description: 'Washable silk finish for interior walls.',
    tags: ['paint', 'interior'],
    amenities: ['Colour mixing in store'],
    colours: { main: '#2563eb', accent: '#93c5fd', label: 'CROWN' },
    discount: 10,
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
  P({
    sku: 'ROF-MAB-G30',
    name: 'Mabati Box Profile Gauge 30',
    category: 'Roofing',
    brand: 'Mabati Rolling Mills',
    unit: 'meter',
    size: 'Gauge 30',
    price: 780,
    stock: 900,
    location: 'Athi River',
    description: 'Pre-painted box profile roofing sheet, cut to length.',
    tags: ['mabati', 'roofing'],
    amenities: ['Cut to length', 'Delivery across Kenya'],
    colours: { main: '#991b1b', accent: '#7f1d1d', label: 'MABATI' },
    featured: true,
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
          stock: p.stock,
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
  }
  if ((await listServices(app.db)).length === 0) {
    for (const [i, s] of DEMO_SERVICES.entries()) {
      await addService(app.db, s, new Date(base - (DEMO_SERVICES.length - i) * 1000));
    }
  }
  app.log.info({ products: DEMO_PRODUCTS.length, ms: Date.now() - start }, 'demo catalogue seeded');
}
