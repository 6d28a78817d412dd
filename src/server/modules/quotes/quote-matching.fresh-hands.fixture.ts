// Fresh-hands lists for the quote matcher, written on 2026-11-27 by another hand who has not read
// the matcher (nor its words, measures, synonyms, tests or the other fixtures' lists): only the
// catalogue and the FixtureLine/FixtureList types at the top of quote-matching.fixture.ts.
// Each list is typed the way a fundi, foreman, site clerk, contractor or a mama building a rental
// sends it on WhatsApp to a hardware shop in Athi River (English, Swahili, Sheng, mixed, typos,
// all caps, numbered, prices asked, greetings and things the shop does not stock).
// This set is held out entirely: it is never tuned on, only measured.
// Answers are as a shop assistant would ring them up against FIXTURE_CATALOGUE: the SKU and the
// quantity in the product's own unit (tonnes of cement become 50kg bags, kilos of binding wire
// become 25kg rolls); null when the shop stocks nothing that fits or the line is not an item
// (quantity 1 for a non-item, the stated quantity for an unstocked item). Brand rule: when the
// same item is stocked in several brands at one size and unit and the line names no brand, the
// answer is the cheapest of them by price (e.g. plain 'cement' or '32.5' is Simba).

import type { FixtureLine, FixtureList } from './quote-matching.fixture.js';

const l = (line: string, sku: string | null, quantity: number): FixtureLine => ({
  line,
  sku,
  quantity,
});

