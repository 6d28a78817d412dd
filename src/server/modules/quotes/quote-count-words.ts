// The words beside which a number in a contractor's line is a count, and those beside which it
// is a size (docs/decisions/097, 165, 170), as pattern parts for the quantity reader
// (quote-quantity.ts).

/** Words that count things: a number beside one is the quantity ('50 bags', 'mifuko 50'). */
const COUNT_WORDS = [
  'pcs',
  'pc',
  'pce',
  'pces',
  'pieces',
  'piece',
  'nos',
  'no',
  'units',
  'unit',
  'bags',
  'bag',
  'mifuko',
  'mfuko',
  'rolls',
  'roll',
  'sheets',
  'sheet',
  'lengths',
  'length',
  'tins',
  'tin',
  'debe',
  'madebe',
  'pkts',
  'bgs',
  'bg',
  'shts',
  'prs',
  'ctns',
  'ctn',
  'mkebe',
  'mikebe',
  'pkt',
  'packets',
  'packet',
  'boxes',
  'box',
  'cartons',
  'carton',
  'pairs',
  'pair',
  'jozi',
  'sets',
  'set',
  'bundles',
  'bundle',
  'drums',
  'drum',
  'buckets',
  'bucket',
  'trips',
  'trip',
  'lorries',
  'lorry',
  'lori',
  'malori',
  'gunia',
  'magunia',
  'tonnes',
  'tonne',
  'tons',
  'ton',
  'tani',
  'vipande',
  'kipande',
  'pisi',
  'rols',
  'rol',
  'rls',
  'masanduku',
  'sanduku',
  'boksi',
  'roli',
  'pakiti',
  'paketi',
];
export const COUNT = `(?:${COUNT_WORDS.join('|')})`;

/**
 * Swahili writes the count word before the number ('vipande 20', 'mifuko 50', 'tani 3'): beside
 * one, the number after it is the quantity, and one before it a size ('nondo za 16 vipande 20').
 */
export const SWAHILI_COUNT = `(?:${[
  'mikebe',
  'mkebe',
  'vipande',
  'kipande',
  'mifuko',
  'mfuko',
  'roli',
  'pakiti',
  'paketi',
  'madebe',
  'debe',
  'masanduku',
  'sanduku',
  'pisi',
  'tani',
  'jozi',
  'lori',
  'malori',
  'gunia',
  'magunia',
].join('|')})`;

/**
 * Units of a size: a number followed by one is part of the item ('4 inch', '25mm', '4L', '50kg').
 * Longest first, so 'litres' is not read as 'l' + 'itres'.
 */
const SIZE_UNITS = [
  'inches',
  'inch',
  'in',
  'litres',
  'litre',
  'liters',
  'liter',
  'ltrs',
  'ltr',
  'lts',
  'lt',
  'l',
  'mm',
  'cm',
  'metres',
  'metre',
  'meters',
  'meter',
  'mtrs',
  'mtr',
  'lm',
  'rm',
  'm',
  'ft',
  'feet',
  'kgs',
  'kg',
  'g',
  'oz',
  'v',
  'a',
  'w',
  'amp',
  'amps',
  'mm2',
  'sqmm',
  'r',
  'lita',
  'inchi',
  'nchi',
  // '1 gang switch', '8 way consumer unit': a kind, not a count.
  'gang',
  'way',
];
export const SIZE = `(?:${SIZE_UNITS.join('|')})`;

/**
 * Words after which a number is a size, not a quantity ('gauge 30', 'Y 12', 'size 4'), and the
 * Swahili 'of' ('nondo ya 10', 'mabati za 28', 'waya wa 2.5': decision 165).
 */
export const SIZE_LEADERS =
  /^(?:gauge|gage|ga|g|y|d|r|t|size|no\.|number|grade|class|m|a|brc|lita|nondo|rebar|bar|ya|za|wa|la|cha|vya)$/;

/**
 * Words after which a number is a size, not a count, though 'za' or 'of' follows ('nondo 12 za
 * mita 12', 'timber 2 by 4 of cypress').
 */
export const OF_LEADER =
  '(?<![\\p{L}\\p{N}])(?:gauge|gage|ga|g|y|size|grade|class|ya|za|wa|la|cha|vya|nondo|rebar|bar|by|kwa|x|inchi|nchi|inch|lita|mita|futi|kilo|kg|no|number)';

/** The volumes and weights a tin or a bag holds: '2 x 4L' is two tins, not a size. */
export const PACKED = '(?:l|lt|lts|ltr|ltrs|litres?|liters?|lita|kgs?|kilos?)';

/** Unit words written before their number ('kilo 1', 'lita 20'): an 'x N' after is a count. */
export const UNIT_FIRST = /^(?:kilo|kilos|kg|kgs|lita|litres|liters|mita|futi|inchi|nchi)$/;

/** Most of SIZE_LEADERS as a pattern, looked behind (a bounded way) before a number. */
export const LEADER =
  '(?<![\\p{L}\\p{N}])(?:gauge|gage|ga|g|y|size|grade|class|ya|za|wa|la|cha|vya)';
