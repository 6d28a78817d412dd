// Third-hands lists (issue 40 item 3): 24 order lists written by a helper who had never seen the
// quote matcher, its code or any of its other lists, only the shop's catalogue
// (catalogue-and-types.ts). Each list has one sender, the way a fundi, a foreman, a site clerk, a
// contractor, a quantity surveyor or a mama building rentals sends it on WhatsApp to a hardware
// shop in Athi River: English, Swahili, Sheng or a mix, with typos, ALL CAPS, numbering, bullets,
// the quantity before or after the item, sizes inside names, greetings and questions, and things
// the shop does not stock.
//
// The answer for each line is what a good shop assistant would ring up against the catalogue:
// - the SKU, and the quantity in the product's own unit: tonnes of cement become 50 kg bags
//   (1 t = 20 bags); kilos of binding wire become 25 kg rolls, rounded up; kilos of grout become
//   2 kg packets; litres of a 1 L product are pieces; lengths of a per-metre or per-foot item are
//   multiplied out (20 pcs x 6m = 120 metres, 10 pcs x 12ft = 120 feet); a '20L' of a product
//   sold by the litre is 20.
// - when one item is stocked in several brands at one size and unit and the line names no brand,
//   the cheapest of them (plain 'cement' is Simba 32.5N, the cheapest 50 kg bag).
// - null when the shop stocks nothing that fits (quantity as stated), or when the line is not an
//   item at all: greetings, questions, delivery notes (quantity 1).
// Lines that could honestly go two ways were rewritten so that a person would not hesitate.
import type { FixtureLine, FixtureList } from './quote-matching.fixture.js';

const l = (line: string, sku: string | null, quantity: number): FixtureLine => ({
  line,
  sku,
  quantity,
});