export const FRESH_HANDS: FixtureList[] = [
  {
    title: 'Fundi Otieno, foundation, terse',
    lines: [
      l('Habari boss', null, 1),
      l('simiti 60 bags', 'CEM-SIM-325', 60),
      l('Y12 x 30', 'STL-Y12', 30),
      l('Y8 x 45', 'STL-Y8', 45),
      l('binding wire 1 roll', 'STL-BW', 1),
      l('kokoto lorry 1', null, 1),
      l('mchanga tani 14', null, 14),
      l('tuma quote haraka', null, 1),
    ],
  },
  {
    title: 'Mama Njeri, rentals in Kitengela, Swahili',
    lines: [
      l(
        'Habari ya asubuhi. Najenga nyumba za kupangisha Kitengela, naomba bei ya vitu hivi:',
        null,
        1,
      ),
      l('Mifuko 120 ya simiti ya Savannah', 'CEM-SAV-325', 120),
      l('Nondo za milimita 10 vipande 50', 'STL-Y10', 50),
      l('Nondo za 16 vipande 20', 'STL-Y16', 20),
      l('Misumari ya inchi 4 kilo 20', 'FAS-WN4', 20),
      l('Misumari ya inchi 3 kilo 15', 'FAS-WN3', 15),
      l('Kokoto tani 20', null, 20),
      l('Na mchanga pia kama mko nayo', null, 1),
      l('Asanteni sana, Mungu awabariki', null, 1),
    ],
  },
  {
    title: 'Site clerk, roofing, numbered',
    lines: [
      l('ROOFING - Plot 45 Syokimau', null, 1),
      l('1. Box profile G28 - 64 pcs', 'ROF-G28', 64),
      l('2. Ridge caps - 12 pcs', 'ROF-RIDGE', 12),
      l('3. Roofing nails 2.5" - 10kg', 'ROF-NAIL', 10),
      l('4. Fascia board 1x8 - 180ft', 'TMB-FASCIA', 180),
      l('5. Cypress 3x2 - 240m', 'TMB-3X2', 240),
      l('6. Cypress 2x4 120 meters', 'TMB-2X4', 120),
      l('7. Solignum - 20 litres', 'OTH-SOLIG', 20),
      l('8. Gutters 4m - 10 pcs', null, 10),
      l('Kindly send quotation with delivery cost', null, 1),
    ],
  },
  {
    title: 'All caps from a phone keyboard stuck on caps',
    lines: [
      l('BOSS NAHITAJI HIZI', null, 1),
      l('CEMENT BAMBURI 40 BAGS', 'CEM-BAM-425', 40),
      l('MABATI GAUGE 30 X 40', 'ROF-G30', 40),
      l('NAILS 3 INCH 10KG', 'FAS-WN3', 10),
      l('HINGES 4 INCH 24 PCS', 'OTH-HINGE', 24),
      l('PADLOCK SOLEX 50MM 6', 'OTH-PADLOCK', 6),
      l('TUMA QUOTE', null, 1),
    ],
  },
  {
    title: 'Plumber in Mlolongo, Sheng',
    lines: [
      l('Niaje mzee, kuna plumbing job Mlolongo', null, 1),
      l('pvc 4" pipes 8pcs', 'PLB-PVC4', 8),
      l('pvc 2 inch x 12', 'PLB-PVC2', 12),
      l('ppr 25mm -20', 'PLB-PPR25', 20),
      l('elbow za ppr 25 - 30', 'PLB-ELB25', 30),
      l('gate valve 1" -2', 'PLB-GATE', 2),
      l('mfereji wa brass half inch 4', 'PLB-TAP', 4),
      l('solvent cement 250ml 3tins', 'PLB-SOLV', 3),
      l('Tangi 1000L Roto 1', 'PLB-T1000', 1),
      l('koki 5', null, 5),
      l('Toilet set 2', null, 2),
    ],
  },
  {
    title: 'Electrician, four units',
    lines: [
      l('Electrical items for 4 units:', null, 1),
      l('Twin & earth 2.5mm — 3 rolls', 'ELC-TE25', 3),
      l('Twin and earth 1.5mm — 2 rolls', 'ELC-TE15', 2),
      l('Double sockets 13A x 16', 'ELC-SOCKET', 16),
      l('1 gang switches x 12', 'ELC-SWITCH', 12),
      l('LED bulbs 9w x 20', 'ELC-BULB', 20),
      l('Conduit pipes 20mm x 40', 'ELC-CONDUIT', 40),
      l('Consumer unit 8 way x 4', null, 4),
      l('Electrician labour quote separately', null, 1),
    ],
  },
  {
    title: 'Tiler, English and Swahili',
    lines: [
      l('Vigae 40x40 sqm 45', 'TIL-CER40', 45),
      l('Wall tiles 25 by 40 - 18 sqm', 'TIL-WALL', 18),
      l('Porcelain 60x60 polished: 30sqm', 'TIL-POR60', 30),
      l('Gundi ya vigae mifuko 12', 'CEM-ADH-20', 12),
      l('grout pkt 8', 'TIL-GROUT', 8),
      l('Tile cutter 1', null, 1),
      l('Skirting 20m', null, 20),
    ],
  },
  {
    title: 'Painter, equals signs',
    lines: [
      l('Rangi ya Crown silk debe 3', 'PNT-CS20', 3),
      l('Crown silk 4L x 5', 'PNT-CS4', 5),
      l('Weatherguard Basco 4ltr = 8', 'PNT-BAS4', 8),
      l('Sadolin gloss 4L = 2', 'PNT-GLOSS4', 2),
      l('Thinner lita 4', 'PNT-THIN', 4),
      l('Brashi 4 inch = 6', 'PNT-BRUSH4', 6),
      l('Roller 9" = 4', 'PNT-ROLLER', 4),
      l('Sandpaper 20 sheets', null, 20),
      l('Undercoat 20L', null, 1),
    ],
  },
  {
    title: 'Fencing contractor',
    lines: [
      l('Fence ya plot 50x100', null, 1),
      l('barbed wire rolls 6', 'STL-BARB', 6),
      l('Chain link 1.8m rolls - 8', 'STL-CHAIN', 8),
      l('Posts za concrete 40', null, 40),
      l('Y10 for posts 10pcs', 'STL-Y10', 10),
      l('cement 15 bags', 'CEM-SIM-325', 15),
      l('binding wire 25kg x1', 'STL-BW', 1),
    ],
  },
  {
    title: 'Tools for a new fundi team, Swahili',
    lines: [
      l('Wilbaro 2', 'TL-WB', 2),
      l('Karai 4', 'TL-PAN', 4),
      l('Jembe 3', 'TL-HOE', 3),
      l('Sepetu/shovel 4', 'TL-SHOVEL', 4),
      l('Mwiko wa kupiga plaster 5', 'TL-TROWEL', 5),
      l('Nyundo 2', 'TL-HAMMER', 2),
      l('Msumeno 1', 'TL-SAW', 1),
      l('Tape measure 5m 2', 'TL-TAPE', 2),
      l('Spirit level 1', 'TL-LEVEL', 1),
      l('Ndoo 6', 'OTH-BUCKET', 6),
    ],
  },
  {
    title: 'Foreman, safety gear for the crew',
    lines: [
      l('Safety for site crew (new contractor reg):', null, 1),
      l('Helmets - 15', 'SAF-HELMET', 15),
      l('Reflective vests - 15', 'SAF-VEST', 15),
      l('Safety boots steel toe - 6 pairs', 'SAF-BOOTS', 6),
      l('Gloves - 20 pairs', 'SAF-GLOVES', 20),
      l('Goggles - 4', 'SAF-GOGGLES', 4),
      l('Gumboots - 10 pairs', null, 10),
      l('First aid kit 1', null, 1),
    ],
  },
  {
    title: 'Slab, at signs, asking each price',
    lines: [
      l('Y16 @ 25', 'STL-Y16', 25),
      l('Y12 @ 60', 'STL-Y12', 60),
      l('R6 @ 40', 'STL-R6', 40),
      l('BRC A142 @ 8', 'STL-A142', 8),
      l('cement @ 150', 'CEM-SIM-325', 150),
      l('binding wire @ 3', 'STL-BW', 3),
      l('marine ply 18mm @ 20', 'TMB-PLY18', 20),
      l('Bei ya kila moja please', null, 1),
    ],
  },
  {
    title: 'By the tonne and by the kilo',
    lines: [
      l('Boss nataka simiti tani 3 ya Bamburi', 'CEM-BAM-425', 60),
      l('Quarry dust tani 10', 'OTH-DUST', 10),
      l('binding wire 50kg', 'STL-BW', 2),
      l('Hardcore tani 15', null, 15),
      l('Ballast 3/4 tani 20', null, 20),
      l('Mchanga wa river lorry 2', null, 2),
      l('Transport to Athi River EPZ', null, 1),
    ],
  },
  {
    title: 'Ceiling job, Sheng',
    lines: [
      l('Mambo boss, ceiling job:', null, 1),
      l('T&G 1x4 futi 600', 'TMB-TG', 600),
      l('2x2 mita 150', 'TMB-2X2', 150),
      l('misumari 2" kilo 5', 'FAS-WN2', 5),
      l('Gundi ya mbao 2', 'OTH-GLUE', 2),
      l('screws 1.5" pkt 4', 'FAS-SCREW', 4),
      l('Hardboard 4 by 8 vipande 6', 'TMB-BOARD', 6),
      l('Gypsum boards 20', null, 20),
    ],
  },
  {
    title: 'Foundation and damp proofing',
    lines: [
      l('DPC rolls 4', 'OTH-DPC', 4),
      l('Bitumen paint 10 lita', 'PNT-BIT', 10),
      l('Polythene DPM 1000g 2 rolls', null, 2),
      l('Machine cut stones 9x9 800', null, 800),
      l('Simiti 32.5 mifuko 40', 'CEM-SIM-325', 40),
      l('anti-termite 5L', null, 5),
    ],
  },
  {
    title: 'Chatty with emoji',
    lines: [
      l('Hi 👋 Ni Wanjiku from the Kitengela site', null, 1),
      l('we need 200 bags cement by Friday 🙏', 'CEM-SIM-325', 200),
      l('pia 42.5 ya Bamburi 30 bags for the columns', 'CEM-BAM-425', 30),
      l('and 10 pcs of corrugated gauge 32 for the store', 'ROF-CI32', 10),
      l('Can you deliver? How much?', null, 1),
    ],
  },
  {
    title: 'Numbered Swahili with colons',
    lines: [
      l('1. Simiti Simba : 80', 'CEM-SIM-325', 80),
      l('2. Nondo Y10 : 70', 'STL-Y10', 70),
      l('3. Nondo Y8 : 100', 'STL-Y8', 100),
      l('4. Waya wa kufunga nondo : roll 2', 'STL-BW', 2),
      l('5. BRC A98 : 4', 'STL-A98', 4),
      l('6. Mbao 2x4 : mita 90', 'TMB-2X4', 90),
      l('7. Misumari 4" : kilo 25', 'FAS-WN4', 25),
      l('8. Fundi wa chuma (labour)', null, 1),
    ],
  },
  {
    title: 'Heavy typos',
    lines: [
      l('semet 50 bugs', 'CEM-SIM-325', 50),
      l('mabaati gage 28 - 30pc', 'ROF-G28', 30),
      l('ridj cap 8', 'ROF-RIDGE', 8),
      l('nails for roofing 6kgs', 'ROF-NAIL', 6),
      l('timba 3by2 100m', 'TMB-3X2', 100),
      l('solinum 10ltrs', 'OTH-SOLIG', 10),
    ],
  },
  {
    title: 'Quantity first with dashes',
    lines: [
      l('20 - iron sheets box profile 30g', 'ROF-G30', 20),
      l('5 - ridges', 'ROF-RIDGE', 5),
      l('3kg - roofing nails', 'ROF-NAIL', 3),
      l('2 - tangi 5000L', 'PLB-T5000', 2),
      l('1 - tangi 10000 litres', null, 1),
      l('4 - gutter brackets', null, 4),
    ],
  },
  {
    title: 'How much is it, equals',
    lines: [
      l('Cement Savannah 25 = how much', 'CEM-SAV-325', 25),
      l('Mesh A142 2 = ?', 'STL-A142', 2),
      l('Chainlink 2 rolls = ?', 'STL-CHAIN', 2),
      l('Padlock 2 = ?', 'OTH-PADLOCK', 2),
      l('Total = ?', null, 1),
    ],
  },
  {
    title: 'Formal foreman, lettered items',
    lines: [
      l('Dear Sir, kindly quote the following for Block C:', null, 1),
      l('a) Y16 deformed bars 12m – 48 No.', 'STL-Y16', 48),
      l('b) Y12 deformed bars 12m – 96 No.', 'STL-Y12', 96),
      l('c) R6 round bars – 60 No.', 'STL-R6', 60),
      l('d) BRC mesh A98 – 12 No.', 'STL-A98', 12),
      l('e) Cement OPC 42.5N – 180 bags', 'CEM-BAM-425', 180),
      l('f) Marine plywood 18mm – 30 sheets', 'TMB-PLY18', 30),
      l('g) Y20 bars – 16 No.', null, 16),
      l('Regards, Eng. Mutua', null, 1),
    ],
  },
  {
    title: 'Mama painting her rentals, Swahili numbers in words',
    lines: [
      l('Sasa mwenye duka', null, 1),
      l('Nataka kupaka rangi vyumba sita', null, 1),
      l('nipe rangi ya crown silk ndoo kubwa ya lita 20 mbili', 'PNT-CS20', 2),
      l('crown silk za lita 4 tatu', 'PNT-CS4', 3),
      l('brashi mbili', 'PNT-BRUSH4', 2),
      l('roller moja', 'PNT-ROLLER', 1),
      l('Mnapeleka mpaka Joska?', null, 1),
    ],
  },
  {
    title: 'Sheng, x after the item',
    lines: [
      l('mabati 32g x 30', 'ROF-CI32', 30),
      l('nondo 12 x 20', 'STL-Y12', 20),
      l('waya 2.5 x 1 roll', 'ELC-TE25', 1),
      l('socket x 6', 'ELC-SOCKET', 6),
      l('bulb x 10', 'ELC-BULB', 10),
      l('pipe ya conduit x 15', 'ELC-CONDUIT', 15),
    ],
  },
  {
    title: 'Godown contractor, cash price',
    lines: [
      l('Quote pls for Athi River godown', null, 1),
      l('Simba cement 50kg — 300 bags', 'CEM-SIM-325', 300),
      l('Tile adhesive 20kg — 40 bags', 'CEM-ADH-20', 40),
      l('Bolts & nuts M12 — 10 pkts', 'FAS-M12', 10),
      l('Hex bolts M16 — 5 pkts', null, 5),
      l('Cordless drill Makita 18v — 1', 'TL-DRILL', 1),
      l('Grinder 1', null, 1),
      l('What is your best price for cash?', null, 1),
    ],
  },
  {
    title: 'Odds and ends, Swahili',
    lines: [
      l("Seng'enge roli 3", 'STL-BARB', 3),
      l('Kufuli za solex 4', 'OTH-PADLOCK', 4),
      l('Bawaba inchi nne 12', 'OTH-HINGE', 12),
      l('Vumbi ya quarry tani 6', 'OTH-DUST', 6),
      l('Saruji mifuko 25', 'CEM-SIM-325', 25),
      l('Mawe ya msingi lorry 1', null, 1),
      l('asante', null, 1),
    ],
  },
];
