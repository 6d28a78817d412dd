import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { FIXTURE_CATALOGUE } from './quote-matching.fixture.js';
import { matchList } from './quote-matching.js';

// Decision 170 (issue 40 item 3): general rules for lists from other hands, each read here on
// lines written for this test, none taken from a fixture.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);

const read = (line: string) => {
  const [m] = matchList(
    matcher,
    (p) => products[p]!.unit,
    line,
    (p) => products[p]!.price,
  );
  return `${m!.product === null ? 'none' : products[m!.product]!.sku} x ${m!.quantity}`;
};

describe('counts written against their unit word', () => {
  it.each([
    ['cement bg 12', 'CEM-SIM-325 x 12'],
    ['12bg cement', 'CEM-SIM-325 x 12'],
    ['bags 30 cement', 'CEM-SIM-325 x 30'],
    ['cement 30bgs', 'CEM-SIM-325 x 30'],
    ['cement @30', 'CEM-SIM-325 x 30'],
    ['binding wire 2rol', 'STL-BW x 2'],
    ['binding wire 2 rls', 'STL-BW x 2'],
    ['Y16 pcs 14', 'STL-Y16 x 14'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });
});

describe('numbers written as words, and dozens', () => {
  it.each([
    ['binding wire roll moja', 'STL-BW x 1'],
    ['simiti mifuko ishirini na tano', 'CEM-SIM-325 x 25'],
    ['Y10 vipande kumi na mbili', 'STL-Y10 x 12'],
    ['Y8 mia mbili', 'STL-Y8 x 200'],
    ['blocks mia moja', 'none x 100'],
    ['ten bags cement', 'CEM-SIM-325 x 10'],
    ['two rolls binding wire', 'STL-BW x 2'],
    ['one gang switch 3', 'ELC-SWITCH x 3'],
    ['butt hinges 2 dozen', 'OTH-HINGE x 24'],
    ['half a dozen solex padlocks', 'OTH-PADLOCK x 6'],
    ['LED bulbs 9w dazeni 2', 'ELC-BULB x 24'],
    ['hand saw mmoja', 'TL-SAW x 1'],
    ['gloss sadolin lita 4 mikebe 2', 'PNT-GLOSS4 x 2'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });
});

describe('numbering before the item', () => {
  it.each([
    ['Item 4 - Y16 x 20', 'STL-Y16 x 20'],
    ['No. 7: cement 40 bags', 'CEM-SIM-325 x 40'],
    ['S/No 4. Quarry dust 5 tonnes', 'OTH-DUST x 5'],
    ['#3 padlock solex 2', 'OTH-PADLOCK x 2'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });
});

describe('a weight of a product sold in bags, rolls or packets', () => {
  it.each([
    // Asked as an amount ('kilo 10', '30 kilos'): whole packs, rounded up.
    ['binding wire kilo 10', 'STL-BW x 1'],
    ['binding wire 30 kilos', 'STL-BW x 2'],
    ['grout kilo 5', 'TIL-GROUT x 3'],
    // Two packs' weight or more, however written, rounded up.
    ['binding wire 100kg', 'STL-BW x 4'],
    ['binding wire 70kg', 'STL-BW x 3'],
    // A part of a tonne, as a decimal or in words.
    ['half a tonne cement', 'CEM-SIM-325 x 10'],
    ['nusu tani simiti', 'CEM-SIM-325 x 10'],
    ['simiti tani 1.5', 'CEM-SIM-325 x 30'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('still reads a weight below one pack, written as a size, as a size the shop lacks', () => {
    expect(read('binding wire 20kg')).toBe('none x 1');
    expect(read('cement 25kg 4')).toBe('none x 4');
  });
});

describe('a count of pieces times the measure of each', () => {
  it.each([
    ['fascia 1x8 12ft x 10', 'TMB-FASCIA x 120'],
    ['timber 2x4 10pcs x 3m', 'TMB-2X4 x 30'],
    ['timber 2x2 - 20 lengths of 6m', 'TMB-2X2 x 120'],
    ['solignum 2 x 20L', 'OTH-SOLIG x 40'],
    ['bitumen paint 3 x 4 litres', 'PNT-BIT x 12'],
    ['nails 2 inch 5kg x 2', 'FAS-WN2 x 10'],
    // A count of tins or bags of a product sold by the piece stays the count.
    ['tile adhesive 2 x 20kg', 'CEM-ADH-20 x 2'],
    ['cement 10 x 50kg', 'CEM-SIM-325 x 10'],
    ['wood glue 2 x 1kg', 'OTH-GLUE x 2'],
    // A number that is the word before's ('inchi 4') is no measure of each.
    ['misumari ya inchi 2 kilo 12', 'FAS-WN2 x 12'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });
});

describe('litres asked unit first of a product in tins of one size', () => {
  it('reads them as that many litres in its tins', () => {
    expect(read('thinner lita 2')).toBe('PNT-THIN x 2');
    expect(read('thinner lita 1 x 4')).toBe('PNT-THIN x 4');
  });

  it('still reads a tin size written after its number as a size', () => {
    expect(read('paint thinner 5L')).toBe('none x 1');
    expect(read('crown silk lita 20')).toBe('PNT-CS20 x 1');
  });
});

describe('a count before the Swahili or English "of"', () => {
  it.each([
    ['mabati 20 za gauge 30', 'ROF-G30 x 20'],
    ['rangi crown silk 3 za lita 4', 'PNT-CS4 x 3'],
    ['Y12 30 of 12m', 'STL-Y12 x 30'],
    ['mifuko 20 ya simiti', 'CEM-SIM-325 x 20'],
    // ...but not a size after its leader.
    ['ridge cap gauge 28 ya roofing 6', 'ROF-RIDGE x 6'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });
});

describe('misspelt trade words', () => {
  it.each([
    // One letter from a Swahili or trade word of five or more: read as that word.
    ['mabatii g30 10', 'ROF-G30 x 10'],
    ['mabti ya gauge 28 x 6', 'ROF-G28 x 6'],
    ['tenki 5000 lita', 'PLB-T5000 x 1'],
    ['simit mifuko 20', 'CEM-SIM-325 x 20'],
    // One letter missing from a word of four ('pant' for paint).
    ['pant brush 2', 'PNT-BRUSH4 x 2'],
    ['pant roller 9 inch 3', 'PNT-ROLLER x 3'],
    ['bindng wire 2 rolls', 'STL-BW x 2'],
    ['paddlock solex 3', 'OTH-PADLOCK x 3'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('reads no typo into a word of four that is only changed ("bolt" is not "belt")', () => {
    expect(read('belt 2')).toBe('none x 2');
    expect(read('bush cutter 1')).toBe('none x 1');
    expect(read('sink 2')).toBe('none x 2');
  });
});

describe('trade words', () => {
  it.each([
    // Nails for iron sheets are roofing nails; 'bati' stands for what 'mabati' does.
    ['misumari ya bati kilo 4', 'ROF-NAIL x 4'],
    ['nails za mabati 3kg', 'ROF-NAIL x 3'],
    // High-yield, T and D bars are deformed bars.
    ['Y10 high yield 15', 'STL-Y10 x 15'],
    ['T12 40 pcs', 'STL-Y12 x 40'],
    ['D16 x 8', 'STL-Y16 x 8'],
    // A hard hat; an elbow in Swahili.
    ['kofia ngumu 5', 'SAF-HELMET x 5'],
    ['kiwiko PPR 25mm 10', 'PLB-ELB25 x 10'],
    // A linear metre.
    ['cypress 3x2 - 40 lm', 'TMB-3X2 x 40'],
    // Square metres written out; a size 'N by N' first; a verb's '-ing' of a catalogue word.
    ['ceramic wall tiles 25 x 40 12 square metres', 'TIL-WALL x 12'],
    ['porcelain 60x60 mita za mraba 18', 'TIL-POR60 x 18'],
    ['2 by 2 cypress 40 metres', 'TMB-2X2 x 40'],
    ['working gloves 6 pairs', 'SAF-GLOVES x 6'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });
});

describe('a pipe and its fittings', () => {
  it('reads a line naming no fitting as the pipe, and one naming it as the fitting', () => {
    expect(read('ppr 25mm x 12')).toBe('PLB-PPR25 x 12');
    expect(read('ppr 25mm elbows x 12')).toBe('PLB-ELB25 x 12');
  });
});
