// The measured matching of decision 36 (docs/decisions/097-quote-matching.md): a known catalogue
// and lists written the way contractors send them on WhatsApp (English, Swahili, both, typos,
// lines the shop does not stock), each line with its right answer: the product's SKU, or null
// when no product is sure (several would do, or the shop has none), and the quantity. A generic
// line for an item stocked in several brands at one size ('cement 100 bags') is the cheapest of
// them since decision 117 (it was null before).
// quote-matching.test.ts holds the matcher to >= 90% right and to no product for a null line;
// `npm run bench` reports the same score.

export interface FixtureProduct {
  sku: string;
  name: string;
  category: string;
  brand: string | null;
  size: string | null;
  unit: string;
  price: number;
}

const p = (
  sku: string,
  name: string,
  category: string,
  unit: string,
  price: number,
  brand: string | null = null,
  size: string | null = null,
): FixtureProduct => ({ sku, name, category, brand, size, unit, price });

export const FIXTURE_CATALOGUE: FixtureProduct[] = [
  p('CEM-BAM-425', 'Bamburi Power Plus Cement 42.5', 'Cement', 'bag', 780, 'Bamburi', '50kg'),
  p('CEM-SAV-325', 'Savannah Cement 32.5R', 'Cement', 'bag', 720, 'Savannah', '50kg'),
  p('CEM-SIM-325', 'Simba Cement 32.5N', 'Cement', 'bag', 700, 'Simba', '50kg'),
  p('CEM-ADH-20', 'Tile Adhesive 20kg', 'Cement', 'bag', 950, 'Bamburi', '20kg'),
  p('STL-Y8', 'Y8 Deformed Steel Bar 12m', 'Steel', 'piece', 520),
  p('STL-Y10', 'Y10 Deformed Steel Bar 12m', 'Steel', 'piece', 780),
  p('STL-Y12', 'Y12 Deformed Steel Bar 12m', 'Steel', 'piece', 1150),
  p('STL-Y16', 'Y16 Deformed Steel Bar 12m', 'Steel', 'piece', 2050),
  p('STL-R6', 'R6 Round Bar 12m', 'Steel', 'piece', 330),
  p('STL-A142', 'BRC Mesh A142', 'Steel', 'piece', 6500),
  p('STL-A98', 'BRC Mesh A98', 'Steel', 'piece', 4700),
  p('STL-BW', 'Binding Wire 25kg', 'Steel', 'roll', 4200, null, '25kg'),
  p('STL-BARB', 'Barbed Wire 400m', 'Steel', 'roll', 3900),
  p('STL-CHAIN', 'Chain Link Fence 1.8m x 20m', 'Steel', 'roll', 8500),
  p('ROF-G30', 'Mabati Box Profile Gauge 30', 'Roofing', 'piece', 980),
  p('ROF-G28', 'Mabati Box Profile Gauge 28', 'Roofing', 'piece', 1250),
  p('ROF-CI32', 'Corrugated Iron Sheet Gauge 32', 'Roofing', 'piece', 690),
  p('ROF-RIDGE', 'Ridge Cap Gauge 28', 'Roofing', 'piece', 650),
  p('ROF-NAIL', 'Roofing Nails 2.5-inch', 'Fasteners', 'kg', 320),
  p('FAS-WN2', 'Wire Nails 2-inch', 'Fasteners', 'kg', 180),
  p('FAS-WN3', 'Wire Nails 3-inch', 'Fasteners', 'kg', 180),
  p('FAS-WN4', 'Wire Nails 4-inch', 'Fasteners', 'kg', 175),
  p('FAS-M12', 'Hex Bolts & Nuts M12', 'Fasteners', 'packet', 450),
  p('FAS-SCREW', 'Wood Screws 1.5-inch', 'Fasteners', 'packet', 250),
  p('PNT-CS4', 'Crown Silk Vinyl Emulsion 4L', 'Paints', 'piece', 2400, 'Crown'),
  p('PNT-CS20', 'Crown Silk Vinyl Emulsion 20L', 'Paints', 'piece', 10500, 'Crown'),
  p('PNT-BAS4', 'Basco Weatherguard Exterior 4L', 'Paints', 'piece', 3100, 'Basco'),
  p('PNT-GLOSS4', 'Sadolin Gloss Enamel 4L', 'Paints', 'piece', 2900, 'Sadolin'),
  p('PNT-THIN', 'Paint Thinner 1L', 'Paints', 'piece', 450),
  p('PNT-BRUSH4', 'Paint Brush 4-inch', 'Tools', 'piece', 280),
  p('PNT-ROLLER', 'Paint Roller 9-inch', 'Tools', 'piece', 650),
  p('PLB-PVC4', 'PVC Pressure Pipe 4-inch', 'Plumbing', 'piece', 1900),
  p('PLB-PVC2', 'PVC Pressure Pipe 2-inch', 'Plumbing', 'piece', 850),
  p('PLB-PPR25', 'PPR Pipe 25mm', 'Plumbing', 'piece', 560),
  p('PLB-ELB25', 'PPR Elbow 25mm', 'Plumbing', 'piece', 45),
  p('PLB-TAP', 'Brass Bib Tap 1/2-inch', 'Plumbing', 'piece', 750),
  p('PLB-GATE', 'Gate Valve 1-inch', 'Plumbing', 'piece', 1350),
  p('PLB-SOLV', 'PVC Solvent Cement 250ml', 'Plumbing', 'piece', 420),
  p('PLB-T5000', 'Water Storage Tank 5000L', 'Plumbing', 'piece', 48000, 'Roto'),
  p('PLB-T1000', 'Water Storage Tank 1000L', 'Plumbing', 'piece', 12500, 'Roto'),
  p('ELC-TE25', 'Twin & Earth Cable 2.5mm', 'Electrical', 'roll', 7800),
  p('ELC-TE15', 'Twin & Earth Cable 1.5mm', 'Electrical', 'roll', 5200),
  p('ELC-SOCKET', 'Twin Switched Socket 13A', 'Electrical', 'piece', 480),
  p('ELC-SWITCH', 'One Gang Light Switch', 'Electrical', 'piece', 220),
  p('ELC-BULB', 'LED Bulb 9W', 'Electrical', 'piece', 150),
  p('ELC-CONDUIT', 'PVC Conduit Pipe 20mm', 'Electrical', 'piece', 130),
  p('TMB-2X4', 'Cypress Timber 2x4', 'Timber', 'meter', 120),
  p('TMB-2X2', 'Cypress Timber 2x2', 'Timber', 'meter', 65),
  p('TMB-3X2', 'Cypress Timber 3x2', 'Timber', 'meter', 95),
  p('TMB-PLY18', 'Marine Plywood 18mm', 'Timber', 'piece', 4800),
  p('TMB-BOARD', 'Hardboard Sheet 4x8', 'Timber', 'piece', 1100),
  p('TL-HAMMER', 'Claw Hammer 16oz', 'Tools', 'piece', 850),
  p('TL-DRILL', 'Cordless Drill 18V', 'Tools', 'piece', 12500, 'Makita'),
  p('TL-SAW', 'Hand Saw 22-inch', 'Tools', 'piece', 900),
  p('TL-SHOVEL', 'Round Nose Shovel', 'Tools', 'piece', 700),
  p('TL-WB', 'Heavy Duty Wheelbarrow', 'Tools', 'piece', 6500),
  p('TL-TROWEL', 'Plastering Trowel', 'Tools', 'piece', 350),
  p('TL-TAPE', 'Measuring Tape 5m', 'Tools', 'piece', 400),
  p('TL-LEVEL', 'Spirit Level 24-inch', 'Tools', 'piece', 1200),
  p('TL-PAN', 'Mortar Pan', 'Tools', 'piece', 900),
  p('TL-HOE', 'Digging Hoe', 'Tools', 'piece', 550),
  p('TIL-CER40', 'Ceramic Floor Tile 40x40', 'Tiles', 'square_meter', 950),
  p('TIL-POR60', 'Polished Porcelain Tile 60x60', 'Tiles', 'square_meter', 1800),
  p('TIL-WALL', 'Ceramic Wall Tile 25x40', 'Tiles', 'square_meter', 850),
  p('TIL-GROUT', 'Tile Grout 2kg', 'Tiles', 'packet', 300),
  p('SAF-HELMET', 'Safety Helmet', 'Safety Gear', 'piece', 450),
  p('SAF-BOOTS', 'Steel Toe Safety Boots', 'Safety Gear', 'piece', 3200),
  p('SAF-GLOVES', 'Work Gloves', 'Safety Gear', 'piece', 200),
  p('SAF-GOGGLES', 'Safety Goggles', 'Safety Gear', 'piece', 300),
  p('SAF-VEST', 'Reflective Vest', 'Safety Gear', 'piece', 350),
  p('OTH-PADLOCK', 'Solex Padlock 50mm', 'Others', 'piece', 900, 'Solex'),
  p('OTH-HINGE', 'Butt Hinge 4-inch', 'Others', 'piece', 120),
  p('OTH-DPC', 'DPC Damp Proof Course 1m', 'Others', 'roll', 1500),
  p('OTH-GLUE', 'PVA Wood Glue 1kg', 'Others', 'piece', 600),
  p('OTH-BUCKET', 'Plastic Bucket 20L', 'Others', 'piece', 350),
  // Sold by the tonne, the foot and the litre (decision 41's units), so a quantity written in the
  // product's own unit ('tani 4', '120ft', 'lita 10') is measured too (decision 117).
  p('OTH-DUST', 'Quarry Dust', 'Others', 'tonne', 1800),
  p('OTH-SOLIG', 'Solignum Wood Preservative', 'Others', 'litre', 650, 'Solignum'),
  p('PNT-BIT', 'Black Bitumen Paint', 'Paints', 'litre', 550),
  p('TMB-FASCIA', 'Cypress Fascia Board 1x8', 'Timber', 'foot', 90),
  p('TMB-TG', 'Tongue & Groove Ceiling Board 1x4', 'Timber', 'foot', 45),
];

