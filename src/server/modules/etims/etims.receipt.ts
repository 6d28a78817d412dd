import encodeQR from 'qr';
import { styleHash } from '../../plugins/security.js';
import type { EtimsDocument } from './etims.documents.js';
import { TAX_RATES, TAX_TYPES, type saleRequest } from './etims.tax.js';

// The KRA receipt (DESIGN decision 61, docs/decisions/157-etims-receipt.md): server-rendered HTML,
// printable on A4 and on an 80 mm till roll (print CSS by page size), with the shop's and the
// buyer's PINs, invoice and receipt numbers, date and time, the control unit's ids, internal data,
// signature, the tax table A-E and the QR code (server-side SVG, no script). Until KRA signs it
// says 'KRA receipt pending'.

const CSS = `
*{box-sizing:border-box}
body{font:14px/1.4 system-ui,sans-serif;color:#111;margin:0;background:#f4f4f4}
main{max-width:720px;margin:16px auto;background:#fff;padding:24px;border:1px solid #ddd}
h1{font-size:20px;margin:0 0 4px}
h2{font-size:15px;margin:16px 0 6px}
.muted{color:#555}
.pending{border:2px solid #a15c00;color:#7a4500;padding:8px 12px;font-weight:600;margin:12px 0}
.refused{border:2px solid #b00020;color:#8a0019;padding:8px 12px;margin:12px 0}
table{width:100%;border-collapse:collapse;margin:4px 0}
th,td{text-align:left;padding:4px 6px;border-bottom:1px solid #e5e5e5;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}
dt{color:#555}dd{margin:0;word-break:break-all}
.qr{display:flex;gap:16px;align-items:center;margin-top:12px}
.qr svg{width:140px;height:140px;flex:none}
.total td{font-weight:700}
a{overflow-wrap:anywhere}
@media (max-width:480px){main{margin:0;border:0;padding:12px}body{font-size:13px}
.qr{flex-direction:column;align-items:flex-start}th,td{padding:3px 2px}td.n,th.n{white-space:normal}}
@media print{body{background:#fff}main{border:0;margin:0;max-width:none;padding:0}a{color:inherit;text-decoration:none}}
@media print and (max-width:90mm){@page{size:80mm auto;margin:3mm}body{font-size:11px}
.qr{flex-direction:column;align-items:flex-start}.qr svg{width:36mm;height:36mm}
th,td{padding:2px 1px}td.n,th.n{white-space:normal}h1{font-size:14px}}
@page{margin:12mm}
`;

/** The Content-Security-Policy of the receipt: its own stylesheet only, no script at all. */
export const RECEIPT_POLICY = `default-src 'none'; style-src ${styleHash(CSS)}; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

const esc = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const ksh = (v: number): string =>
  v.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** KRA's yyyyMMddHHmmss as '28/11/2026 02:30:00'. */
const kraTime = (t: string | null): string =>
  t && t.length >= 14
    ? `${t.slice(6, 8)}/${t.slice(4, 6)}/${t.slice(0, 4)} ${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}`
    : '';

export interface ReceiptView {
  shop: { name: string; location: string; phone: string; pin: string; branch: string };
  reference: string;
  customerName: string;
  /** The sale, or null while the paid order's document is not made yet. */
  sale: EtimsDocument | null;
  credit: EtimsDocument | null;
  /** Where the QR code leads (null until signed). */
  verifyUrl: string | null;
  creditVerifyUrl: string | null;
}

type Body = ReturnType<typeof saleRequest>;

function documentHtml(doc: EtimsDocument, verifyUrl: string | null, title: string): string {
  const body = JSON.parse(doc.request) as Body;
  const rows = body.itemList
    .map(
      (i) =>
        `<tr><td>${esc(i.itemNm)}<br><span class="muted">${esc(i.itemCd)}</span></td><td class="n">${esc(i.qty)} x ${ksh(i.prc)}</td><td class="n">${i.dcAmt ? `-${ksh(i.dcAmt)}` : ''}</td><td class="n">${ksh(i.totAmt)} ${esc(i.taxTyCd)}</td></tr>`,
    )
    .join('');
  const byType = body as unknown as Record<string, number>;
  const taxRows = TAX_TYPES.filter((t) => byType[`taxblAmt${t}`] !== 0)
    .map(
      (t) =>
        `<tr><td>${t}</td><td class="n">${TAX_RATES[t]}%</td><td class="n">${ksh(byType[`taxblAmt${t}`] ?? 0)}</td><td class="n">${ksh(byType[`taxAmt${t}`] ?? 0)}</td></tr>`,
    )
    .join('');
  const signed = doc.status === 'signed';
  const state = signed
    ? ''
    : doc.status === 'refused'
      ? `<p class="refused">KRA receipt pending: the shop is correcting this invoice.</p>`
      : `<p class="pending">KRA receipt pending</p>`;
  const control = signed
    ? `<h2>Control unit</h2><dl>
