// The words the quote matcher knows beside the catalogue's (docs/decisions/097, 165, 170): the
// trade words a word stands for, the words around an item that name none, and the words that
// count one. Data only: quote-words.ts reads them.

/**
 * English trade words and the matcher's own readings of a few Swahili ones, beside the one
 * Swahili list (`SWAHILI_SYNONYMS`, which the catalogue search reads too): a new Swahili word goes
 * there, not here.
 */
export const TRADE_WORDS: Readonly<Record<string, readonly string[]>> = {
  rebar: ['steel bar', 'deformed bar'],
  rebars: ['steel bar', 'deformed bar'],
  nondo: ['steel bar', 'deformed bar'],
  iron: ['mabati'],
  sheet: ['mabati'],
  mabati: ['iron sheet', 'roofing sheet', 'box profile', 'roofing'],
  bati: ['mabati', 'iron sheet', 'roofing sheet', 'box profile', 'roofing'],
  wheelbarrow: ['wheel barrow'],
  tile: ['tile'],
  emulsion: ['emulsion'],
  brc: ['mesh'],
  cable: ['cable', 'wire'],
  ply: ['plywood'],
  jacket: ['vest'],
  jackets: ['vest'],
  // 'double socket' is the twin one; 'rings' (stirrups) are bent from round bar.
  double: ['twin'],
  ring: ['round bar'],
  stirrup: ['round bar'],
  // Ordinary Portland cement, high tensile (deformed) and mild steel (round) bars, as quantity
  // surveyors write them (decision 165).
  opc: ['cement'],
  tensile: ['deformed bar'],
  yield: ['deformed bar'],
  mild: ['round bar'],
};

export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'for',
  'and',
  'or',
  'au',
  'with',
  'to',
  'in',
  'on',
  'at',
  'pls',
  'please',
  'plz',
  'need',
  'needed',
  'required',
  'kindly',
  'approx',
  'about',
  'each',
  'per',
  'good',
  'quality',
  'new',
  'type',
  'na',
  'ya',
  'wa',
  'za',
  'la',
  'cha',
  'vya',
  'kwa',
  'tafadhali',
  'nataka',
  'nipe',
  'kilo',
  'kilos',
  'x',
  // Who writes, to whom and when, around the item (decision 165): 'boss, we need 200 bags cement
  // by Friday', 'pia 42.5 ya Bamburi', 'simiti kubwa'.
  'i',
  'we',
  'us',
  'our',
  'my',
  'me',
  'also',
  'by',
  'boss',
  'bro',
  'pia',
  'tena',
  'kubwa',
  // Other adjectives of Swahili lists: 'kofia ngumu' (a hard hat), 'mpya', 'nzuri'.
  'ngumu',
  'mpya',
  'nzuri',
  'urgent',
  'asap',
  'haraka',
  'today',
  'tomorrow',
  'leo',
  'kesho',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'jumatatu',
  'jumanne',
  'jumatano',
  'alhamisi',
  'ijumaa',
  'jumamosi',
  'jumapili',
  // Asking: 'naomba bei ya ...', 'nitumie ...', 'tunahitaji ...'.
  'naomba',
  'nitumie',
  'tuma',
  'nipatie',
  'nahitaji',
  'tunahitaji',
  'bei',
  // A bill of quantities' verbs: 'Supply of cement 50kg bags - 100 No.'
  'supply',
  'provide',
  'deliver',
  'high',
  // What a pipe, tap or tank carries says nothing of which: 'bomba ya maji', 'water pipe 2"'.
  'maji',
  'water',
]);

/**
 * Words that count an item ('bags', 'pcs', 'vipande'): left in a line whose quantity is written
 * elsewhere ('cement 50kg bags - 100 No.'), they are no item word unless the catalogue has them.
 */
export const COUNT_NAMES: ReadonlySet<string> = new Set([
  'bag',
  'pc',
  'pce',
  'piece',
  'no',
  'nos',
  'roll',
  'packet',
  'pkt',
  'tin',
  'length',
  'unit',
  'pair',
  'mfuko',
  'mifuko',
  'kipande',
  'vipande',
  'roli',
  'pakiti',
  'jozi',
  // Short forms (decision 170): 'simiti bg 30', 'binding wire 2 rls', 'pcs' made singular.
  'bg',
  'bgs',
  'rol',
  'rl',
  'pcs',
]);

/**
 * The fittings made for a pipe: a line that names none of them is for the pipe itself ('PPR
 * 25mm' is the pipe, not its elbow), so a fitting it does not name is a little less sure.
 */
export const FITTINGS = new Set([
  'elbow',
  'tee',
  'bend',
  'union',
  'coupling',
  'coupler',
  'adaptor',
  'adapter',
  'reducer',
  'nipple',
  'connector',
]);
