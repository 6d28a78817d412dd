import { describe, expect, it } from 'vitest';
import { parseLine, parseList } from './quote-lines.js';
import { writtenMeasure } from './quote-measures.js';

const read = (line: string) => {
  const { item, quantity } = parseLine(line);
  return [item, quantity];
};

describe('reading a line of a contractor list', () => {
  it.each([
    ['50 bags cement', 'cement', 50],
    ['cement 50 bags', 'cement', 50],
    ['mifuko 50 saruji', 'saruji', 50],
    ['Y12 x 30', 'Y12', 30],
    ['30 x Y12', 'Y12', 30],
    ['Y12x30', 'Y12', 30],
    ['mabati gauge 30 - 20pcs', 'mabati gauge 30', 20],
    ['3 rolls binding wire', 'binding wire', 3],
    ['binding wire 3 rolls', 'binding wire', 3],
    ['cement x50', 'cement', 50],
    ['cement 50', 'cement', 50],
    ['cement - 50', 'cement', 50],
    ['Paint 4L x 5', 'Paint 4L', 5],
    ['5 crown paint 4L', 'crown paint 4L', 5],
    ['wire nails 4 inch - 10kg', 'wire nails 4 inch - 10kg', 1],
    ['10 wire nails 4 inch', 'wire nails 4 inch', 10],
    ['4 inch pvc pipe', '4 inch pvc pipe', 1],
    ['pvc pipe 4" x 6', 'pvc pipe 4"', 6],
    ['pvc pipe 4 inch 6 lengths', 'pvc pipe 4 inch', 6],
    ['mabati gauge 30', 'mabati gauge 30', 1],
    ['ridge cap gauge-28', 'ridge cap gauge-28', 1],
    ['ceramic tiles 40x40', 'ceramic tiles 40x40', 1],
    ['ceramic tiles 40 x 40', 'ceramic tiles 40 x 40', 1],
    ['ceramic tiles 40x40 - 12 boxes', 'ceramic tiles 40x40', 12],
    ['timber 2x4 x 20', 'timber 2x4', 20],
    ['2x4 cypress 40 pcs', '2x4 cypress', 40],
    ['50kg cement', '50kg cement', 1],
    ['tank 5000L', 'tank 5000L', 1],
    ['Y 12 - 30', 'Y 12', 30],
    ['nondo Y12 vipande 30', 'nondo Y12', 30],
    ['qty 5 padlocks', 'padlocks', 5],
    ['padlock (5)', 'padlock', 5],
    ['1,000 blocks', 'blocks', 1000],
    ['hex bolts M12 x 100', 'hex bolts M12', 100],
    ['box 20 screws', 'screws', 20],
    ['safety boots 5 pairs', 'safety boots', 5],
    ['2.5mm cable 3 rolls', '2.5mm cable', 3],
    ['twin socket 13A 10pcs', 'twin socket 13A', 10],
    ['lorry 1 sand', 'sand', 1],
    ['transport to site', 'transport to site', 1],
  ])('%s -> %s x %i', (line, item, quantity) => {
    expect(read(line)).toEqual([item, quantity]);
  });

  it.each([
    ['1. 50 bags cement', 'cement', 50],
    ['2) Y12 x 30', 'Y12', 30],
    ['- 3 rolls binding wire', 'binding wire', 3],
    ['• mabati gauge 30 - 20pcs', 'mabati gauge 30', 20],
    ['* cement x 10', 'cement', 10],
    ['a) misumari 4" kilo 5', 'misumari 4" kilo', 5],
  ])('ignores bullets and numbering: %s', (line, item, quantity) => {
    expect(read(line)).toEqual([item, quantity]);
  });

  it('keeps the written line as its text', () => {
    expect(parseLine('  1.  50 bags   cement ')).toEqual({
      text: '1. 50 bags cement',
      item: 'cement',
      quantity: 50,
    });
  });

  it('reads a quantity of 0 or an absurd one as part of the text, with a quantity of 1', () => {
    expect(read('cement x 0')).toEqual(['cement x 0', 1]);
    expect(read('cement x 999999999')).toEqual(['cement x 999999999', 1]);
  });
});

