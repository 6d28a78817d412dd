import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The demo seed's pictures are SVG files under ./drawings: blog/ holds each post's pictures as
// they are, products/ one drawing per category (and a few special ones) in which {{main}},
// {{accent}} and {{label}} are filled in per product. They sit beside this module in src/ (tsx)
// and are copied beside its compiled form in dist/ by the build (scripts/copy-seed-drawings.mjs).
// They are read only while seeding.

const DRAWINGS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'drawings');

/** One drawing file's text, without the final line break. */
export function readDrawing(file: string): string {
  return fs.readFileSync(path.join(DRAWINGS_DIR, file), 'utf8').replace(/\n$/, '');
}

export interface DrawingColours {
  main: string;
  accent: string;
  label: string;
}

const OPEN = '<g id="drawing">';

/**
 * A product drawing as SVG elements (what its file holds inside `<g id="drawing">`) with the
 * product's colours and label filled in.
 */
export function productDrawing(name: string, colours: DrawingColours): string {
  const text = readDrawing(`products/${name}.svg`);
  const body = text.slice(text.indexOf(OPEN) + OPEN.length, text.lastIndexOf('</g>'));
  return body
    .replaceAll('{{main}}', colours.main)
    .replaceAll('{{accent}}', colours.accent)
    .replaceAll('{{label}}', colours.label);
}
