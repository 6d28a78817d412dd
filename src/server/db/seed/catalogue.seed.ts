import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ProductCategory, ProductUnit } from '../../../shared/constants.js';
import { newId } from '../../lib/ids.js';
import { prepareImage, type PreparedImage } from '../../modules/media/image-encoder.js';
import { replaceOwnerMedia } from '../../modules/media/media.service.js';
import { countProducts, insertProductRow } from '../../modules/products/product.repository.js';
import { PRODUCT_MEDIA_KIND } from '../../modules/products/product.service.js';
import { addService } from '../../modules/services/service.service.js';

// Demo catalogue for SEED_DEMO: 24 products over every category, each with three drawn "views"
// for the 360 viewer, and a few services. Runs only while the products table is empty, so it
// never touches a real shop. The pictures are simple product illustrations drawn as SVG here.

type Drawing = (c: { main: string; accent: string; label: string }) => string;

const DRAWINGS: Record<ProductCategory, Drawing> = {
  Cement: ({ main, accent, label }) => `
    <path d="M270 150 Q400 120 530 150 L560 500 Q400 530 240 500 Z" fill="${main}" stroke="#44403c" stroke-width="5"/>
    <path d="M270 150 Q400 175 530 150" fill="none" stroke="#44403c" stroke-width="4" opacity="0.5"/>
    <rect x="275" y="270" width="250" height="110" rx="10" fill="${accent}"/>
    <text x="400" y="320" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>
    <text x="400" y="362" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#fff" text-anchor="middle">50 KG</text>`,
  Steel: ({ main }) =>
    Array.from({ length: 7 }, (_, i) => {
      const y = 210 + (i % 4) * 48 + (i > 3 ? 24 : 0);
      const x = 150 + (i > 3 ? 30 : 0);
      const ribs = Array.from(
        { length: 18 },
        (_, r) =>
          `<line x1="${x + 20 + r * 28}" y1="${y + 2}" x2="${x + 32 + r * 28}" y2="${y + 26}" stroke="#1f2937" stroke-width="3" opacity="0.45"/>`,
      ).join('');
      return `<rect x="${x}" y="${y}" width="520" height="28" rx="14" fill="${main}" stroke="#374151" stroke-width="3"/>${ribs}`;
    }).join('') +
    `<rect x="300" y="190" width="26" height="250" rx="6" fill="#b45309"/><rect x="520" y="190" width="26" height="250" rx="6" fill="#b45309"/>`,
  Paints: ({ main, accent, label }) => `
    <path d="M300 180 Q400 90 500 180" fill="none" stroke="#6b7280" stroke-width="10"/>
    <rect x="270" y="180" width="260" height="300" fill="#d1d5db" stroke="#4b5563" stroke-width="5"/>
    <ellipse cx="400" cy="180" rx="130" ry="32" fill="#e5e7eb" stroke="#4b5563" stroke-width="5"/>
    <ellipse cx="400" cy="480" rx="130" ry="32" fill="#9ca3af" stroke="#4b5563" stroke-width="5"/>
    <rect x="270" y="250" width="260" height="160" fill="${main}"/>
    <path d="M270 250 Q330 300 400 260 T530 250 L530 290 Q460 330 400 300 T270 300 Z" fill="${accent}" opacity="0.8"/>
    <text x="400" y="380" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>`,
  Plumbing: ({ main, accent }) => `
    <rect x="150" y="260" width="330" height="80" fill="${main}" stroke="#475569" stroke-width="5"/>
    <path d="M480 260 h60 a80 80 0 0 1 80 80 v160 h-80 v-160 h-60 z" fill="${main}" stroke="#475569" stroke-width="5"/>
    <rect x="130" y="250" width="40" height="100" rx="6" fill="${accent}"/>
    <rect x="450" y="250" width="40" height="100" rx="6" fill="${accent}"/>
    <rect x="530" y="480" width="100" height="36" rx="6" fill="${accent}"/>
    <rect x="170" y="276" width="280" height="14" fill="#fff" opacity="0.35"/>`,
  Electrical: ({ main, accent }) => `
    ${[150, 125, 100, 75].map((r, i) => `<circle cx="360" cy="320" r="${r}" fill="none" stroke="${i % 2 ? accent : main}" stroke-width="24"/>`).join('')}
    <circle cx="360" cy="320" r="50" fill="#e5e7eb" stroke="#6b7280" stroke-width="6"/>
    <path d="M510 320 C580 320 560 430 630 430" fill="none" stroke="${main}" stroke-width="22" stroke-linecap="round"/>
    <rect x="620" y="395" width="80" height="70" rx="10" fill="#f3f4f6" stroke="#374151" stroke-width="5"/>
    <rect x="698" y="410" width="30" height="10" fill="#a16207"/><rect x="698" y="440" width="30" height="10" fill="#a16207"/>`,
  Timber: ({ main, accent }) =>
    [0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2]
          .map((col) => {
            const x = 170 + col * 160 + (row % 2) * 40;
            const y = 420 - row * 70;
            return `<rect x="${x}" y="${y}" width="150" height="64" rx="6" fill="${main}" stroke="#78350f" stroke-width="4"/>
        <path d="M${x + 10} ${y + 20} q40 -10 80 0 t60 0 M${x + 10} ${y + 42} q50 10 90 0 t50 0" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>`;
          })
          .join(''),
      )
      .join(''),
  Tools: ({ main, accent }) => `
    <rect x="370" y="230" width="60" height="300" rx="20" fill="${accent}" transform="rotate(-20 400 380)"/>
    <path d="M240 170 h300 a20 20 0 0 1 20 20 v40 a20 20 0 0 1 -20 20 h-240 l-60 -30 z" fill="${main}" stroke="#1f2937" stroke-width="5" transform="rotate(-20 400 380)"/>
    <rect x="382" y="440" width="36" height="80" rx="12" fill="#1f2937" transform="rotate(-20 400 380)"/>`,
  Fasteners: ({ main }) => `
    <rect x="230" y="150" width="60" height="300" fill="${main}" stroke="#374151" stroke-width="4"/>
    ${Array.from({ length: 14 }, (_, i) => `<line x1="230" y1="${230 + i * 16}" x2="290" y2="${222 + i * 16}" stroke="#374151" stroke-width="3"/>`).join('')}
    <polygon points="200,110 320,110 340,150 180,150" fill="${main}" stroke="#374151" stroke-width="4"/>
    ${[
      [460, 250],
      [580, 330],
      [470, 420],
    ]
      .map(
        ([x, y]) =>
          `<polygon points="${x! - 60},${y} ${x! - 30},${y! - 52} ${x! + 30},${y! - 52} ${x! + 60},${y} ${x! + 30},${y! + 52} ${x! - 30},${y! + 52}" fill="${main}" stroke="#374151" stroke-width="4"/><circle cx="${x}" cy="${y}" r="24" fill="#e5e7eb" stroke="#374151" stroke-width="4"/>`,
      )
      .join('')}`,
  Tiles: ({ main, accent }) => `
    <g transform="translate(400 330) skewX(-18) translate(-400 -330)">
      ${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${240 + c * 110}" y="${200 + r * 90}" width="104" height="84" fill="${(r + c) % 2 ? main : accent}" stroke="#fff" stroke-width="6"/>`).join('')).join('')}
    </g>
    <rect x="200" y="480" width="420" height="20" rx="4" fill="#d6d3d1"/>`,
  Roofing: ({ main }) => `
    <path d="M170 200 ${Array.from({ length: 10 }, () => `q23 -30 46 0`).join(' ')} l40 260 ${Array.from({ length: 10 }, () => `q-23 -30 -46 0`).join(' ')} z" fill="${main}" stroke="#334155" stroke-width="4"/>
    ${Array.from({ length: 10 }, (_, i) => `<line x1="${193 + i * 46}" y1="190" x2="${233 + i * 46}" y2="450" stroke="#fff" stroke-width="4" opacity="0.35"/>`).join('')}`,
  'Safety Gear': ({ main, accent }) => `
    <path d="M230 400 Q230 170 400 160 Q570 170 570 400 Z" fill="${main}" stroke="#92400e" stroke-width="5"/>
    <rect x="370" y="160" width="60" height="240" rx="20" fill="${accent}" opacity="0.55"/>
    <path d="M180 400 h440 q10 0 10 12 v10 q0 12 -12 12 h-436 q-12 0 -12 -12 v-10 q0 -12 10 -12 z" fill="${main}" stroke="#92400e" stroke-width="5"/>`,
  Others: ({ main, accent }) => `
    <path d="M200 240 h380 l-60 140 h-260 z" fill="${main}" stroke="#1f2937" stroke-width="5"/>
    <line x1="260" y1="380" x2="200" y2="480" stroke="#374151" stroke-width="12"/>
    <line x1="500" y1="380" x2="640" y2="300" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
    <line x1="330" y1="380" x2="700" y2="260" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="460" cy="450" r="60" fill="#1f2937"/><circle cx="460" cy="450" r="22" fill="#9ca3af"/>`,
};

/** Drawings for products that look unlike the rest of their category. */
const SPECIAL: Record<'drill' | 'tank' | 'boot', Drawing> = {
  boot: ({ main, accent }) => `
    <path d="M290 140 h150 v220 q0 22 24 28 l160 42 q46 14 46 62 v18 h-380 z" fill="${main}" stroke="#1f2937" stroke-width="5"/>
    <rect x="290" y="140" width="150" height="34" rx="6" fill="${accent}" stroke="#1f2937" stroke-width="4"/>
    ${[220, 260, 300, 340].map((y) => `<line x1="320" y1="${y}" x2="410" y2="${y + 10}" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>`).join('')}
    <path d="M612 420 q58 14 58 62 v28 h-100 v-96 z" fill="#9ca3af" stroke="#1f2937" stroke-width="4"/>
    <rect x="280" y="506" width="470" height="34" rx="10" fill="#1f2937"/>`,
  drill: ({ main, accent }) => `
    <rect x="250" y="200" width="300" height="110" rx="45" fill="${main}" stroke="#111827" stroke-width="5"/>
    <rect x="550" y="232" width="60" height="46" rx="8" fill="#374151"/>
    <rect x="610" y="246" width="120" height="18" rx="4" fill="#9ca3af"/>
    <path d="M330 300 h90 l-20 170 h-90 z" fill="#1f2937"/>
    <rect x="270" y="460" width="170" height="60" rx="12" fill="${accent}" stroke="#111827" stroke-width="4"/>
    <rect x="410" y="320" width="16" height="40" rx="6" fill="#f97316"/>`,
  tank: ({ main, accent, label }) => `
    <rect x="250" y="170" width="300" height="330" rx="40" fill="${main}" stroke="#0c4a6e" stroke-width="5"/>
    <ellipse cx="400" cy="172" rx="150" ry="30" fill="${accent}" stroke="#0c4a6e" stroke-width="5"/>
    <rect x="360" y="128" width="80" height="36" rx="8" fill="${accent}" stroke="#0c4a6e" stroke-width="4"/>
    ${[250, 320, 390].map((y) => `<path d="M250 ${y} Q400 ${y + 26} 550 ${y}" fill="none" stroke="#0c4a6e" stroke-width="4" opacity="0.35"/>`).join('')}
    <text x="400" y="460" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>
    <rect x="540" y="450" width="50" height="20" rx="4" fill="#334155"/>`,
};

const BACKGROUNDS = ['#fff7ed', '#f0f9ff', '#f7fee7'];

/** One view of a product: the drawing turned (squeezed) or mirrored, on a soft backdrop. */
function productSvg(
  draw: Drawing,
  colours: { main: string; accent: string; label: string },
  view: number,
): string {
  const scale = [1, 0.62, -1][view] ?? 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${BACKGROUNDS[view % 3]}"/></radialGradient></defs>
  <rect width="800" height="600" fill="url(#bg)"/>
  <ellipse cx="400" cy="540" rx="${Math.abs(scale) * 250 + 40}" ry="26" fill="#000" opacity="0.12"/>
  <g transform="translate(400 330) scale(${scale} 1) translate(-400 -330)">${draw(colours)}</g>
</svg>`;
}

async function productImages(p: DemoProduct): Promise<PreparedImage[]> {
  const draw = p.drawing ? SPECIAL[p.drawing] : DRAWINGS[p.category];
  const images: PreparedImage[] = [];
  for (const view of [0, 1, 2]) {
    const data = await sharp(Buffer.from(productSvg(draw, p.colours, view)))
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
  colours: { main: string; accent: string; label: string };
  discount?: number;
  featured?: boolean;
  status?: 'In Stock' | 'Out of Stock' | 'Discontinued';
  paymentPlan?: string;
  drawing?: keyof typeof SPECIAL;
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
  const services = await app.db.selectFrom('services').select('id').limit(1).execute();
  if (services.length === 0) {
    for (const [i, s] of DEMO_SERVICES.entries()) {
      await addService(app.db, s, new Date(base - (DEMO_SERVICES.length - i) * 1000));
    }
  }
  app.log.info({ products: DEMO_PRODUCTS.length, ms: Date.now() - start }, 'demo catalogue seeded');
}