describe('reading the ways Kenyan lists write a quantity (decision 165)', () => {
  it.each([
    // Swahili puts the count word first: the number after it is the quantity, one before a size.
    ['nondo za 16 vipande 20', 'nondo za 16', 20],
    ['hardboard 4 by 8 vipande 6', 'hardboard 4 by 8', 6],
    ['mabati mifuko 3', 'mabati', 3],
    // Swahili numbers written as words.
    ['brashi mbili', 'brashi', 2],
    ['roller moja', 'roller', 1],
    ['crown silk za lita 4 tatu', 'crown silk za lita 4', 3],
    ['bawaba inchi nne 12', 'bawaba inchi 4', 12],
    ['misumari kilo kumi', 'misumari kilo', 10],
    // An 'x' and a number closing the line, before a number beside a count word.
    ['consumer unit 8 way x 4', 'consumer unit 8 way', 4],
    // A bar's size after the bar's word is its size, not a quantity.
    ['nondo 12 x 20', 'nondo 12', 20],
    ['nondo 12', 'nondo 12', 1],
    // A price asked at the end of the line.
    ['padlock 2 = ?', 'padlock', 2],
    ['cement savannah 25 = how much', 'cement savannah', 25],
    ['mesh A142 2 @ bei gani?', 'mesh A142', 2],
    ['cement price', 'cement', 1],
    // Numbering as WhatsApp lists write it: '#1', 'ii)', '1.cement', '1 - cement', '2/ Y12'.
    ['#1 cement 10', 'cement', 10],
    ['#2. Y12 x 30', 'Y12', 30],
    ['ii) Y12 x 5', 'Y12', 5],
    ['1.cement 20', 'cement', 20],
    ['1 - cement 20', 'cement', 20],
    ['2/ Y12 x 30', 'Y12', 30],
    // ...but a leading number with no other quantity is the quantity, and a size stays a size.
    ['20 - iron sheets gauge 30', 'iron sheets gauge 30', 20],
    ['2-inch nails 5', '2-inch nails', 5],
    // Count words written short or with an apostrophe; 'nchi' for inch.
    ['cement 20 bgs', 'cement', 20],
    ["cement - 20 no's", 'cement', 20],
    ['misumari nchi 4 kilo 10', 'misumari nchi 4 kilo', 10],
    ['mchanga lori 2', 'mchanga', 2],
    // Prices copied from a quote: dropped when the line has its quantity elsewhere.
    ['cement 20 bags @ 780', 'cement', 20],
    ['Y12 30pcs @1150 = 34,500', 'Y12', 30],
    ['cement 20 bags - Ksh 15,600', 'cement', 20],
    ['mabati g30 20pcs @ 980 each', 'mabati g30', 20],
    ['Y12 @ 30', 'Y12', 30],
    ['Total 50,000', 'Total 50,000', 1],
    ['cement.... 20', 'cement', 20],
    ['x2 padlock', 'padlock', 2],
    ['nondo ya 10 pcs 30', 'nondo ya 10', 30],
    ['nondo za 16', 'nondo za 16', 1],
    ['lori 3 kokoto', 'kokoto', 3],
    ['1 gang switch 10', '1 gang switch', 10],
  ])('%s -> %s x %i', (line, item, quantity) => {
    expect(read(line)).toEqual([item, quantity]);
  });

  it('keeps a line that only asks a price as it is', () => {
    expect(read('how much?')).toEqual(['how much', 1]);
    expect(read('??')).toEqual(['??', 1]);
  });
});

describe('reading a whole list', () => {
  it('makes one line per written line and skips blank ones', () => {
    const lines = parseList('50 bags cement\n\n  \nY12 x 30\r\n3 rolls binding wire\n---\n');
    expect(lines.map((l) => [l.item, l.quantity])).toEqual([
      ['cement', 50],
      ['Y12', 30],
      ['binding wire', 3],
    ]);
  });

  it('reads a CSV with item and quantity columns', () => {
    const lines = parseList('Item,Qty\n"Cement, 50kg",50\nY12 bar;x,30\nbinding wire,3\nsand,');
    expect(lines.map((l) => [l.item, l.quantity])).toEqual([
      ['Cement, 50kg', 50],
      ['Y12 bar;x', 30],
      ['binding wire', 3],
      ['sand', 1],
    ]);
  });

  it('reads semicolon and tab separated files and columns in any order', () => {
    expect(parseList('Qty;Description\n20;mabati gauge 30').map((l) => l.quantity)).toEqual([20]);
    expect(parseList('quantity\titem\n5\tpadlock').map((l) => l.item)).toEqual(['padlock']);
  });

  it('reads a list with commas but no header as written lines', () => {
    expect(parseList('cement, 50 bags\nsand, 1 lorry').map((l) => [l.item, l.quantity])).toEqual([
      ['cement', 50],
      ['sand', 1],
    ]);
  });

  it('answers no lines for an empty or blank text', () => {
    expect(parseList('')).toEqual([]);
    expect(parseList(' \n\t\n')).toEqual([]);
  });
});

// DESIGN 5: a pattern that sees the visitor's text runs in linear time. Issue 40 item 6: one line
// of 59,999 digits held the server for 29-59 s, the quantity patterns retrying from every
// position (reading it took 5 s here). Each function is first run on a short sample, so the time
// is the pattern's and not the compiling of it; 60,000 characters must then read in under 50 ms,
// the best of three tries (a busy machine takes about 15; the quadratic patterns took seconds).
const hostile = (unit: string, length = 60_000) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const readingTime = (line: string) => {
  const sample = line.slice(0, 1000);
  parseLine(sample);
  parseList(sample);
  writtenMeasure(sample, 'meter');
  const kilos = (line: string) => writtenMeasure(line, 'kg');
  const times = [parseLine, parseList, kilos].map((read) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      read(line);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  });
  return Math.max(...times);
};

describe('reading a hostile line in linear time', () => {
  it.each(['9', '12', '1,', '1.', '1 ', '1x', 'x1', '1-', '1"', '1kg ', 'a', 'y1', 'g1 ', ' '])(
    'reads 60,000 characters of %j in under 50 ms',
    (unit) => {
      expect(readingTime(hostile(unit))).toBeLessThan(50);
    },
  );

  it.each([
    `cement ${'-'.repeat(59_990)} x`,
    `padlock ${'?'.repeat(59_990)}`,
    `cement ${'@ 1'.repeat(19_990)}`,
    `cement ${'= 1 '.repeat(14_990)}`,
    `${'ksh1'.repeat(14_999)}`,
    `cement ${'.'.repeat(59_990)} 5`,
    `${'= ?'.repeat(20_000)}`,
    `${','.repeat(59_999)}a`,
    `(${'9'.repeat(59_998)}`,
  ])('reads a long run of one character before another in under 50 ms (%#)', (line) => {
    expect(readingTime(line)).toBeLessThan(50);
  });
});
