import { TAX_RATES, TAX_TYPES, taxOfInclusive, type TaxType } from './etims.tax.js';

// What the eTIMS simulator (etims.simulator.ts) checks in a sale before it signs it, as KRA's
// OSCU does: the required fields, their lengths, and that every line's and the whole's tax adds up
// (docs/decisions/154-etims-tax-arithmetic.md). A sale the shop builds wrongly is refused here
// before a real KRA ever sees it.

/** An amount as KRA sends it (shillings, two decimals) in whole cents. */
export const cents = (v: unknown) => Math.round(Number(v) * 100);

/** What is wrong with a sale's fields and arithmetic, or null when KRA would take it. */
export function checkSale(body: Record<string, unknown>): string | null {
  for (const field of [
    'invcNo',
    'orgInvcNo',
    'salesTyCd',
    'rcptTyCd',
    'pmtTyCd',
    'salesSttsCd',
    'cfmDt',
    'salesDt',
    'totItemCnt',
    'totTaxblAmt',
    'totTaxAmt',
    'totAmt',
    'regrId',
    'regrNm',
    'modrId',
    'modrNm',
    'itemList',
  ])
    if (body[field] === undefined || body[field] === null) return `${field} is required`;
  if (typeof body.custTin === 'string' && !/^[A-Z]\d{9}[A-Z]$/.test(body.custTin))
    return 'custTin must be a KRA PIN (11 characters)';
  if (typeof body.custNm === 'string' && body.custNm.length > 60)
    return 'custNm is over 60 characters';
  if (!/^\d{8}$/.test(String(body.salesDt)) || !/^\d{14}$/.test(String(body.cfmDt)))
    return 'salesDt must be yyyyMMdd and cfmDt yyyyMMddHHmmss';
  if (String(body.cfmDt).slice(0, 8) !== body.salesDt) return 'salesDt is not the day of cfmDt';
  const items = body.itemList as Record<string, unknown>[];
  if (!Array.isArray(items) || items.length === 0 || items.length !== body.totItemCnt)
    return 'itemList does not match totItemCnt';
  const taxbl: Record<string, number> = {};
  const tax: Record<string, number> = {};
  for (const [i, item] of items.entries()) {
    for (const field of [
      'itemSeq',
      'itemCd',
      'itemClsCd',
      'itemNm',
      'qtyUnitCd',
      'qty',
      'prc',
      'splyAmt',
      'taxTyCd',
      'taxblAmt',
      'taxAmt',
      'totAmt',
    ])
      if (item[field] === undefined || item[field] === null)
        return `itemList[${i}].${field} is required`;
    if (String(item.itemNm).length > 200) return `itemList[${i}].itemNm is over 200 characters`;
    const type = item.taxTyCd as TaxType;
    if (!TAX_TYPES.includes(type)) return `itemList[${i}].taxTyCd is not A-E`;
    const amount = cents(item.taxblAmt);
    if (cents(item.splyAmt) - cents(item.dcAmt ?? 0) !== amount || cents(item.totAmt) !== amount)
      return `itemList[${i}]: splyAmt - dcAmt must equal taxblAmt and totAmt`;
    if (cents(item.taxAmt) !== taxOfInclusive(amount, type))
      return `itemList[${i}]: taxAmt is not ${TAX_RATES[type]}% of taxblAmt`;
    taxbl[type] = (taxbl[type] ?? 0) + amount;
    tax[type] = (tax[type] ?? 0) + cents(item.taxAmt);
  }
  for (const t of TAX_TYPES) {
    if (cents(body[`taxblAmt${t}`]) !== (taxbl[t] ?? 0))
      return `taxblAmt${t} is not the sum of its lines`;
    if (cents(body[`taxAmt${t}`]) !== (tax[t] ?? 0))
      return `taxAmt${t} is not the sum of its lines`;
    if (Number(body[`taxRt${t}`]) !== TAX_RATES[t]) return `taxRt${t} must be ${TAX_RATES[t]}`;
  }
  const total = Object.values(taxbl).reduce((a, b) => a + b, 0);
  if (cents(body.totTaxblAmt) !== total || cents(body.totAmt) !== total)
    return 'totTaxblAmt and totAmt must be the sum of the lines';
  if (cents(body.totTaxAmt) !== Object.values(tax).reduce((a, b) => a + b, 0))
    return 'totTaxAmt is not the sum of the lines';
  return null;
}
