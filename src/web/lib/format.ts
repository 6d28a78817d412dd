import { formatNumber } from '#shared/shop-format.js';

// How the shop writes dates and counts on screen, in one place (src/shared/shop-format.ts).

export { formatDate, formatDateTime } from '#shared/shop-format.js';

/** '20,000' */
export const formatCount = (value: number) => formatNumber(value);
