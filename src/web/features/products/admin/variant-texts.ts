import { useCallback, useState } from 'react';
import { LANG_COOKIE, rememberLang, type Lang } from '../../../lib/i18n';

// The texts of the Options and variants grid and of a variant's stock screen, in English and
// Kiswahili (docs/decisions/132-admin-variants-and-stock-screens.md). The admin area has no /sw/
// twin (decision 105), so these two screens read the language the person chose on the storefront
// (the `lang` cookie) and offer the switch themselves; the rest of the admin stays English.

const en = {
  switchTo: 'Kiswahili',
  switchLabel: 'Show these screens in Kiswahili',
  editor: {
    title: 'Options and variants',
    intro:
      'Add up to three options (Size, Length, Colour...) with their values, then tick the combinations the shop really stocks. Each ticked combination is a variant with its own SKU, price, stock and sell units.',
    newProduct: 'Save the product first: its options and variants are set here after.',
    optionName: (n: number) => `Option ${n} name`,
    optionValues: (n: number) => `Option ${n} values (comma-separated)`,
    optionPlaceholder: 'Size',
    valuesPlaceholder: 'Y8, Y10, Y12',
    addOption: '+ Add option',
    removeOption: (name: string) => `Remove option ${name}`,
    remove: 'Remove',
    combinations: 'Combinations stocked',
    combinationsHint: 'Tick each combination that exists; untick one to remove its variant.',
    noOptions: 'Without options the product has one variant.',
    variants: 'Variants',
    scrollHint: 'The grid scrolls sideways.',
    col: {
      variant: 'Variant',
      sku: 'SKU',
      price: 'Price (KSh)',
      discount: 'Discount (%)',
      reorderLevel: 'Reorder level',
      stockUnit: 'Stock unit',
      active: 'Active',
      stock: 'Stock',
      sellUnits: 'Sell units',
      picture: 'Picture',
    },
    picture: {
      product: "The product's",
      numbered: (n: number) => `Picture ${n}`,
      of: (title: string) => `Picture of ${title}`,
    },
    copy: 'Copy to all',
    copyLabel: (column: string) => `Copy the first variant's ${column} to all variants`,
    notCounted: 'not counted',
    stockLink: 'Stock',
    stockLinkLabel: (title: string) => `Stock of ${title}`,
    sellUnitsToggle: (n: number) => `Sell units (${n})`,
    sellUnitsOf: (title: string) => `Sell units of ${title}`,
    unit: {
      unit: 'Unit',
      label: 'Label',
      price: 'Price (KSh)',
      discount: 'Discount (%)',
      perUnit: (stockUnit: string) => `Per unit (${stockUnit} in one)`,
      decimals: 'Decimals',
      min: 'Minimum',
      step: 'Step',
      default: 'Default',
    },
    wholeOnly: '0 (whole only)',
    addSellUnit: '+ Add sell unit',
    copySellUnits: 'Copy these sell units to all variants',
    removeSellUnit: (unit: string) => `Remove sell unit ${unit}`,
    save: 'Save options and variants',
    saving: 'Saving...',
    saved: 'Options and variants saved.',
    fixMarked: 'Some cells need attention: see the marked ones.',
    refused: 'Not saved:',
    loading: 'Loading variants...',
    loadFailed: 'Could not load the variants.',
    unsaved: 'Unsaved changes.',
    simple:
      'Sold in one unit with no options: the fields above are its only variant. Add options (sizes, lengths, colours) or a second sell unit (a tonne beside the bar) here.',
    openEditor: 'Add options or sell units',
  },
  stock: {
    title: (name: string) => `Stock: ${name}`,
    back: 'Back to the product',
    variant: 'Variant',
    onHand: 'On hand',
    notCounted: 'Not counted yet',
    receive: 'Receive',
    receiveHint: 'Stock that arrived from a supplier.',
    quantityReceived: (unit: string) => `Quantity received (${unit})`,
    unitCost: 'Unit cost (KSh, optional)',
    receiveButton: 'Record receipt',
    count: 'Count',
    countHint: 'What is on the shelf now; the difference is recorded.',
    counted: (unit: string) => `Counted on the shelf (${unit})`,
    difference: (text: string) => `This records a difference of ${text}.`,
    noDifference: 'This matches the balance: nothing to record.',
    countButton: 'Record count',
    adjust: 'Adjust',
    adjustHint: 'Broken, lost or found stock; a reason is required.',
    adjustQuantity: (unit: string) => `Quantity (${unit}; -2 takes away)`,
    reason: 'Reason',
    reasonPlaceholder: 'Damaged in the store',
    reasonRequired: 'A reason is required for a stock adjustment.',
    adjustButton: 'Record adjustment',
    recorded: (kind: string, quantity: string, balance: string) =>
      `Recorded: ${kind} ${quantity}; balance ${balance}.`,
    nothingRecorded: 'The count matches the balance: nothing was recorded.',
    history: 'History',
    col: {
      kind: 'Kind',
      quantity: 'Quantity',
      balance: 'Balance',
      reason: 'Reason',
      by: 'By',
      at: 'At',
    },
    kinds: {
      sale: 'Sale',
      cancel: 'Cancelled order',
      return: 'Return',
      receipt: 'Receipt',
      count: 'Count',
      adjustment: 'Adjustment',
    } as Record<string, string>,
    unitCostNote: (cost: string) => `unit cost KSh ${cost}`,
    noMovements: 'No movements yet.',
    newer: 'Newer',
    older: 'Older',
    pageOf: (page: number, pages: number, total: number) =>
      `Page ${page} of ${pages} (${total} movements)`,
    loading: 'Loading stock...',
    notFound: 'Product not found.',
    noVariant: 'This product has no such variant.',
    chooseVariant: 'Choose a variant',
  },
};