export interface FixtureLine {
  line: string;
  /** The right product's SKU, or null when no product is sure. */
  sku: string | null;
  quantity: number;
}

export interface FixtureList {
  title: string;
  lines: FixtureLine[];
}

const l = (line: string, sku: string | null, quantity: number): FixtureLine => ({
  line,
  sku,
  quantity,
});

export const FIXTURE_LISTS: FixtureList[] = [
  {
    title: 'Foundation, English',
    lines: [
      l('50 bags Bamburi cement', 'CEM-BAM-425', 50),
      l('Y12 x 30', 'STL-Y12', 30),
      l('Y8 x 40', 'STL-Y8', 40),
      l('3 rolls binding wire', 'STL-BW', 3),
      l('BRC A142 - 6', 'STL-A142', 6),
      l('river sand 2 lorries', null, 2),
      l('ballast 1 lorry', null, 1),
    ],
  },
  {
    title: 'Roofing, Swahili',
    lines: [
      l('mabati gauge 30 - 20pcs', 'ROF-G30', 20),
      l('ridge cap gauge 28 x 6', 'ROF-RIDGE', 6),
      l('misumari ya mabati 5kg', 'ROF-NAIL', 5),
      l('mbao 2x4 vipande 40', 'TMB-2X4', 40),
      l('mbao 2x2 x 30', 'TMB-2X2', 30),
    ],
  },
  {
    title: 'Mixed, numbered',
    lines: [
      l('1. mifuko 50 saruji ya Savannah', 'CEM-SAV-325', 50),
      l('2. Y10 x 25', 'STL-Y10', 25),
      l('3. waya wa kufunga 2 rolls', 'STL-BW', 2),
      l('4. misumari 4" kilo 10', 'FAS-WN4', 10),
      l('5. misumari 3 inch kilo 5', 'FAS-WN3', 5),
    ],
  },
  {
    title: 'Typos',
    lines: [
      l('20 bags cemet simba', 'CEM-SIM-325', 20),
      l('bindng wire 1 roll', 'STL-BW', 1),
      l('wheelbarow 2', 'TL-WB', 2),
      l('padlok solex 3', 'OTH-PADLOCK', 3),
      l('claw hamer 2', 'TL-HAMMER', 2),
      l('sadolin glos 4L x 3', 'PNT-GLOSS4', 3),
    ],
  },
  {
    title: 'Plumbing',
    lines: [
      l('PVC pipe 4 inch x 10', 'PLB-PVC4', 10),
      l('pvc pipe 2" - 6 lengths', 'PLB-PVC2', 6),
      l('PPR pipe 25mm 20 pcs', 'PLB-PPR25', 20),
      l('ppr elbows 25mm x 30', 'PLB-ELB25', 30),
      l('bib tap 1/2 inch x 4', 'PLB-TAP', 4),
      l('gate valve 1" 2pcs', 'PLB-GATE', 2),
      l('solvent cement 2', 'PLB-SOLV', 2),
      l('pvc pipe 3 inch x 4', null, 4),
    ],
  },
  {
    title: 'Electrical',
    lines: [
      l('twin and earth cable 2.5mm 3 rolls', 'ELC-TE25', 3),
      l('cable 1.5mm x 2', 'ELC-TE15', 2),
      l('sockets 13A 10pcs', 'ELC-SOCKET', 10),
      l('1 gang switch x 8', 'ELC-SWITCH', 8),
      l('LED bulbs 9W 12 pcs', 'ELC-BULB', 12),
      l('conduit 20mm 30 pcs', 'ELC-CONDUIT', 30),
      l('electrician labour', null, 1),
    ],
  },
  {
    title: 'Painting',
    lines: [
      l('Crown silk 20L x 2', 'PNT-CS20', 2),
      l('crown emulsion 4 litres 5', 'PNT-CS4', 5),
      l('Basco weatherguard 4L x 6', 'PNT-BAS4', 6),
      l('thinner 1L x 4', 'PNT-THIN', 4),
      l('brush 4 inch 5pcs', 'PNT-BRUSH4', 5),
      l('roller 3', 'PNT-ROLLER', 3),
      l('rangi 4L x 10', null, 10),
    ],
  },
  {
    title: 'Tiling',
    lines: [
      l('floor tiles 40x40 - 30 boxes', 'TIL-CER40', 30),
      l('porcelain 60x60 x 25', 'TIL-POR60', 25),
      l('wall tiles 25x40 x 12', 'TIL-WALL', 12),
      l('tile adhesive 10 bags', 'CEM-ADH-20', 10),
      l('grout 2kg x 6', 'TIL-GROUT', 6),
      l('tiles 30x30 x 20', null, 20),
    ],
  },
  {
    title: 'Swahili tools',
    lines: [
      l('nyundo 2', 'TL-HAMMER', 2),
      l('msumeno 1', 'TL-SAW', 1),
      l('karai 4', 'TL-PAN', 4),
      l('jembe 3', 'TL-HOE', 3),
      l('ndoo 5', 'OTH-BUCKET', 5),
      l('kufuli 2', 'OTH-PADLOCK', 2),
      l('panga 2', null, 2),
    ],
  },
  {
    title: 'Safety for site',
    lines: [
      l('- safety helmets x 10', 'SAF-HELMET', 10),
      l('- gumboots 10 pairs', null, 10),
      l('- safety boots 5 pairs', 'SAF-BOOTS', 5),
      l('- gloves 20 pairs', 'SAF-GLOVES', 20),
      l('- goggles x 5', 'SAF-GOGGLES', 5),
      l('- reflector vests 10', 'SAF-VEST', 10),
    ],
  },
  {
    title: 'Slab, bullets',
    lines: [
      l('• Y16 x 20', 'STL-Y16', 20),
      l('• Y12 x 60', 'STL-Y12', 60),
      l('• R6 x 50', 'STL-R6', 50),
      l('• BRC A98 x 4', 'STL-A98', 4),
      l('• cement 100 bags', 'CEM-SIM-325', 100),
      l('• marine plywood 18mm x 12', 'TMB-PLY18', 12),
      l('• nails 3" 10kg', 'FAS-WN3', 10),
    ],
  },
  {
    title: 'Fence',
    lines: [
      l('barbed wire 4 rolls', 'STL-BARB', 4),
      l('chain link 3 rolls', 'STL-CHAIN', 3),
      l('fencing posts 40', null, 40),
      l('Y10 x 10', 'STL-Y10', 10),
      l('binding wire 1 roll', 'STL-BW', 1),
    ],
  },
  {
    title: 'Water tank',
    lines: [
      l('tank 5000L x 1', 'PLB-T5000', 1),
      l('tangi la maji 1000 litres', 'PLB-T1000', 1),
      l('tank 10000L', null, 1),
      l('ppr pipe 25mm x 10', 'PLB-PPR25', 10),
      l('gate valve 1 inch', 'PLB-GATE', 1),
    ],
  },
  {
    title: 'Doors and fittings',
    lines: [
      l('bawaba 4 inch x 12', 'OTH-HINGE', 12),
      l('wood screws 1.5 inch 3 pkts', 'FAS-SCREW', 3),
      l('hardboard 4x8 x 6', 'TMB-BOARD', 6),
      l('wood glue x 2', 'OTH-GLUE', 2),
      l('door lock 3', null, 3),
      l('mlango wa chuma 1', null, 1),
    ],
  },
  {
    title: 'Mixed shorthand',
    lines: [
      l('saruji simba x20', 'CEM-SIM-325', 20),
      l('nondo Y12 vipande 30', 'STL-Y12', 30),
      l('nondo 16mm x 10', 'STL-Y16', 10),
      l('mabati g28 x 15', 'ROF-G28', 15),
      l('bati gauge 32 - 10pcs', 'ROF-CI32', 10),
      l('kokoto tani 5', null, 5),
    ],
  },
  {
    title: 'Renovation',
    lines: [
      l('Makita drill 1', 'TL-DRILL', 1),
      l('spirit level 24" x 1', 'TL-LEVEL', 1),
      l('tape measure 5m x 2', 'TL-TAPE', 2),
      l('trowel x 4', 'TL-TROWEL', 4),
      l('shovel x 3', 'TL-SHOVEL', 3),
      l('DPC 2 rolls', 'OTH-DPC', 2),
      l('scaffolding hire 1 week', null, 1),
    ],
  },
  {
    title: 'Numbers after',
    lines: [
      l('Bamburi 42.5 - 40', 'CEM-BAM-425', 40),
      l('Savannah 32.5 x 10', 'CEM-SAV-325', 10),
      l('hex bolts M12 x 100', 'FAS-M12', 100),
      l('roofing nails 5kg', 'ROF-NAIL', 5),
      l('wire nails 2 inch 10', 'FAS-WN2', 10),
    ],
  },
  {
    title: 'Unknown items',
    lines: [
      l('transport to Kitengela', null, 1),
      l('glass 4mm 6 pcs', null, 6),
      l('gypsum board 10', null, 10),
      l('solar panel 250W', null, 1),
      l('mchanga lorry 1', null, 1),
    ],
  },
  {
    title: 'Short WhatsApp list',
    lines: [
      l('Cement 20', 'CEM-SIM-325', 20),
      l('y12 15', 'STL-Y12', 15),
      l('G30 mabati 12', 'ROF-G30', 12),
      l('wheel barrow 1', 'TL-WB', 1),
      l('helmet 4', 'SAF-HELMET', 4),
    ],
  },
  {
    title: 'Swahili finishing',
    lines: [
      l('vigae 40x40 masanduku 20', 'TIL-CER40', 20),
      l('rangi crown silk lita 20 x 2', 'PNT-CS20', 2),
      l('brashi 4" 3', 'PNT-BRUSH4', 3),
      l('gundi ya mbao 1', 'OTH-GLUE', 1),
      l('bomba PVC 4" 5', 'PLB-PVC4', 5),
    ],
  },
  {
    title: 'Electrical, typos',
    lines: [
      l('twin earth cabel 2.5mm 2 rolls', 'ELC-TE25', 2),
      l('sockt 13A 6', 'ELC-SOCKET', 6),
      l('bulb LED 9w x 20', 'ELC-BULB', 20),
      l('swich 1 gang 4', 'ELC-SWITCH', 4),
    ],
  },
];

/** A CSV list: item and quantity columns, as a spreadsheet saves it. */
export const FIXTURE_CSV = {
  title: 'CSV export',
  text: 'Item,Qty\nY12 Deformed Steel Bar,30\n"Mabati box profile, gauge 30",20\nBinding wire,2\nsand (tonnes),4\n',
  lines: [
    l('Y12 Deformed Steel Bar,30', 'STL-Y12', 30),
    l('"Mabati box profile, gauge 30",20', 'ROF-G30', 20),
    l('Binding wire,2', 'STL-BW', 2),
    l('sand (tonnes),4', null, 4),
  ],
};
