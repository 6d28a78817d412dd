import fs from 'node:fs';
import sharp from 'sharp';
import { escapeHtml } from '../../lib/html.js';
import { SHARE_HEIGHT, SHARE_WIDTH } from '../media/share-image.js';

// The shop's own pictures for pages that have no photo of their own: the link preview of the home
// and contact pages (1200x630 JPEG, the shop's mark, name and line) and the square logo that
// BlogPosting's publisher names (docs/decisions/101-shop-pictures.md). Drawn from the site's
// mark (public/favicon.svg) and SHOP_NAME by sharp once per process, then served from memory.

export const SHOP_SHARE_PATH = '/share/shop.jpg';
export const SHOP_LOGO_PATH = '/share/logo.png';
export const LOGO_SIZE = 512;

/** The mark's drawing (the inside of its <svg>), from the favicon the navbar also shows. */
function markOf(faviconFile: string): string {
  const svg = fs.existsSync(faviconFile) ? fs.readFileSync(faviconFile, 'utf8') : '';
  return (
    /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ??
    '<rect width="64" height="64" rx="14" fill="#1c1f24"/>'
  );
}

export function shopPictures(faviconFile: string, shopName: string, line: string) {
  let share: Promise<Buffer> | undefined;
  let logo: Promise<Buffer> | undefined;
  const mark = markOf(faviconFile);
  const name = escapeHtml(shopName);
  // A long name gets smaller letters so it stays inside the picture (about 0.6 em a letter).
  const nameSize = Math.min(64, Math.floor(760 / (0.6 * Math.max(shopName.length, 1))));
  return {
    share: () =>
      (share ??= sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">` +
            `<rect width="100%" height="100%" fill="#1c1f24"/>` +
            `<svg x="90" y="195" width="240" height="240" viewBox="0 0 64 64">${mark}</svg>` +
            `<text x="380" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="${nameSize}" font-weight="bold" fill="#ffffff">${name}</text>` +
            `<text x="380" y="380" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fbbf24">${escapeHtml(line)}</text>` +
            `</svg>`,
        ),
      )
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer()),
    logo: () =>
      (logo ??= sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 64 64">${mark}</svg>`,
        ),
      )
        .png()
        .toBuffer()),
  };
}