export type VariantTexts = typeof en;

const sw: VariantTexts = {
  switchTo: 'English',
  switchLabel: 'Onyesha kurasa hizi kwa Kiingereza',
  editor: {
    title: 'Chaguo na aina',
    intro:
      'Ongeza hadi chaguo tatu (Ukubwa, Urefu, Rangi...) na thamani zake, kisha weka alama kwenye michanganyiko ambayo duka linauza kweli. Kila mchanganyiko ni aina yenye SKU, bei, akiba na vipimo vyake vya kuuza.',
    newProduct: 'Hifadhi bidhaa kwanza: chaguo na aina zake huwekwa hapa baadaye.',
    optionName: (n: number) => `Jina la chaguo ${n}`,
    optionValues: (n: number) => `Thamani za chaguo ${n} (tenganisha kwa koma)`,
    optionPlaceholder: 'Ukubwa',
    valuesPlaceholder: 'Y8, Y10, Y12',
    addOption: '+ Ongeza chaguo',
    removeOption: (name: string) => `Ondoa chaguo ${name}`,
    remove: 'Ondoa',
    combinations: 'Michanganyiko iliyopo',
    combinationsHint: 'Weka alama kwa kila mchanganyiko uliopo; ondoa alama kuondoa aina yake.',
    noOptions: 'Bila chaguo, bidhaa ina aina moja.',
    variants: 'Aina',
    scrollHint: 'Jedwali husogea kando.',
    col: {
      variant: 'Aina',
      sku: 'SKU',
      price: 'Bei (KSh)',
      discount: 'Punguzo (%)',
      reorderLevel: 'Kiwango cha kuagiza',
      stockUnit: 'Kipimo cha akiba',
      active: 'Inauzwa',
      stock: 'Akiba',
      sellUnits: 'Vipimo vya kuuza',
      picture: 'Picha',
    },
    picture: {
      product: 'Ya bidhaa',
      numbered: (n: number) => `Picha ${n}`,
      of: (title: string) => `Picha ya ${title}`,
    },
    copy: 'Nakili kwa zote',
    copyLabel: (column: string) => `Nakili ${column} ya aina ya kwanza kwa aina zote`,
    notCounted: 'haijahesabiwa',
    stockLink: 'Akiba',
    stockLinkLabel: (title: string) => `Akiba ya ${title}`,
    sellUnitsToggle: (n: number) => `Vipimo vya kuuza (${n})`,
    sellUnitsOf: (title: string) => `Vipimo vya kuuza vya ${title}`,
    unit: {
      unit: 'Kipimo',
      label: 'Jina',
      price: 'Bei (KSh)',
      discount: 'Punguzo (%)',
      perUnit: (stockUnit: string) => `Kwa kipimo (${stockUnit} ndani ya kimoja)`,
      decimals: 'Desimali',
      min: 'Kiwango cha chini',
      step: 'Hatua',
      default: 'Chaguo-msingi',
    },
    wholeOnly: '0 (kamili tu)',
    addSellUnit: '+ Ongeza kipimo cha kuuza',
    copySellUnits: 'Nakili vipimo hivi kwa aina zote',
    removeSellUnit: (unit: string) => `Ondoa kipimo ${unit}`,
    save: 'Hifadhi chaguo na aina',
    saving: 'Inahifadhi...',
    saved: 'Chaguo na aina zimehifadhiwa.',
    fixMarked: 'Baadhi ya visanduku vinahitaji kurekebishwa: tazama vilivyowekwa alama.',
    refused: 'Haikuhifadhiwa:',
    loading: 'Inapakia aina...',
    loadFailed: 'Imeshindikana kupakia aina.',
    unsaved: 'Mabadiliko hayajahifadhiwa.',
    simple:
      'Inauzwa kwa kipimo kimoja bila chaguo: sehemu zilizo juu ndizo aina yake pekee. Ongeza chaguo (ukubwa, urefu, rangi) au kipimo cha pili cha kuuza (tani kando ya nondo) hapa.',
    openEditor: 'Ongeza chaguo au vipimo vya kuuza',
  },
  stock: {
    title: (name: string) => `Akiba: ${name}`,
    back: 'Rudi kwenye bidhaa',
    variant: 'Aina',
    onHand: 'Iliyopo',
    notCounted: 'Bado haijahesabiwa',
    receive: 'Pokea',
    receiveHint: 'Akiba iliyofika kutoka kwa msambazaji.',
    quantityReceived: (unit: string) => `Kiasi kilichopokelewa (${unit})`,
    unitCost: 'Gharama ya kipimo kimoja (KSh, si lazima)',
    receiveButton: 'Rekodi upokeaji',
    count: 'Hesabu',
    countHint: 'Kilichopo rafuni sasa; tofauti inarekodiwa.',
    counted: (unit: string) => `Kilichohesabiwa rafuni (${unit})`,
    difference: (text: string) => `Hii inarekodi tofauti ya ${text}.`,
    noDifference: 'Hii inalingana na salio: hakuna cha kurekodi.',
    countButton: 'Rekodi hesabu',
    adjust: 'Rekebisha',
    adjustHint: 'Akiba iliyovunjika, iliyopotea au iliyopatikana; sababu inahitajika.',
    adjustQuantity: (unit: string) => `Kiasi (${unit}; -2 hupunguza)`,
    reason: 'Sababu',
    reasonPlaceholder: 'Imeharibika ghalani',
    reasonRequired: 'Sababu inahitajika kwa marekebisho ya akiba.',
    adjustButton: 'Rekodi marekebisho',
    recorded: (kind: string, quantity: string, balance: string) =>
      `Imerekodiwa: ${kind} ${quantity}; salio ${balance}.`,
    nothingRecorded: 'Hesabu inalingana na salio: hakuna kilichorekodiwa.',
    history: 'Historia',
    col: {
      kind: 'Aina ya badiliko',
      quantity: 'Kiasi',
      balance: 'Salio',
      reason: 'Sababu',
      by: 'Na',
      at: 'Lini',
    },
    kinds: {
      sale: 'Mauzo',
      cancel: 'Oda iliyofutwa',
      return: 'Kurudishwa',
      receipt: 'Upokeaji',
      count: 'Hesabu',
      adjustment: 'Marekebisho',
    },
    unitCostNote: (cost: string) => `gharama KSh ${cost}`,
    noMovements: 'Bado hakuna mabadiliko.',
    newer: 'Mapya zaidi',
    older: 'Ya zamani zaidi',
    pageOf: (page: number, pages: number, total: number) =>
      `Ukurasa ${page} wa ${pages} (mabadiliko ${total})`,
    loading: 'Inapakia akiba...',
    notFound: 'Bidhaa haikupatikana.',
    noVariant: 'Bidhaa hii haina aina hiyo.',
    chooseVariant: 'Chagua aina',
  },
};

export const VARIANT_TEXTS: Record<Lang, VariantTexts> = { en, sw };

/** The language the person chose on the storefront (the `lang` cookie), English otherwise. */
export function chosenLang(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): Lang {
  const match = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=(en|sw)(?:;|$)`).exec(cookie);
  return match?.[1] === 'sw' ? 'sw' : 'en';
}

/** These screens' texts and the switch to the other language (remembered in the cookie). */
export function useVariantTexts(): { lang: Lang; t: VariantTexts; switchLang: () => void } {
  const [lang, setLang] = useState<Lang>(() => chosenLang());
  const switchLang = useCallback(() => {
    const next: Lang = lang === 'sw' ? 'en' : 'sw';
    rememberLang(next);
    setLang(next);
  }, [lang]);
  return { lang, t: VARIANT_TEXTS[lang], switchLang };
}