export const THIRD_HANDS: FixtureList[] = [
  {
    title: 'Fundi Otieno, mason, foundation in Sheng',
    lines: [
      l('Sasa boss', null, 1),
      l('simiti bg 30', 'CEM-SIM-325', 30),
      l('Y12 pcs 25', 'STL-Y12', 25),
      l('nondo Y8 40', 'STL-Y8', 40),
      l('binding waya kilo 20', 'STL-BW', 1),
      l('mchanga lori 1', null, 1),
      l('bei gani na mnaleta Kitengela?', null, 1),
    ],
  },
  {
    title: 'Site clerk, numbered English for a slab',
    lines: [
      l('1. Bamburi Power Plus 42.5 - 40 bags', 'CEM-BAM-425', 40),
      l('2. Y16 deformed bars x 18', 'STL-Y16', 18),
      l('3. Y10 deformed bars x 60', 'STL-Y10', 60),
      l('4. BRC mesh A142 - 12 pieces', 'STL-A142', 12),
      l('5. Binding wire - 2 rolls', 'STL-BW', 2),
      l('6. Hardcore - 2 lorries', null, 2),
      l('Kindly quote and advise delivery date to our Athi River site.', null, 1),
    ],
  },
  {
    title: 'Mama Wanjiku, roofing her rentals, chatty Swahili',
    lines: [
      l('Habari yako, ni mama Wanjiku wa plot ya Kitengela', null, 1),
      l('nataka mabati gauge 30 ya box profile 36', 'ROF-G30', 36),
      l('ridge cap 8', 'ROF-RIDGE', 8),
      l('mbao 3x2 mita 90', 'TMB-3X2', 90),
      l('mbao 2x2 mita 40', 'TMB-2X2', 40),
      l('gutter za plastiki 6', null, 6),
      l('Tafadhali nipigie na bei leo', null, 1),
    ],
  },
  {
    title: 'Foreman Kiprop, ALL CAPS',
    lines: [
      l('CEMENT X50', 'CEM-SIM-325', 50),
      l('Y12 X 40', 'STL-Y12', 40),
      l('R6 X 30', 'STL-R6', 30),
      l('BRC A98 X 6', 'STL-A98', 6),
      l('BINDING WIRE 60KG', 'STL-BW', 3),
      l('WHEELBARROW HEAVY DUTY X 2', 'TL-WB', 2),
      l('KARAI X 6', 'TL-PAN', 6),
      l('DELIVER KESHO ASUBUHI', null, 1),
    ],
  },
  {
    title: 'Fundi wa mabomba, plumber in Syokimau',
    lines: [
      l('Boss niko na job ya plumbing Syokimau', null, 1),
      l('pipe PVC 4" pcs 6', 'PLB-PVC4', 6),
      l('PVC 2 inch - 10', 'PLB-PVC2', 10),
      l('PPR 25mm 15pcs', 'PLB-PPR25', 15),
      l('elbow za PPR 25mm 30', 'PLB-ELB25', 30),
      l('koki za maji 1/2" 4', 'PLB-TAP', 4),
      l('gate valve 1" x2', 'PLB-GATE', 2),
      l('solvent cement 250ml 3', 'PLB-SOLV', 3),
      l('tenki Roto 1000L moja', 'PLB-T1000', 1),
    ],
  },
  {
    title: 'Electrician wiring a block of bedsitters',
    lines: [
      l('Twin & earth 2.5mm - 3 rolls', 'ELC-TE25', 3),
      l('twin and earth 1.5mm 2 rolls', 'ELC-TE15', 2),
      l('sockets 13A twin x 14', 'ELC-SOCKET', 14),
      l('switch one gang 10', 'ELC-SWITCH', 10),
      l('LED bulb 9W 20 pcs', 'ELC-BULB', 20),
      l('conduit 20mm 40 pcs', 'ELC-CONDUIT', 40),
      l('consumer unit 8 way 1', null, 1),
    ],
  },
  {
    title: 'Fundi wa rangi, painter, Swahili',
    lines: [
      l('rangi Crown silk lita 20 moja', 'PNT-CS20', 1),
      l('crown silk 4L x 3', 'PNT-CS4', 3),
      l('weatherguard ya basco 4lts 5', 'PNT-BAS4', 5),
      l('gloss sadolin 4L 2', 'PNT-GLOSS4', 2),
      l('thinner lita 3', 'PNT-THIN', 3),
      l('brush 4 inch 3', 'PNT-BRUSH4', 3),
      l('sandpaper 20 pcs', null, 20),
    ],
  },
  {
    title: 'Quantity surveyor, BOQ extract',
    lines: [
      l('Item 1: Cement 32.5R (Savannah) - 120 bags', 'CEM-SAV-325', 120),
      l('Item 2: Y12 high-yield bars - 85 no.', 'STL-Y12', 85),
      l('Item 3: Quarry dust - 12 tonnes', 'OTH-DUST', 12),
      l('Item 4: Ballast 3/4" - 20 tonnes', null, 20),
      l('Item 5: Cypress timber 2x4 - 150 lm', 'TMB-2X4', 150),
      l('Item 6: Damp proof course (1m) - 4 rolls', 'OTH-DPC', 4),
      l('Item 7: Machine cut stones 9x9 - 1200 nos', null, 1200),
      l('Please quote inclusive of VAT and transport to Athi River.', null, 1),
    ],
  },
  {
    title: 'Young contractor, bulleted Sheng, roof and ceiling',
    lines: [
      l('- mabati g28 x 30', 'ROF-G28', 30),
      l('- ridge caps x 10', 'ROF-RIDGE', 10),
      l('- fascia 1x8 120ft', 'TMB-FASCIA', 120),
      l('- T&G 1x4 ceiling 400ft', 'TMB-TG', 400),
      l('- solignum 10 lts', 'OTH-SOLIG', 10),
      l('- wire nails 4" 6 kgs', 'FAS-WN4', 6),
      l('- gypsum board 12', null, 12),
      l('niko na cash, nitumie total', null, 1),
    ],
  },
  {
    title: 'Tiler, floors and bathrooms',
    lines: [
      l('Tiles za floor 40x40 sqm 45', 'TIL-CER40', 45),
      l('porcelain 60x60 polished 28 m2', 'TIL-POR60', 28),
      l('wall tiles 25x40 - 16 sqm', 'TIL-WALL', 16),
      l('tile adhesive 20kg bags 12', 'CEM-ADH-20', 12),
      l('grout 2kg pkt 6', 'TIL-GROUT', 6),
      l('tile spacers 3mm 5 pkts', null, 5),
    ],
  },
  {
    title: 'Shamba owner fencing in Kajiado, mixed',
    lines: [
      l('senyenge barbed rolls 6', 'STL-BARB', 6),
      l('chain link 1.8m roll 4', 'STL-CHAIN', 4),
      l('misumari 3" kilo 3', 'FAS-WN3', 3),
      l('treated poles za fence 40', null, 40),
      l('kufuli solex 2', 'OTH-PADLOCK', 2),
      l('jembe 2', 'TL-HOE', 2),
      l('bei gani jumla?', null, 1),
    ],
  },
  {
    title: 'Fundi seremala, carpenter, doors and cabinets',
    lines: [
      l('marine ply 18mm sheets 4', 'TMB-PLY18', 4),
      l('hardboard 4x8 x6', 'TMB-BOARD', 6),
      l('bawaba 4 inch pcs 12', 'OTH-HINGE', 12),
      l('wood glue kilo 1 x 2', 'OTH-GLUE', 2),
      l('screws 1.5" pkt 3', 'FAS-SCREW', 3),
      l('msumeno 1', 'TL-SAW', 1),
      l('nyundo 2', 'TL-HAMMER', 2),
      l('mortice locks x3', null, 3),
    ],
  },
  {
    title: 'Developer of bedsitters, polite English',
    lines: [
      l("Good morning. I'm building 6 bedsitters in Kitengela and need the following:", null, 1),
      l('Simba cement 2 tonnes', 'CEM-SIM-325', 40),
      l('Y10 bars 45 pieces', 'STL-Y10', 45),
      l('Water tank 5000 litres Roto 1', 'PLB-T5000', 1),
      l('Toilets (close coupled) 6', null, 6),
      l('Bib taps half inch 6', 'PLB-TAP', 6),
      l('Could you deliver on Saturday?', null, 1),
    ],
  },
  {
    title: 'Site foreman, safety gear and tools, short',
    lines: [
      l('helmets 10', 'SAF-HELMET', 10),
      l('reflector jackets 10', 'SAF-VEST', 10),
      l('gloves pairs 20', 'SAF-GLOVES', 20),
      l('safety boots steel toe 5 pairs', 'SAF-BOOTS', 5),
      l('goggles 4', 'SAF-GOGGLES', 4),
      l('tape measure 5m x2', 'TL-TAPE', 2),
      l('spirit level 1', 'TL-LEVEL', 1),
    ],
  },
  {
    title: 'Mason, quantities first',
    lines: [
      l('15 bags cement', 'CEM-SIM-325', 15),
      l('3 tani quarry dust', 'OTH-DUST', 3),
      l('4 mwiko', 'TL-TROWEL', 4),
      l('2 karai', 'TL-PAN', 2),
      l('1 wheelbarrow', 'TL-WB', 1),
      l('5 ndoo', 'OTH-BUCKET', 5),
      l('6 shovels', 'TL-SHOVEL', 6),
    ],
  },
  {
    title: 'Hurried fundi, typos everywhere',
    lines: [
      l('cemnt savanah 25bg', 'CEM-SAV-325', 25),
      l('y 12 bars 20pc', 'STL-Y12', 20),
      l('biding wire 1rol', 'STL-BW', 1),
      l('mabti gage 32 corugated 20', 'ROF-CI32', 20),
      l('rofing nail 3kg', 'ROF-NAIL', 3),
      l('timbr 2by4 60mtrs', 'TMB-2X4', 60),
      l('pant brush 4inch 2', 'PNT-BRUSH4', 2),
    ],
  },
  {
    title: 'Electrician, dash list for a shop front',
    lines: [
      l('Conduit pipe 20mm - 25', 'ELC-CONDUIT', 25),
      l('Socket - 6', 'ELC-SOCKET', 6),
      l('Switch 2 gang - 4', null, 4),
      l('Bulbs - 12', 'ELC-BULB', 12),
      l('Twin and earth 1.5 - 1 roll', 'ELC-TE15', 1),
      l('Extension cable 4 way - 2', null, 2),
    ],
  },
  {
    title: 'QS for finishes, paint schedule',
    lines: [
      l('Black bitumen paint 2 x 4L tins', 'PNT-BIT', 8),
      l('Crown silk 20L x 4', 'PNT-CS20', 4),
      l('Undercoat 4L x 4', null, 4),
      l('Thinner 1L x 6', 'PNT-THIN', 6),
      l('Rollers 9" x 4', 'PNT-ROLLER', 4),
      l('Brushes 2" x 6', null, 6),
    ],
  },
  {
    title: 'Mama mwenye nyumba, Swahili only',
    lines: [
      l('Habari, naomba bei ya hizi', null, 1),
      l('simenti mifuko 40', 'CEM-SIM-325', 40),
      l('nondo Y12 vipande 20', 'STL-Y12', 20),
      l('waya wa kufunga nondo kilo 30', 'STL-BW', 2),
      l('dust tani 5', 'OTH-DUST', 5),
      l('mawe 500', null, 500),
    ],
  },
  {
    title: 'Roofing contractor, lengths written out',
    lines: [
      l('Mabati box profile G30 x 48', 'ROF-G30', 48),
      l('Iron sheets gauge 26 x 20', null, 20),
      l('Fascia board 1x8 - 10pcs of 12ft', 'TMB-FASCIA', 120),
      l('T&G 1x4 - 50 pcs x 12ft', 'TMB-TG', 600),
      l('3x2 cypress - 20 pcs x 6m', 'TMB-3X2', 120),
      l('Solignum 20L', 'OTH-SOLIG', 20),
    ],
  },
  {
    title: 'Fundi, numbered, quantities with "za"',
    lines: [
      l('1. 2 tani za simiti', 'CEM-SIM-325', 40),
      l('2. 10 pcs za Y16', 'STL-Y16', 10),
      l('3. 4 rolls za barbed wire', 'STL-BARB', 4),
      l('4. 6 pcs za BRC A98', 'STL-A98', 6),
      l('5. 3 pkts za bolts M12', 'FAS-M12', 3),
      l('6. 2 kilo za misumari ya inchi 2', 'FAS-WN2', 2),
      l('7. 1 drill ya Makita cordless', 'TL-DRILL', 1),
    ],
  },
  {
    title: 'Bathroom subcontractor, ALL CAPS',
    lines: [
      l('CERAMIC FLOOR TILES 40X40 - 60 SQM', 'TIL-CER40', 60),
      l('WALL TILES 25X40 - 22 SQM', 'TIL-WALL', 22),
      l('TILE GROUT 8KG', 'TIL-GROUT', 4),
      l('TILE ADHESIVE 10 BAGS', 'CEM-ADH-20', 10),
      l('SHOWER MIXER 2', null, 2),
      l('PVC SOLVENT CEMENT 250ML X 2', 'PLB-SOLV', 2),
    ],
  },
  {
    title: 'Sheng one-liners from a fundi on site',
    lines: [
      l('Niaje boss', null, 1),
      l('bati 12 za gauge 28', 'ROF-G28', 12),
      l('ridge 4', 'ROF-RIDGE', 4),
      l('nails za bati 2kg', 'ROF-NAIL', 2),
      l('Y20 6', null, 6),
      l('niletee Kitengela before 2pm', null, 1),
    ],
  },
  {
    title: 'Church building committee secretary, formal',
    lines: [
      l('Dear Sir, the building committee requests a quotation for the following:', null, 1),
      l('Cement 42.5 - 60 bags', 'CEM-BAM-425', 60),
      l('Hoop iron - 2 rolls', null, 2),
      l('Chain link fence 1.8m x 20m - 3 rolls', 'STL-CHAIN', 3),
      l('Padlock 50mm Solex - 1', 'OTH-PADLOCK', 1),
      l('Plastic buckets 20L - 6', 'OTH-BUCKET', 6),
      l('Do you offer a discount for churches?', null, 1),
    ],
  },
];
