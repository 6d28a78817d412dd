import { formatDate, formatDateTime, formatNumber } from '#shared/shop-format.js';
import { useI18n } from './index';

/**
 * Dates and card prices in the page's language, written the same way on the server and in the
 * browser (no Intl: docs/decisions/084): '5 Machi 2026', 'KSh 1,500' on a Swahili page.
 */
export function useFormat() {
  const { m } = useI18n();
  return {
    date: (iso: string) => formatDate(iso, m.months),
    dateTime: (iso: string) => formatDateTime(iso, m.months),
    cardPrice: (amount: number) => `${m.paging.cardCurrency} ${formatNumber(amount, 2)}`,
  };
}