<dt>Receipt no.</dt><dd>${esc(doc.rcpt_no)} / ${esc(doc.tot_rcpt_no)}</dd>
<dt>Date and time</dt><dd>${esc(kraTime(doc.sdc_date_time))}</dd>
<dt>SCU ID</dt><dd>${esc(doc.sdc_id)}</dd>
<dt>CU invoice no.</dt><dd>${esc(doc.sdc_id)}/${esc(doc.rcpt_no)}</dd>
<dt>MRC no.</dt><dd>${esc(doc.mrc_no)}</dd>
<dt>Internal data</dt><dd>${esc(doc.intrl_data)}</dd>
<dt>Receipt signature</dt><dd>${esc(doc.rcpt_sign)}</dd>
</dl>${verifyUrl ? `<div class="qr">${encodeQR(verifyUrl, 'svg')}<p class="muted">Scan to verify with KRA:<br><a href="${esc(verifyUrl)}">${esc(verifyUrl)}</a></p></div>` : ''}`
    : '';
  return `<section>
<h2>${esc(title)}</h2>
${state}
<dl>
<dt>Invoice no.</dt><dd>${esc(doc.invoice_no)}</dd>
${doc.original_invoice_no ? `<dt>Original invoice</dt><dd>${esc(doc.original_invoice_no)}</dd>` : ''}
<dt>Date</dt><dd>${esc(kraTime(body.cfmDt))}</dd>
<dt>Buyer</dt><dd>${esc(body.custNm)}</dd>
<dt>Buyer's KRA PIN</dt><dd>${esc(body.custTin ?? '-')}</dd>
</dl>
<table><thead><tr><th>Item</th><th class="n">Qty x price</th><th class="n">Discount</th><th class="n">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr class="total"><td colspan="3">Total (KSh)</td><td class="n">${ksh(body.totAmt)}</td></tr></tfoot></table>
<h2>Tax</h2>
<table><thead><tr><th>Type</th><th class="n">Rate</th><th class="n">Taxable (incl. tax)</th><th class="n">Tax</th></tr></thead>
<tbody>${taxRows}</tbody>
<tfoot><tr class="total"><td colspan="3">Total tax</td><td class="n">${ksh(body.totTaxAmt)}</td></tr></tfoot></table>
${control}
</section>`;
}

export function receiptHtml(view: ReceiptView): string {
  const { shop } = view;
  const sale = view.sale
    ? documentHtml(view.sale, view.verifyUrl, 'Tax invoice')
    : '<p class="pending">KRA receipt pending</p>';
  const credit = view.credit ? documentHtml(view.credit, view.creditVerifyUrl, 'Credit note') : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>KRA receipt ${esc(view.reference)} | ${esc(shop.name)}</title>
<style>${CSS}</style></head>
<body><main>
<h1>${esc(shop.name)}</h1>
<p class="muted">${esc(shop.location)} · ${esc(shop.phone)}<br>KRA PIN ${esc(shop.pin)} · Branch ${esc(shop.branch)}</p>
<p>Order <strong>${esc(view.reference)}</strong> · ${esc(view.customerName)}</p>
${sale}
${credit}
</main></body></html>`;
}
