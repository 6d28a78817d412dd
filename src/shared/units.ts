import type { Lang } from './languages.js';
import type { QuantityCode, QuantityRule, StockQuantity } from './quantity.js';
import { QTY_SCALE, QUANTITY_CODES } from './quantity.js';
import { formatNumber } from './shop-format.js';

// The units a hardware shop counts and sells in (DESIGN decision 41), keyed by the names the spec's
// product form already stores (kg, litre, meter, ...) plus those it lacked (bar, sheet, tin,
// tonne, foot), with their names in English
// and Kiswahili, and the refusal a quantity gets in words that name the unit's rule
// ('Bags are sold whole: enter 1, 2, 3.'). Kiswahili puts the noun before the number
// ('mifuko 20'); a unit with a symbol is written after the number in both ('2.5 t').

interface UnitNames {
  one: string;
  many: string;
}

export interface UnitDefinition {
  en: UnitNames;
  sw: UnitNames;
  /** Written after the number in both languages instead of the name ('t', 'kg'). */
  symbol?: string;
  /** Counted in whole units only (a bar, a bag); measures take decimals. */
  whole: boolean;
}

export const UNITS = {
  piece: {
    en: { one: 'piece', many: 'pieces' },
    sw: { one: 'kipande', many: 'vipande' },
    whole: true,
  },
  bar: { en: { one: 'bar', many: 'bars' }, sw: { one: 'nondo', many: 'nondo' }, whole: true },
  bag: { en: { one: 'bag', many: 'bags' }, sw: { one: 'mfuko', many: 'mifuko' }, whole: true },
  sheet: { en: { one: 'sheet', many: 'sheets' }, sw: { one: 'bati', many: 'mabati' }, whole: true },
  tin: { en: { one: 'tin', many: 'tins' }, sw: { one: 'mkebe', many: 'mikebe' }, whole: true },
  roll: { en: { one: 'roll', many: 'rolls' }, sw: { one: 'roli', many: 'roli' }, whole: true },
  packet: {
    en: { one: 'packet', many: 'packets' },
    sw: { one: 'pakiti', many: 'pakiti' },
    whole: true,
  },
  set: { en: { one: 'set', many: 'sets' }, sw: { one: 'seti', many: 'seti' }, whole: true },
  kg: {
    en: { one: 'kilo', many: 'kilos' },
    sw: { one: 'kilo', many: 'kilo' },
    symbol: 'kg',
    whole: false,
  },
  tonne: {
    en: { one: 'tonne', many: 'tonnes' },
    sw: { one: 'tani', many: 'tani' },
    symbol: 't',
    whole: false,
  },
  meter: {
    en: { one: 'metre', many: 'metres' },
    sw: { one: 'mita', many: 'mita' },
    symbol: 'm',
    whole: false,
  },
  litre: {
    en: { one: 'litre', many: 'litres' },
    sw: { one: 'lita', many: 'lita' },
    symbol: 'l',
    whole: false,
  },
  square_meter: {
    en: { one: 'square metre', many: 'square metres' },
    sw: { one: 'mita mraba', many: 'mita mraba' },
    symbol: 'm²',
    whole: false,
  },
  foot: {
    en: { one: 'foot', many: 'feet' },
    sw: { one: 'futi', many: 'futi' },
    symbol: 'ft',
    whole: false,
  },
} as const satisfies Record<string, UnitDefinition>;

export type UnitName = keyof typeof UNITS;

/**
 * The unit of a stored text: the spec's product units (kg, litre, piece, packet, roll, bag, set,
 * meter, square_meter) are all in the table; any other text from an old import counts as a piece.
 */
export function unitOf(value: string): UnitName {
  return isUnitName(value) ? value : 'piece';
}

function isUnitName(value: string): value is UnitName {
  return Object.hasOwn(UNITS, value);
}

const amount = (thousandths: number) => formatNumber(thousandths / QTY_SCALE, 3);

