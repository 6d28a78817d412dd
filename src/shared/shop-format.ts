import { SHOP_UTC_OFFSET_HOURS } from './constants.js';

// How the shop writes numbers and dates (Kenyan English: '1,250.5', '23 Nov 2026, 14:05'), made
// here rather than by Intl (docs/decisions/084-formatting-without-intl.md): a page's first Intl
// formatter loads the browser's locale data, 25-40 ms of a cheap phone's main thread while the
// page is being taken over, and the server's and the browser's locale data can disagree, which
// would break hydration. Dates are the shop's own day and time (Nairobi), on every phone and on
// the server alike.

/** 1234567.456 → '1,234,567.46': thousands grouped, at most `maxFractionDigits`, no trailing 0s. */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '0';
  // Rounded in decimal ('1.005e2'), so a half rounds away from zero as Intl does, not as its
  // nearest binary double would.
  const scaled = Math.round(Number(`${Math.abs(value)}e${maxFractionDigits}`));
  const [whole = '0', fraction = ''] = Number(`${scaled}e-${maxFractionDigits}`)
    .toFixed(maxFractionDigits)
    .split('.');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
const two = (n: number) => String(n).padStart(2, '0');

/** The instant's calendar fields in the shop's time zone (read with the UTC getters). */
function shopTime(iso: string): Date | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + SHOP_UTC_OFFSET_HOURS * 3_600_000);
}

const day = (t: Date, months: readonly string[]) =>
  `${t.getUTCDate()} ${months[t.getUTCMonth()]} ${t.getUTCFullYear()}`;

/**
 * '23 Nov 2026' (a text that is not a date is shown as it is). A Swahili page passes its month
 * names from its messages: '5 Machi 2026'.
 */
export function formatDate(iso: string, months: readonly string[] = MONTHS): string {
  const t = shopTime(iso);
  return t ? day(t, months) : iso;
}

/** '23 Nov 2026, 14:05' ('5 Machi 2026, 14:05' with the Swahili months). */
export function formatDateTime(iso: string, months: readonly string[] = MONTHS): string {
  const t = shopTime(iso);
  return t ? `${day(t, months)}, ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}` : iso;
}
