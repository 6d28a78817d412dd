import { describe, expect, it } from 'vitest';
import { kenyaTimestamp, saleRequest, taxOfInclusive, type SaleLine } from './etims.tax.js';

const line = (fields: Partial<SaleLine> & Pick<SaleLine, 'itemCd' | 'taxType'>): SaleLine => ({
  itemClsCd: '3010160000',
  itemNm: fields.itemCd,
  qtyUnitCd: 'U',
  quantity: 1000,
  listPrice: 0,
  discountRate: null,
  lineTotal: 0,
  ...fields,
});

describe('eTIMS tax arithmetic', () => {
  it('takes the VAT out of a VAT-inclusive amount, to the cent', () => {
    expect(taxOfInclusive(11_600, 'B')).toBe(1_600);
    expect(taxOfInclusive(10_000, 'B')).toBe(1_379); // 13.793 -> 13.79
    expect(taxOfInclusive(36_000, 'E')).toBe(2_667); // 26.666 -> 26.67
    for (const t of ['A', 'C', 'D'] as const) expect(taxOfInclusive(10_000, t)).toBe(0);
  });

  it('a line charged below its list price without a rate carries the difference as its discount', () => {
    const body = saleRequest({
      invcNo: 1,
      orgInvcNo: 0,
      kind: 'sale',
      buyerPin: null,
      buyerName: 'Jane',
      at: new Date('2026-11-27T09:15:00Z'),
      pmtTyCd: '06',
      by: 'test',
      lines: [
        line({
          itemCd: 'KE2NTMTK0000001',
          quantity: 3000,
          listPrice: 2450,
          lineTotal: 6984,
          taxType: 'B',
        }),
      ],
    });
    expect(body.itemList[0]).toMatchObject({
      prc: 2450,
      splyAmt: 7350,
      dcAmt: 366,
      dcRt: 4.98,
      taxblAmt: 6984,
      totAmt: 6984,
    });
  });

  it('dates a sale at 23:30 UTC on the next day, as Nairobi sees it', () => {
    expect(kenyaTimestamp(new Date('2026-11-27T23:30:00Z'))).toBe('20261128023000');
  });

  it('golden: a basket of several tax types and a discount gives exactly this body', () => {
    const body = saleRequest({
      invcNo: 7,
      orgInvcNo: 0,
      kind: 'sale',
      buyerPin: 'P051234567X',
      buyerName: 'Jane Wanjiru',
      at: new Date('2026-11-27T09:15:00Z'),
      pmtTyCd: '06',
      by: 'M-Pesa QK12345678',
      lines: [
        // 2 bags at KSh 850 with 5% off: KSh 808 each, KSh 1,616 paid, KSh 84 discount.
        line({
          itemCd: 'KE2NTBG0000001',
          itemNm: 'Cement 50 kg',
          qtyUnitCd: 'BG',
          quantity: 2000,
          listPrice: 850,
          discountRate: 5,
          lineTotal: 1616,
          taxType: 'B',
        }),
        line({
          itemCd: 'KE2NTU0000002',
          itemNm: 'Exempt item',
          listPrice: 500,
          lineTotal: 500,
          taxType: 'A',
        }),
        line({
          itemCd: 'KE2NTU0000003',
          itemNm: 'Eight percent item',
          quantity: 3000,
          listPrice: 120,
          lineTotal: 360,
          taxType: 'E',
        }),
        line({
          itemCd: 'KE2NTKG0000004',
          itemNm: 'Zero-rated item',
          qtyUnitCd: 'KG',
          quantity: 2500,
          listPrice: 400,
          lineTotal: 1000,
          taxType: 'C',
        }),
      ],
    });
    const item = (n: number, fields: Record<string, unknown>) => ({
      itemSeq: n,
      itemClsCd: '3010160000',
      bcd: null,
      pkgUnitCd: 'NT',
      pkg: 1,
      isrccCd: null,
      isrccNm: null,
      isrcRt: null,
      isrcAmt: null,
      ...fields,
    });
    expect(body).toStrictEqual({
      invcNo: 7,
      orgInvcNo: 0,
      custTin: 'P051234567X',
      custNm: 'Jane Wanjiru',
      salesTyCd: 'N',
      rcptTyCd: 'S',
      pmtTyCd: '06',
      salesSttsCd: '02',
      cfmDt: '20261127121500',
      salesDt: '20261127',
      stockRlsDt: '20261127121500',
      cnclReqDt: null,
      cnclDt: null,
      rfdDt: null,
      rfdRsnCd: null,
      totItemCnt: 4,
      taxblAmtA: 500,
      taxblAmtB: 1616,
      taxblAmtC: 1000,
      taxblAmtD: 0,
      taxblAmtE: 360,
      taxRtA: 0,
      taxRtB: 16,
      taxRtC: 0,
      taxRtD: 0,
      taxRtE: 8,
      taxAmtA: 0,
      taxAmtB: 222.9,
      taxAmtC: 0,
      taxAmtD: 0,
      taxAmtE: 26.67,
      totTaxblAmt: 3476,
      totTaxAmt: 249.57,
      totAmt: 3476,
      prchrAcptcYn: 'N',
      remark: null,
      regrId: 'M-Pesa QK12345678',
      regrNm: 'M-Pesa QK12345678',
      modrId: 'M-Pesa QK12345678',
      modrNm: 'M-Pesa QK12345678',
      receipt: {
        custTin: 'P051234567X',
        custMblNo: null,
        rptNo: 7,
        trdeNm: null,
        adrs: null,
        topMsg: null,
        btmMsg: null,
        prchrAcptcYn: 'N',
      },
      itemList: [
        item(1, {
          itemCd: 'KE2NTBG0000001',
          itemNm: 'Cement 50 kg',
          qtyUnitCd: 'BG',
          qty: 2,
          prc: 850,
          splyAmt: 1700,
          dcRt: 5,
          dcAmt: 84,
          taxTyCd: 'B',
          taxblAmt: 1616,
          taxAmt: 222.9,
          totAmt: 1616,
        }),
        item(2, {
          itemCd: 'KE2NTU0000002',
          itemNm: 'Exempt item',
          qtyUnitCd: 'U',
          qty: 1,
          prc: 500,
          splyAmt: 500,
          dcRt: 0,
          dcAmt: 0,
          taxTyCd: 'A',
          taxblAmt: 500,
          taxAmt: 0,
          totAmt: 500,
        }),
        item(3, {
          itemCd: 'KE2NTU0000003',
          itemNm: 'Eight percent item',
          qtyUnitCd: 'U',
          qty: 3,
          prc: 120,
          splyAmt: 360,
          dcRt: 0,
          dcAmt: 0,
          taxTyCd: 'E',
          taxblAmt: 360,
          taxAmt: 26.67,
          totAmt: 360,
        }),
        item(4, {
          itemCd: 'KE2NTKG0000004',
          itemNm: 'Zero-rated item',
          qtyUnitCd: 'KG',
          qty: 2.5,
          prc: 400,
          splyAmt: 1000,
          dcRt: 0,
          dcAmt: 0,
          taxTyCd: 'C',
          taxblAmt: 1000,
          taxAmt: 0,
          totAmt: 1000,
        }),
      ],
    });
  });
});
