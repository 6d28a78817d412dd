import { UNITS, type UnitDefinition, type UnitName } from '#shared/units.js';
import type { Lang } from '../../lib/i18n';

// The cart's words for lines by variant and unit, in English and Kiswahili (the spec's words are in
// en.shop.ts / sw.shop.ts; these few are the cart's own, next to the only code that shows them).

export interface CartWords {
  unitOf: (name: string) => string;
  fixQuantities: string;
  gone: string;
}

const WORDS: Record<Lang, CartWords> = {
  en: {
    unitOf: (name: string) => `Unit of ${name}`,
    fixQuantities: 'Please correct the quantities marked in the cart first.',
    gone: 'No longer sold',
  },
  sw: {
    unitOf: (name: string) => `Kipimo cha ${name}`,
    fixQuantities: 'Tafadhali rekebisha kwanza idadi zilizowekwa alama kwenye kikapu.',
    gone: 'Haiuzwi tena',
  },
};

export function cartWords(lang: Lang): CartWords {
  return WORDS[lang];
}

/** A unit's short form after a price: '/ t', '/ bar'; in Kiswahili '/ t', '/ nondo'. */
export function perUnitText(unit: UnitName, lang: Lang): string {
  const def: UnitDefinition = UNITS[unit];
  return `/ ${def.symbol ?? def[lang].one}`;
}

/** A sell unit's name in the unit switch: its label, else 'Tonne', 'Bar'; 'Tani', 'Nondo'. */
export function unitChoiceText(unit: UnitName, label: string | null, lang: Lang): string {
  if (label) return label;
  const one = UNITS[unit][lang].one;
  return one.charAt(0).toUpperCase() + one.slice(1);
}
