import { describe, expect, it } from 'vitest';
import { QuoteMatcher } from './quote-matcher.js';
import { FIXTURE_CATALOGUE } from './quote-matching.fixture.js';
import { matchList } from './quote-matching.js';

// Decision 165 (issue 40 item 3): general rules for the way Kenyan buyers write a list, each
// read here on lines written for the test, not taken from a fixture.

const products = FIXTURE_CATALOGUE.map((p) => ({ ...p, id: p.sku, tags: [] }));
const matcher = new QuoteMatcher(products);
const unitOf = (position: number) => products[position]!.unit;
const priceOf = (position: number) => products[position]!.price;

const read = (line: string) => {
  const [m] = matchList(matcher, unitOf, line, priceOf);
  return `${m!.product === null ? 'none' : products[m!.product]!.sku} x ${m!.quantity}`;
};

describe('the ways Kenyan lists write a line', () => {
  it.each([
    // Swahili numbers as words, and the count word before the number.
    ['brashi tatu', 'PNT-BRUSH4 x 3'],
    ['nondo Y16 vipande kumi', 'STL-Y16 x 10'],
    ['hardboard 4 by 8 vipande 7', 'TMB-BOARD x 7'],
    // A price asked at the end of the line.
    ['solex padlock 3 = ?', 'OTH-PADLOCK x 3'],
    ['spirit level 2 - how much', 'TL-LEVEL x 2'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it.each([
    // Words around the item: who writes, to whom, when.
    ['boss we need paint thinner x 3 by monday', 'PNT-THIN x 3'],
    ['pia safety helmet urgent 5', 'SAF-HELMET x 5'],
    // What the item is for: after 'for', or a Swahili verb in the infinitive.
    ['claw hammer for the carpenters 2', 'TL-HAMMER x 2'],
    ['Y12 kwa ajili ya msingi 40', 'STL-Y12 x 40'],
    ['nyundo ya kugongea misumari 2', 'TL-HAMMER x 2'],
    // ...and a verb that names the kind is kept with the item: tying wire is binding wire.
    ['waya wa kufunga mbao roli 1', 'STL-BW x 1'],
    // A bar's size written bare or in 'milimita' beside 'nondo'.
    ['nondo 8 x 15', 'STL-Y8 x 15'],
    ['nondo milimita 16 vipande 4', 'STL-Y16 x 4'],
    // A sheet's gauge after its number; half an inch; a cement's strength class with its letter.
    ['box profile 28g - 12', 'ROF-G28 x 12'],
    ['misumari nchi 3 kilo 6', 'FAS-WN3 x 6'],
    ['bomba la nusu inchi brass tap 2', 'PLB-TAP x 2'],
    ['brass tap nusu inchi 3', 'PLB-TAP x 3'],
    ['gate valve one inch 2', 'PLB-GATE x 2'],
    ['cement 32.5R 40 bags', 'CEM-SAV-325 x 40'],
    ['OPC 42.5N 10 bags', 'CEM-BAM-425 x 10'],
    // Asking words, pairs ('jozi'), 'kwa' between a size's numbers, 'usalama' for safety.
    ['naomba bei ya nyundo 3', 'TL-HAMMER x 3'],
    ['nitumie kufuli solex 2', 'OTH-PADLOCK x 2'],
    ['glavu jozi 12', 'SAF-GLOVES x 12'],
    ['mbao 2 kwa 2 mita 80', 'TMB-2X2 x 80'],
    ['buti za usalama jozi 3', 'SAF-BOOTS x 3'],
    // A bill of quantities' ways: 'Supply of', count words left in the item, high tensile and
    // mild steel bars, '1 gang'.
    ['Supply of cement 50kg bags - 40 No.', 'CEM-SIM-325 x 40'],
    ['Y16 high tensile bars - 12 No.', 'STL-Y16 x 12'],
    ['R6 mild steel 30No', 'STL-R6 x 30'],
    ['1 gang switches 6', 'ELC-SWITCH x 6'],
    ['hoes 2', 'TL-HOE x 2'],
    // What a pipe or tap carries: 'bomba ya maji inchi 4', 'water pipe'.
    ['bomba ya maji inchi 4 vipande 3', 'PLB-PVC4 x 3'],
    ['water pipe pvc 2 inch 5', 'PLB-PVC2 x 5'],
    // The Swahili 'of' before a number makes it a size: 'nondo ya 10', 'mabati ya 28'; a bare
    // gauge beside a sheet's word is its gauge; 'bati' is one of 'mabati'.
    ['nondo ya 16 pcs 12', 'STL-Y16 x 12'],
    ['mabati ya 30 box profile 16 pcs', 'ROF-G30 x 16'],
    ['bati za gauge 28 vipande tano', 'ROF-G28 x 5'],
    // Spellings: Swahili's ng', timba, vumbi.
    ["seng'enge 2", 'STL-BARB x 2'],
    ['timba 2x4 mita 30', 'TMB-2X4 x 30'],
    ['vumbi tani 4', 'OTH-DUST x 4'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it.each([
    // Spelt as it sounds: c as s, dge as j, doubled letters.
    ['sement 15 bags', 'CEM-SIM-325 x 15'],
    ['ridj cap 4', 'ROF-RIDGE x 4'],
    ['padlok 2', 'OTH-PADLOCK x 2'],
    ['hammmer 1', 'TL-HAMMER x 1'],
  ])('reads %s, spelt as it sounds, as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('reads no typo into a word of the trade the shop does not stock', () => {
    // 'blocks' is one letter from 'black' (bitumen paint), but a real word of the trade.
    expect(read('blocks 400')).toBe('none x 400');
    expect(read('machine cut stones 200')).toBe('none x 200');
    // A typo keeps the first letter: 'fridge' is no 'ridge', 'cemet' is still cement.
    expect(read('fridge 1')).toBe('none x 1');
    expect(read('cemet 5')).toBe('CEM-SIM-325 x 5');
  });

  it('still gives nothing to an item for something the shop does not stock', () => {
    expect(read('transport for the materials')).toBe('none x 1');
    expect(read('paint for the bedroom')).toBe('none x 1');
  });

  it.each([
    // A weight in a product's bags or rolls is a count of them.
    ['binding wire 75kg', 'STL-BW x 3'],
    ['simiti tani 2', 'CEM-SIM-325 x 40'],
    ['2 tonnes savannah cement', 'CEM-SAV-325 x 40'],
    // ...but the size written as a product has it is that product, and a bag's own weight is
    // no count.
    ['crown silk 20L', 'PNT-CS20 x 1'],
    ['crown silk 4L x 5', 'PNT-CS4 x 5'],
    ['cement 50kg x 10', 'CEM-SIM-325 x 10'],
    // A debe is a 20-litre tin.
    ['crown silk emulsion debe 2', 'PNT-CS20 x 2'],
    // An unstocked item keeps a length or tonnes as its quantity, not a tank's litres.
    ['skirting board 30m', 'none x 30'],
    ['hardcore tani 7', 'none x 7'],
    ['tank 10000 litres', 'none x 1'],
  ])('reads %s as %s', (line, expected) => {
    expect(read(line)).toBe(expected);
  });

  it('reads a line about the site, the rooms or the payment as no item and no quantity', () => {
    expect(read('Plot 12 Kitengela')).toBe('none x 1');
    expect(read('nataka kupaka vyumba 4')).toBe('none x 1');
    expect(read('lipa kwa till 556677')).toBe('none x 1');
    // ...but an unstocked item for the floor keeps its quantity.
    expect(read('floor tiles 30x30 - 20sqm')).toBe('none x 20');
  });

  it('reads a line closed by a colon as a heading: no item, no quantity', () => {
    expect(read('Plumbing for 3 houses:')).toBe('none x 1');
  });
});

describe('an item stocked in two brands, named alike but for the brand', () => {
  const shelf = [
    { sku: 'T-ROTO', name: 'Roto Water Tank 5000L', brand: 'Roto', price: 48_000 },
    { sku: 'T-KEN', name: 'Kentank Water Tank 5000L', brand: 'Kentank', price: 45_500 },
    { sku: 'T-ROTO1', name: 'Roto Water Tank 1000L', brand: 'Roto', price: 12_500 },
    { sku: 'PB-SOL', name: 'Solex Padlock 50mm', brand: 'Solex', price: 900 },
    { sku: 'PB-YALE', name: 'Yale Padlock 40mm', brand: 'Yale', price: 700 },
  ].map((p) => ({ ...p, id: p.sku, category: 'Others', size: null, unit: 'piece', tags: [] }));
  const shop = new QuoteMatcher(shelf);
  const sku = (p: number | null) => (p === null ? null : shelf[p]!.sku);
  const one = (line: string) => {
    const [m] = matchList(
      shop,
      () => 'piece',
      line,
      (p) => shelf[p]!.price,
    );
    return { product: sku(m!.product), alternatives: m!.alternatives.map(sku) };
  };

  it('gives the cheapest and offers the other', () => {
    expect(one('tank 5000 litres 2')).toEqual({
      product: 'T-KEN',
      alternatives: expect.arrayContaining(['T-ROTO']) as string[],
    });
    expect(one('roto tank 5000L')).toMatchObject({ product: 'T-ROTO' });
  });

  it('leaves a tie of different items (two sizes of padlock) for the shop', () => {
    expect(one('padlock 2')).toMatchObject({ product: null });
  });
});
