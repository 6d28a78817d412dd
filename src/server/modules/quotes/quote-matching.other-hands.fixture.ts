import type { FixtureLine, FixtureList } from './quote-matching.fixture.js';

// Lists from other hands (issue 40 item 3, docs/decisions/117-lists-from-other-hands.md): 24
// contractor lists written the way fundis, foremen and site clerks send them on WhatsApp, in
// English, Swahili and Sheng, with their own units ('tani', 'futi', 'lita', 'sqm', 'mifuko'),
// misspellings, brands and the odd greeting, against FIXTURE_CATALOGUE. They were written, and
// their right answers fixed, before the matcher was read for tuning. Each right answer is what a
// shop assistant would ring up: the product's SKU (null when the shop stocks none, or when
// several would do and the line does not say which), and the quantity in the product's own unit.
// One rule of decision 117 decides a generic line: an item the shop stocks in several brands at
// the same size and unit ('cement 50 bags') goes to the cheapest of them, the others offered.
//
// TUNING is what the matcher may be tuned on; HELD_OUT is never read while tuning, only scored
// (quote-matching.other-hands.test.ts, `npm run bench`), and must stay at >= 90%.

const l = (line: string, sku: string | null, quantity: number): FixtureLine => ({
  line,
  sku,
  quantity,
});

export const OTHER_HANDS_TUNING: FixtureList[] = [
  {
    title: 'Slab ya Kitengela',
    lines: [
      l('Boss naomba quote ya hizi vitu', null, 1),
      l('Simiti mifuko 80', 'CEM-SIM-325', 80),
      l('Nondo Y12 vipande 45', 'STL-Y12', 45),
      l('Y8 pcs 30', 'STL-Y8', 30),
      l('waya ya kufunga roli 2', 'STL-BW', 2),
      l('BRC A142 vipande 6', 'STL-A142', 6),
      l('mchanga lori 2', null, 2),
    ],
  },
  {
    title: 'Plumbing ya nyumba ya kukodisha',
    lines: [
      l('Tanki la maji lita 5000', 'PLB-T5000', 1),
      l('Paipu ya PPR 25mm vipande 20', 'PLB-PPR25', 20),
      l('elbow za PPR 25 - 30', 'PLB-ELB25', 30),
      l('koki 1/2 inch 4', 'PLB-TAP', 4),
      l('gate valve ya inchi 1 - 2', 'PLB-GATE', 2),
      l('gundi ya PVC 2', 'PLB-SOLV', 2),
      l('pipe ya 4 inchi pvc 6', 'PLB-PVC4', 6),
    ],
  },
  {
    title: 'Tiles kazi ya Syokimau',
    lines: [
      l('vigae vya sakafu 40x40 sqm 45', 'TIL-CER40', 45),
      l('wall tiles 25 by 40 - 18 sqm', 'TIL-WALL', 18),
      l('porcelain 60x60 30m2', 'TIL-POR60', 30),
      l('grout pakiti 6', 'TIL-GROUT', 6),
      l('tile adhesive mifuko 10', 'CEM-ADH-20', 10),
      l('tile cutter', null, 1),
      l('spacers 3mm 5 packets', null, 5),
    ],
  },
  {
    title: 'Painting, Athi River flats',
    lines: [
      l('crown silk 20l - 4', 'PNT-CS20', 4),
      l('rangi ya nje basco 4L 6', 'PNT-BAS4', 6),
      l('gloss sadolin 4 lita x 3', 'PNT-GLOSS4', 3),
      l('thinner lita 1 x 5', 'PNT-THIN', 5),
      l('brashi 4" inchi 6', 'PNT-BRUSH4', 6),
      l('roller 9 inch 3', 'PNT-ROLLER', 3),
      l('masking tape 10', null, 10),
    ],
  },
  {
    title: 'Kazi ya ceiling',
    lines: [
      l('mbao 2x2 mita 150', 'TMB-2X2', 150),
      l('T&G futi 400', 'TMB-TG', 400),
      l('fascia 1x8 ft 96', 'TMB-FASCIA', 96),
      l('misumari 2" kilo 4', 'FAS-WN2', 4),
      l('misumari 3 inchi kilo 6', 'FAS-WN3', 6),
      l('gundi ya mbao 2', 'OTH-GLUE', 2),
    ],
  },
  {
    title: 'Safety gear for site',
    lines: [
      l('helmets 20', 'SAF-HELMET', 20),
      l('reflector jackets 20', 'SAF-VEST', 20),
      l('gumboots 10', null, 10),
      l('glavu pairs 20', 'SAF-GLOVES', 20),
      l('goggles 5', 'SAF-GOGGLES', 5),
      l('buti za chuma size 42 x 6', 'SAF-BOOTS', 6),
    ],
  },
  {
    title: 'Tanks and gutters',
    lines: [
      l('Roto tank 1000L', 'PLB-T1000', 1),
      l('tanki 5000 lts 2', 'PLB-T5000', 2),
      l('gutter 4 inch 60ft', null, 60),
      l('pvc pipe 2 inch 10 lengths', 'PLB-PVC2', 10),
      l('solvent cement 250ml x 3', 'PLB-SOLV', 3),
      l('bib tap 2', 'PLB-TAP', 2),
    ],
  },
  {
    title: 'Carpentry',
    lines: [
      l('marine ply 18mm 10 sheets', 'TMB-PLY18', 10),
      l('hardboard 8x4 x 4', 'TMB-BOARD', 4),
      l('wood screws 1 1/2 inch 5 packets', 'FAS-SCREW', 5),
      l('pva glue 1kg x 3', 'OTH-GLUE', 3),
      l('butt hinges 4" x 12', 'OTH-HINGE', 12),
      l('hand saw 1', 'TL-SAW', 1),
      l('claw hammer x2', 'TL-HAMMER', 2),
    ],
  },
  {
    title: 'Duka order',
    lines: [
      l('cement 20', 'CEM-SIM-325', 20),
      l('bamburi 10', 'CEM-BAM-425', 10),
      l('simba cement 15', 'CEM-SIM-325', 15),
      l('kufuli 3', 'OTH-PADLOCK', 3),
      l('ndoo 5', 'OTH-BUCKET', 5),
      l('tinna 2', 'PNT-THIN', 2),
    ],
  },
  {
    title: 'Extension: wiring and lights',
    lines: [
      l('waya ya stima 2.5 roli 2', 'ELC-TE25', 2),
      l('waya 1.5mm roli 1', 'ELC-TE15', 1),
      l('soketi 8', 'ELC-SOCKET', 8),
      l('swichi 6', 'ELC-SWITCH', 6),
      l('balbu 10', 'ELC-BULB', 10),
      l('conduit pipe 20mm vipande 25', 'ELC-CONDUIT', 25),
    ],
  },
  {
    title: 'Finishing',
    lines: [
      l('crown silk emulsion 4 ltr x 8', 'PNT-CS4', 8),
      l('sadolin gloss 4lts 2', 'PNT-GLOSS4', 2),
      l('weatherguard 4L x 5', 'PNT-BAS4', 5),
      l('paint bruch 4 inch x 4', 'PNT-BRUSH4', 4),
      l('roler 9"', 'PNT-ROLLER', 1),
      l('bitumen paint lita 5', 'PNT-BIT', 5),
    ],
  },
  {
    title: 'Fundi Otieno: tools and fixings',
    lines: [
      l('hex bolts M12 3 pkts', 'FAS-M12', 3),
      l('wood screws 2 pakiti', 'FAS-SCREW', 2),
      l('drill makita 18v', 'TL-DRILL', 1),
      l('hoe 2', 'TL-HOE', 2),
      l('shovel 3', 'TL-SHOVEL', 3),
      l('wheelbarrow heavy duty 1', 'TL-WB', 1),
    ],
  },
];

