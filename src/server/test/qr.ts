import decodeQR from 'qr/decode.js';

// Reads the QR code a page draws as SVG (the receipt's, drawn by `qr`): the path's unit squares
// become a bitmap with a quiet zone, which qr's decoder reads as a camera's picture would be.

const SCALE = 4;
const QUIET = 4;

export function decodeReceiptQr(html: string): string {
  const svg = /<svg viewBox="0 0 (\d+) (\d+)"[^>]*><path d="([^"]+)"/.exec(html);
  if (!svg) throw new Error('no QR code on the page');
  const size = Number(svg[1]);
  const dark = new Set<string>();
  let start = { x: 0, y: 0 };
  for (const part of (svg[3] ?? '').split('Z')) {
    const move = /^([Mm])(-?\d+) (-?\d+)/.exec(part);
    if (!move) continue;
    const [x, y] = [Number(move[2]), Number(move[3])];
    start = move[1] === 'M' ? { x, y } : { x: start.x + x, y: start.y + y };
    dark.add(`${start.x},${start.y}`);
  }
  const side = (size + 2 * QUIET) * SCALE;
  const data = new Uint8Array(side * side * 4).fill(255);
  for (let py = 0; py < side; py += 1)
    for (let px = 0; px < side; px += 1) {
      const cell = `${Math.floor(px / SCALE) - QUIET},${Math.floor(py / SCALE) - QUIET}`;
      if (!dark.has(cell)) continue;
      const i = (py * side + px) * 4;
      data[i] = data[i + 1] = data[i + 2] = 0;
    }
  return decodeQR({ width: side, height: side, data });
}
