import { LOCALE } from '#shared/constants.js';

// How the shop writes dates and counts on screen, in one place (Kenyan English: 23 Nov 2026).

const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const dayAndTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const count = new Intl.NumberFormat(LOCALE);

/** '23 Nov 2026' */
export const formatDate = (iso: string) => day.format(new Date(iso));

/** '23 Nov 2026, 14:05' */
export const formatDateTime = (iso: string) => dayAndTime.format(new Date(iso));

/** '20,000' */
export const formatCount = (value: number) => count.format(value);
