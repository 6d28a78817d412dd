import type { saleRequest } from './etims.tax.js';

// The stock movement KRA's OSCU expects for each signed sale or credit note (saveStockIO,
// docs/decisions/156-etims-exactly-once.md): the items that left the shop (sarTyCd 11, a sale) or
// came back (03, a return), numbered by the document's invoice number (sarNo), so a resend is seen
// by KRA as the same movement. Built from the request KRA signed, so both always agree.

type SaleBody = ReturnType<typeof saleRequest>;

export function stockRequest(sale: SaleBody) {
  const credit = sale.rcptTyCd === 'R';
  return {
    sarNo: sale.invcNo,
    orgSarNo: credit ? sale.orgInvcNo : 0,
    regTyCd: 'M',
    custTin: sale.custTin,
    custNm: sale.custNm,
    custBhfId: null,
    sarTyCd: credit ? '03' : '11',
    ocrnDt: sale.salesDt,
    totItemCnt: sale.totItemCnt,
    totTaxblAmt: sale.totTaxblAmt,
    totTaxAmt: sale.totTaxAmt,
    totAmt: sale.totAmt,
    remark: null,
    regrId: sale.regrId,
    regrNm: sale.regrNm,
    modrId: sale.modrId,
    modrNm: sale.modrNm,
    itemList: sale.itemList.map((i) => ({
      itemSeq: i.itemSeq,
      itemCd: i.itemCd,
      itemClsCd: i.itemClsCd,
      itemNm: i.itemNm,
      bcd: null,
      pkgUnitCd: i.pkgUnitCd,
      pkg: i.pkg,
      qtyUnitCd: i.qtyUnitCd,
      qty: i.qty,
      itemExprDt: null,
      prc: i.prc,
      splyAmt: i.splyAmt,
      totDcAmt: i.dcAmt,
      taxblAmt: i.taxblAmt,
      taxTyCd: i.taxTyCd,
      taxAmt: i.taxAmt,
      totAmt: i.totAmt,
    })),
  };
}
