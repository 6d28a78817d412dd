import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../plugins/mail-delivery.js';
import type { QuoteLineRow, QuoteRow } from './quote.repository.js';

// The mail to the shop for each new quote request: who asked, what, and where to price it.

export function newQuoteMail(
  config: { publicUrl: string; shopEmail: string },
  quote: QuoteRow,
  lines: QuoteLineRow[],
): Mail {
  const link = `${config.publicUrl}/admin/quotes/${quote.reference}`;
  const unmatched = lines.filter((l) => l.product_id === null).length;
  const text = [
    `New quote request ${quote.reference} from ${quote.customer_name}.`,
    '',
    `Phone: +${quote.phone}`,
    ...(quote.county ? [`County: ${quote.county}`] : []),
    `${lines.length} lines, ${unmatched} not matched to a product:`,
    ...lines.map((l) => `${l.quantity} x ${l.name ?? `${l.text} (not matched)`}`),
    '',
    `Price it in the admin area: ${link}`,
  ];
  const html = text
    .slice(0, -1)
    .map((l) => (l === '' ? '<br>' : `<p>${escapeHtml(l)}</p>`))
    .join('\n');
  return {
    to: config.shopEmail,
    subject: `New quote request ${quote.reference}: ${quote.customer_name}, ${lines.length} lines`,
    text: text.join('\n'),
    html: `${html}\n<p><a href="${escapeHtml(link)}">Open quote ${escapeHtml(quote.reference)} in the admin area</a></p>`,
  };
}