export const OTHER_HANDS_HELD_OUT: FixtureList[] = [
  {
    title: "Roofing for Mama Njeri's house",
    lines: [
      l('Hi, kindly quote the following:', null, 1),
      l('Mabati gauge 30 box profile 36pcs', 'ROF-G30', 36),
      l('ridge cap 8', 'ROF-RIDGE', 8),
      l('roofing nails 10kg', 'ROF-NAIL', 10),
      l('timber 2x4 120m', 'TMB-2X4', 120),
      l('cypress 2x2 - 80m', 'TMB-2X2', 80),
      l('wire nail 4 inch 5 kgs', 'FAS-WN4', 5),
      l('hoop iron', null, 1),
    ],
  },
  {
    title: 'Electrical first fix, 3 bedroom',
    lines: [
      l('Twin and earth 2.5mm - 3 rolls', 'ELC-TE25', 3),
      l('1.5mm cable 2 rolls', 'ELC-TE15', 2),
      l('double socket 13A x 12', 'ELC-SOCKET', 12),
      l('1 gang switch x 10', 'ELC-SWITCH', 10),
      l('conduit 20mm 40 lengths', 'ELC-CONDUIT', 40),
      l('LED bulbs 9 watts 15', 'ELC-BULB', 15),
      l('junction boxes 20', null, 20),
    ],
  },
  {
    title: 'Fence, shamba Kangundo',
    lines: [
      l('barbed wire 5 rolls', 'STL-BARB', 5),
      l('chainlink 1.8m - 4 rolls', 'STL-CHAIN', 4),
      l('senyenge roli 3', 'STL-BARB', 3),
      l('treated posts 7ft x 40', null, 40),
      l('fencing staples', null, 1),
      l('padlock solex x 2', 'OTH-PADLOCK', 2),
      l('hinges 4 inch 6 pcs', 'OTH-HINGE', 6),
    ],
  },
  {
    title: 'Foundation materials',
    lines: [
      l('Cement 42.5 - 60 bags', 'CEM-BAM-425', 60),
      l('Y10 bars 50 pcs', 'STL-Y10', 50),
      l('R6 rings 100', 'STL-R6', 100),
      l('DPC 2 rolls', 'OTH-DPC', 2),
      l('ballast 3 tonnes', null, 3),
      l('quarry dust 4 tonnes', 'OTH-DUST', 4),
      l('binding wire 1 roll', 'STL-BW', 1),
    ],
  },
  {
    title: 'Tools for the new fundi',
    lines: [
      l('wilbaro 2', 'TL-WB', 2),
      l('karai 4', 'TL-PAN', 4),
      l('jembe 3', 'TL-HOE', 3),
      l('mwiko 5', 'TL-TROWEL', 5),
      l('tape measure 5m', 'TL-TAPE', 1),
      l('spirit level 24"', 'TL-LEVEL', 1),
      l('nyundo 16oz 2', 'TL-HAMMER', 2),
      l('beleshi 4', 'TL-SHOVEL', 4),
    ],
  },
  {
    title: 'Steel order',
    lines: [
      l('Y16 x 40', 'STL-Y16', 40),
      l('Y12 x 120', 'STL-Y12', 120),
      l('Y8 x 60', 'STL-Y8', 60),
      l('A98 mesh x 10', 'STL-A98', 10),
      l('BRC 142 - 8', 'STL-A142', 8),
      l('R6 x 30', 'STL-R6', 30),
      l('binding wire 3', 'STL-BW', 3),
    ],
  },
  {
    title: 'Msingi wa nyumba',
    lines: [
      l('Saruji ya Savannah mifuko 40', 'CEM-SAV-325', 40),
      l('nondo za Y12 - 60', 'STL-Y12', 60),
      l('nondo Y10 30', 'STL-Y10', 30),
      l('kokoto tani 10', null, 10),
      l('quarry dust tani 6', 'OTH-DUST', 6),
      l('waya wa kufunga 2', 'STL-BW', 2),
      l('DPC roli 1', 'OTH-DPC', 1),
    ],
  },
  {
    title: 'Re-roofing, Machakos',
    lines: [
      l('Mabati gauge 28 vipande 24', 'ROF-G28', 24),
      l('mabati G32 vipande 10', 'ROF-CI32', 10),
      l('ridge cap G28 vipande 6', 'ROF-RIDGE', 6),
      l('misumari ya mabati kilo 8', 'ROF-NAIL', 8),
      l('mbao 3x2 mita 90', 'TMB-3X2', 90),
      l('solignum lita 10', 'OTH-SOLIG', 10),
    ],
  },
  {
    title: 'Bathroom',
    lines: [
      l('PPR pipe 25 mm x 8', 'PLB-PPR25', 8),
      l('ppr elbows 25mm 12pcs', 'PLB-ELB25', 12),
      l('gate valve 1" x 2', 'PLB-GATE', 2),
      l('wall tiles 25x40 12sqm', 'TIL-WALL', 12),
      l('tile grout 2kg x 4', 'TIL-GROUT', 4),
      l('toilet seat', null, 1),
    ],
  },
  {
    title: 'Perimeter wall',
    lines: [
      l('Savannah cement 32.5 x 100 bags', 'CEM-SAV-325', 100),
      l('Y12 60 pcs', 'STL-Y12', 60),
      l('chain link 1.8m 5 rolls', 'STL-CHAIN', 5),
      l('barbed wire 400m roll 6', 'STL-BARB', 6),
      l('machine cut stones 500', null, 500),
      l('mortar pans 3', 'TL-PAN', 3),
      l('Delivery to Kitengela pls', null, 1),
    ],
  },
  {
    title: 'Site 2: steel and concrete',
    lines: [
      l('simiti 42.5 mifuko 30', 'CEM-BAM-425', 30),
      l('Y16 pcs 24', 'STL-Y16', 24),
      l('Y 10 vipande 36', 'STL-Y10', 36),
      l('nondo R6 40', 'STL-R6', 40),
      l('wavu A142 4', 'STL-A142', 4),
      l('polythene 1 roll', null, 1),
    ],
  },
  {
    title: 'Ceiling and fascia',
    lines: [
      l('T&G 1x4 - 350ft', 'TMB-TG', 350),
      l('fascia board 1x8 120 ft', 'TMB-FASCIA', 120),
      l('2x2 cypress 60m', 'TMB-2X2', 60),
      l('wire nails 2 inch 3kg', 'FAS-WN2', 3),
      l('hardboard sheets 6', 'TMB-BOARD', 6),
      l('wood preservative 4 litres', 'OTH-SOLIG', 4),
    ],
  },
];
