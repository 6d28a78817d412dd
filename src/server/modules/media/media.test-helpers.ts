import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

// Builders for upload tests of any module: multipart bodies for app.inject and test images.

export interface FormPart {
  name: string;
  value?: string;
  file?: { filename: string; data: Buffer; contentType?: string };
}

/**
 * A multipart body as a browser sends a form: text values with CRLF line breaks, each file with
 * its name and type.
 */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
            `Content-Type: ${part.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.data,
        Buffer.from('\r\n'),
      );
    } else {
      const value = (part.value ?? '').replace(/\r\n|\r|\n/g, '\r\n');
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends a form through app.inject, as the admin screens do. */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  parts: FormPart[],
  headers: Record<string, string> = {},
) {
  const body = multipart(parts);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** A small PNG of one colour. */
export async function pngImage(width = 64, height = 48, colour = '#d35400'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A photo-like JPEG: smooth light and colour fields with fine grain, like a phone picture, so its
 * size and compressibility resemble a real 12 MP photo (about 2-3 MB). Carries EXIF with a GPS-ish
 * comment so tests can check that it is stripped.
 */
export async function photoLikeJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  // Texture that survives downscaling (like leaves, gravel, fabric): a random lattice every 12 px,
  // smoothly interpolated, on top of broad light fields, plus sensor grain.
  const cell = 12;
  const cols = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = new Float32Array(cols * rows).map(() => rand() - 0.5);
  const at = (cx: number, cy: number) => lattice[cy * cols + cx]!;
  for (let y = 0; y < height; y += 1) {
    const cy = Math.floor(y / cell);
    const fy = (y % cell) / cell;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x += 1) {
      const cx = Math.floor(x / cell);
      const fx = (x % cell) / cell;
      const sx = fx * fx * (3 - 2 * fx);
      const top = at(cx, cy) + (at(cx + 1, cy) - at(cx, cy)) * sx;
      const bottom = at(cx, cy + 1) + (at(cx + 1, cy + 1) - at(cx, cy + 1)) * sx;
      const texture = (top + (bottom - top) * sy) * 90;
      const i = (y * width + x) * 3;
      const u = x / width;
      const v = y / height;
      const shape = Math.sin(u * 9 + Math.cos(v * 7) * 2) * 40 + Math.cos(v * 13 - u * 5) * 30;
      const grain = (rand() - 0.5) * 10;
      raw[i] = Math.max(0, Math.min(255, 120 + u * 60 + shape + texture + grain));
      raw[i + 1] = Math.max(0, Math.min(255, 100 + v * 70 - shape * 0.5 + texture * 0.8 + grain));
      raw[i + 2] = Math.max(
        0,
        Math.min(255, 90 + (1 - u) * 50 + shape * 0.3 + texture * 0.6 + grain),
      );
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12MP', ImageDescription: 'GPS 1.45S 36.98E' },
    })
    .toBuffer();
}
