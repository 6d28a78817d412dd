// Tax arithmetic and the sale request of KRA's OSCU (docs/decisions/154-etims-tax-arithmetic.md).
// Prices stay VAT-inclusive whole shillings; each line's amount after its discount is its taxable
// amount (taxblAmt, VAT included, as KRA's own samples send it: taxblAmt = totAmt), and its tax is
// the VAT part of it, taxAmt = taxblAmt x rate / (100 + rate), rounded to the cent. The header sums
// the lines by tax type, so totAmt is what the customer paid. Everything is computed in cents
// (integers) and written as shillings with at most two decimals.

export const TAX_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** KRA's rates by tax type: A exempt, B 16% standard, C 0% zero-rated, D non-VAT, E 8%. */
export const TAX_RATES: Record<TaxType, number> = { A: 0, B: 16, C: 0, D: 0, E: 8 };

/** The VAT part of a VAT-inclusive amount in cents, rounded half up to the cent. */
export function taxOfInclusive(cents: number, type: TaxType): number {
  const rate = TAX_RATES[type];
  return rate === 0 ? 0 : Math.round((cents * rate) / (100 + rate));
}

export const toShillings = (cents: number): number => Math.round(cents) / 100;

export interface SaleLine {
  /** KRA's item code (registered before the first sale). */
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  /** Quantity unit code (KRA's code list: U pieces, KG, MTR, LTR, TNE...). */
  qtyUnitCd: string;
  /** Thousandths of the unit sold. */
  quantity: number;
  /** Whole shillings for one unit before its discount. */
  listPrice: number;
  /** Percent discount on the line, or null. */
  discountRate: number | null;
  /** Whole shillings the line charged (what the customer paid for it). */
  lineTotal: number;
  taxType: TaxType;
}

export interface SaleInput {
  invcNo: number;
  /** 0 for a sale; the sale's invcNo for its credit note. */
  orgInvcNo: number;
  kind: 'sale' | 'credit';
  buyerPin: string | null;
  buyerName: string;
  /** When the sale was confirmed (paid), as an instant; KRA's dates are Nairobi's (UTC+3). */
  at: Date;
  /** KRA's payment type: 01 cash, 06 mobile money... */
  pmtTyCd: string;
  lines: SaleLine[];
  /** Who registered the document (shown to KRA as regrId/regrNm). */
  by: string;
}

/** Nairobi's wall clock (UTC+3 all year, no daylight saving) as yyyyMMddHHmmss. */
export function kenyaTimestamp(at: Date): string {
  const local = new Date(at.getTime() + 3 * 3600_000).toISOString();
  return local.slice(0, 19).replace(/[-T:]/g, '');
}

export interface LineAmounts {
  splyAmt: number;
  dcAmt: number;
  /** The discount in percent of the supply, to two decimals (the line's own rate when it has one). */
  dcRt: number;
  taxblAmt: number;
  taxAmt: number;
}

/** A line's amounts in cents: supply at list price, the discount, what it charged, its VAT. */
export function lineAmounts(line: SaleLine): LineAmounts {
  const paid = line.lineTotal * 100;
  const atList = Math.round((line.listPrice * line.quantity) / 10);
  // Whatever the line charged below its list price is its discount, whether the line kept a rate
  // or only its lower price (a variant's own price, a sell unit's discount, a quote).
  const dc = atList > paid ? atList - paid : 0;
  const dcRt = dc === 0 ? 0 : (line.discountRate ?? Math.round((dc * 10_000) / atList) / 100);
  return {
    splyAmt: paid + dc,
    dcAmt: dc,
    dcRt,
    taxblAmt: paid,
    taxAmt: taxOfInclusive(paid, line.taxType),
  };
}

/** The body of saveTrnsSalesOsdc for a sale (rcptTyCd S) or its credit note (R). */
export function saleRequest(input: SaleInput) {
  const taxbl: Record<TaxType, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  const tax: Record<TaxType, number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  const itemList = input.lines.map((line, i) => {
    const a = lineAmounts(line);
    taxbl[line.taxType] += a.taxblAmt;
    tax[line.taxType] += a.taxAmt;
    return {
      itemSeq: i + 1,
      itemCd: line.itemCd,
      itemClsCd: line.itemClsCd,
      itemNm: line.itemNm.slice(0, 200),
      bcd: null,
      pkgUnitCd: 'NT',
      pkg: 1,
      qtyUnitCd: line.qtyUnitCd,
      qty: line.quantity / 1000,
      prc: line.listPrice,
      splyAmt: toShillings(a.splyAmt),
      dcRt: a.dcRt,
      dcAmt: toShillings(a.dcAmt),
      isrccCd: null,
      isrccNm: null,
      isrcRt: null,
      isrcAmt: null,
      taxTyCd: line.taxType,
      taxblAmt: toShillings(a.taxblAmt),
      taxAmt: toShillings(a.taxAmt),
      totAmt: toShillings(a.taxblAmt),
    };
  });
  const stamp = kenyaTimestamp(input.at);
  const sum = (values: Record<TaxType, number>) => TAX_TYPES.reduce((s, t) => s + values[t], 0);
  return {
    invcNo: input.invcNo,
    orgInvcNo: input.orgInvcNo,
    custTin: input.buyerPin,
    custNm: input.buyerName.slice(0, 60),
    salesTyCd: 'N',
    rcptTyCd: input.kind === 'sale' ? 'S' : 'R',
    pmtTyCd: input.pmtTyCd,
    salesSttsCd: '02',
    cfmDt: stamp,
    salesDt: stamp.slice(0, 8),
    stockRlsDt: stamp,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: input.kind === 'credit' ? stamp : null,
    rfdRsnCd: input.kind === 'credit' ? '06' : null,
    totItemCnt: itemList.length,
    ...Object.fromEntries(TAX_TYPES.map((t) => [`taxblAmt${t}`, toShillings(taxbl[t])])),
    ...Object.fromEntries(TAX_TYPES.map((t) => [`taxRt${t}`, TAX_RATES[t]])),
    ...Object.fromEntries(TAX_TYPES.map((t) => [`taxAmt${t}`, toShillings(tax[t])])),
    totTaxblAmt: toShillings(sum(taxbl)),
    totTaxAmt: toShillings(sum(tax)),
    totAmt: toShillings(sum(taxbl)),
    prchrAcptcYn: 'N',
    remark: null,
    regrId: input.by.slice(0, 20),
    regrNm: input.by.slice(0, 60),
    modrId: input.by.slice(0, 20),
    modrNm: input.by.slice(0, 60),
    receipt: {
      custTin: input.buyerPin,
      custMblNo: null,
      rptNo: input.invcNo,
      trdeNm: null,
      adrs: null,
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList,
  };
}
