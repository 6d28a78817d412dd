#!/usr/bin/env node
// After `vite build`: writes a brotli (.br, highest quality) and a gzip (.gz) copy beside each
// script, stylesheet and SVG in dist/web, so the server sends them without compressing on every
// request, and smaller than on-the-fly compression could afford (shoppers pay for every byte).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const COMPRESSIBLE = /\.(js|css|svg|html|json)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      const br = zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
}

walk(path.join(root, 'assets'));
console.log(
  `precompressed ${files} files: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`,
);