/** '2.5 t', '234 bars', '1 bag'; in Kiswahili 'nondo 234', 'mfuko 1', '2.5 t'. */
export function quantityText(thousandths: number, unit: UnitName, lang: Lang = 'en'): string {
  const def: UnitDefinition = UNITS[unit];
  const number = amount(thousandths);
  if (def.symbol) return `${number} ${def.symbol}`;
  const names = def[lang];
  const noun = thousandths === QTY_SCALE ? names.one : names.many;
  return lang === 'sw' ? `${noun} ${number}` : `${number} ${noun}`;
}

/**
 * What the customer sees when the stock rounding changed the quantity (decision 42):
 * '2.5 t ≈ 234 bars (2.496 t)'. Null when nothing was adjusted.
 */
export function adjustmentText(
  line: StockQuantity,
  sellUnit: UnitName,
  stockUnit: UnitName,
  lang: Lang = 'en',
): string | null {
  if (!line.adjusted) return null;
  const asked = quantityText(line.requested, sellUnit, lang);
  const stock = quantityText(line.stockQuantity, stockUnit, lang);
  return `${asked} ≈ ${stock} (${quantityText(line.quantity, sellUnit, lang)})`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The refusal of a quantity, naming the unit's rule, in the visitor's language. */
export function quantityRefusal(
  code: QuantityCode,
  unit: UnitName,
  rule: QuantityRule,
  lang: Lang = 'en',
): string {
  const many = capitalised(UNITS[unit][lang].many);
  const decimals = Math.min(Math.max(Math.trunc(rule.decimals), 0), 3);
  if (lang === 'sw') {
    switch (code) {
      case 'QTY_NOT_WHOLE':
        return `${many} huuzwa kamili: andika 1, 2, 3.`;
      case 'QTY_PRECISION':
        return `${many} huuzwa kwa desimali zisizozidi ${decimals}: kwa mfano ${amount(1500)}.`;
      case 'QTY_BELOW_MIN':
        return `Kiasi cha chini ni ${quantityText(rule.min, unit, lang)}.`;
      case 'QTY_STEP':
        return `${many} huuzwa kwa hatua za ${amount(rule.step)}: kwa mfano ${amount(rule.step)}, ${amount(rule.step * 2)}.`;
      case 'QTY_TOO_LARGE':
        return 'Kiasi hicho ni kikubwa mno kwa mstari mmoja.';
      case 'QTY_FORMAT':
        return 'Andika kiasi kwa tarakimu, kama 2 au 2.5.';
    }
  }
  switch (code) {
    case 'QTY_NOT_WHOLE':
      return `${many} are sold whole: enter 1, 2, 3.`;
    case 'QTY_PRECISION':
      return `${many} are sold to at most ${decimals} decimal places: for example ${amount(1500)}.`;
    case 'QTY_BELOW_MIN':
      return `The least you can buy is ${quantityText(rule.min, unit, lang)}.`;
    case 'QTY_STEP':
      return `${many} are sold in steps of ${amount(rule.step)}: for example ${amount(rule.step)}, ${amount(rule.step * 2)}.`;
    case 'QTY_TOO_LARGE':
      return 'That quantity is too large for one line.';
    case 'QTY_FORMAT':
      return 'Enter a quantity as a number, such as 2 or 2.5.';
  }
}

/**
 * A server's refusal of a line's quantity in `lang`, from the values it sends beside its code
 * (`name`, `unit`, and the sell unit's `decimals`, `min` and `step` in thousandths; decision 181's
 * addendum): '{name}: ' and the unit's rule. Values it does not understand give the plain rule
 * of a piece.
 */
export function quantityRefusalText(
  code: string,
  values: Readonly<Record<string, string>>,
  lang: Lang,
): string {
  const known = (QUANTITY_CODES as readonly string[]).includes(code)
    ? (code as QuantityCode)
    : 'QTY_FORMAT';
  const whole = (text: string | undefined, otherwise: number) =>
    text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : otherwise;
  const rule = {
    decimals: whole(values.decimals, 0),
    min: whole(values.min, QTY_SCALE),
    step: whole(values.step, QTY_SCALE),
  };
  const text = quantityRefusal(known, unitOf(values.unit ?? ''), rule, lang);
  return values.name ? `${values.name}: ${text}` : text;
}
