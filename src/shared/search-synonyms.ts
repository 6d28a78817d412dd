// The words shoppers in Kenya type for hardware, mapped to the English words the catalogue is
// written in. Keys are single lower-case words; each value lists phrases whose words must all
// appear (in any order) for a product to match. The list is maintained by hand: add a line when
// the shop hears a new word at the counter. Plural Swahili forms sit beside the singular ones
// because shoppers use both.

export const SWAHILI_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  saruji: ['cement'],
  simiti: ['cement'],
  mabati: ['iron sheet', 'roofing sheet'],
  bati: ['iron sheet', 'roofing sheet'],
  rangi: ['paint'],
  misumari: ['nail'],
  msumari: ['nail'],
  bomba: ['pipe'],
  mabomba: ['pipe'],
  paipu: ['pipe'],
  mbao: ['timber', 'wood'],
  waya: ['wire', 'cable'],
  stima: ['cable', 'electric'],
  kufuli: ['padlock'],
  nondo: ['steel bar', 'rebar'],
  tofali: ['brick', 'block'],
  matofali: ['brick', 'block'],
  mchanga: ['sand'],
  kokoto: ['ballast'],
  brashi: ['brush'],
  tangi: ['tank'],
  tanki: ['tank'],
  koleo: ['pliers', 'shovel'],
  nyundo: ['hammer'],
  msumeno: ['saw'],
  bisibisi: ['screwdriver'],
  skrubu: ['screw'],
  vigae: ['tile'],
  kigae: ['tile'],
  mlango: ['door'],
  dirisha: ['window'],
  bawaba: ['hinge'],
  // Site and trade words (the quote matcher reads this list too: decisions 097, 117).
  simenti: ['cement'],
  sementi: ['cement'],
  kufunga: ['binding'],
  maji: ['water'],
  chuma: ['steel', 'iron'],
  sakafu: ['floor'],
  koki: ['tap'],
  gundi: ['glue', 'adhesive', 'solvent'],
  soketi: ['socket'],
  swichi: ['switch'],
  balbu: ['bulb'],
  tinna: ['thinner'],
  thina: ['thinner'],
  ndoo: ['bucket'],
  kamba: ['rope'],
  msasa: ['sandpaper', 'sand paper'],
  jembe: ['hoe'],
  karai: ['mortar pan'],
  glavu: ['gloves'],
  kofia: ['helmet'],
  kiwiko: ['elbow'],
  viwiko: ['elbow'],
  buti: ['boots'],
  reki: ['rake'],
  mkokoteni: ['wheelbarrow'],
  fito: ['pole'],
  // Everyday words at a Kenyan hardware counter (issue 40 item 3c, docs/decisions/134).
  senyenge: ['barbed wire'],
  miba: ['barbed'],
  wavu: ['mesh'],
  wilbaro: ['wheelbarrow'],
  wilibaro: ['wheelbarrow'],
  toroli: ['wheelbarrow'],
  mwiko: ['trowel'],
  beleshi: ['shovel'],
  belishi: ['shovel'],
  sepetu: ['shovel', 'spade'],
  taa: ['bulb', 'light'],
  plagi: ['plug'],
  fyuzi: ['fuse'],
  kebo: ['cable'],
  nyaya: ['wire', 'cable'],
  kitasa: ['lock', 'handle'],
  komeo: ['bolt'],
  bolti: ['bolt'],
  nati: ['nut'],
  spana: ['spanner'],
  patasi: ['chisel'],
  randa: ['plane'],
  tepu: ['tape'],
  ngazi: ['ladder'],
  turubai: ['tarpaulin'],
  kioo: ['glass', 'mirror'],
  vioo: ['glass', 'mirror'],
  sinki: ['sink'],
  choo: ['toilet'],
  mfereji: ['tap'],
  chokaa: ['lime'],
  changarawe: ['ballast', 'gravel'],
  vanishi: ['varnish'],
  mkebe: ['tin'],
  timazi: ['plumb'],
  mkasi: ['scissors'],
  dawa: ['preservative'],
  mawe: ['stone', 'block'],
  // More everyday words and spellings (issue 40 item 3c, docs/decisions/165).
  sengenge: ['barbed wire'],
  timba: ['timber'],
  vumbi: ['dust'],
  usalama: ['safety'],
};

/** The words of a search text: letters and digits, lower-cased, at most `max` of them. */
export function searchWords(text: string, max = 8): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, max);
}

/**
 * A search as the databases run it: every group must match, and a group matches when any of its
 * alternatives does; an alternative is a list of words that must all appear (as word prefixes).
 * 'mabati 30' becomes [[['mabati'], ['iron', 'sheet'], ['roofing', 'sheet']], [['30']]].
 */
export type SearchPlan = string[][][];

// A Map, not the object: the word is the visitor's, and an object lookup of 'constructor' finds
// what every object inherits (`GET /api/products?q=constructor` was a 500).
const SYNONYMS = new Map(Object.entries(SWAHILI_SYNONYMS));

export function searchPlan(text: string): SearchPlan {
  return searchWords(text).map((word) => [
    [word],
    ...(SYNONYMS.get(word) ?? []).map((phrase) => searchWords(phrase)),
  ]);
}
