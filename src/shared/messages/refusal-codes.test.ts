import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enErrors } from './en.errors.js';
import { REFUSAL_VALUES } from './refusal-values.js';
import { swErrors } from './sw.errors.js';

// Every `code` the server can answer a refusal with has its texts (docs/decisions/137-refusals-by-code.md):
// a code with one fixed text has it in both languages under `byCode` (the English exactly as the
// server writes it), and a code whose text carries values (a name, a number) or differs by case
// is listed below with why, its texts found by the message's shape. A new code in the server
// that is in neither fails here. A code whose text carries values may instead send them and be
// written from them (REFUSAL_VALUES, decision 161; several sentences by `why`, decision 178): each
// place that answers it must send them.

/** Codes shown by their message, each with why it has no one text. */
const BY_MESSAGE: Record<string, string> = {
  VALIDATION_ERROR: 'the form rules’ own messages, one per rule (shared schemas)',
  BAD_REQUEST: 'the default of BadRequestError: a quantity rule with its values, framework errors',
  NOT_FOUND: 'the default of NotFoundError: "Product not found.", "Review not found." ...',
  FORBIDDEN: 'the default, or a route’s own reason (the contact page)',
  RATE_LIMITED: 'carries how long to wait',
  INVALID_JSON: 'an empty body or a broken one',
  UNSUPPORTED_MEDIA_TYPE: 'which type the route wanted',
  INVALID_QUERY: 'the search rule that refused it',
  BAD_CALLBACK: 'which M-Pesa callback it was not (M-Pesa reads it, not a person)',
  TOO_MANY_PARTS: 'the framework’s limit or the upload’s',
  TOO_MANY_IMAGES: 'carries the limit',
  FILE_TOO_LARGE: 'carries the file’s name and the limit',
  FIELD_TOO_LARGE: 'carries the field’s name',
  IMAGE_TOO_MANY_PIXELS: 'carries the file’s name',
  INVALID_IMAGE: 'carries the file’s name',
  UNSUPPORTED_IMAGE: 'carries the file’s name',
  SKU_TAKEN: 'carries the SKU (staff only)',
  VARIANT_UNKNOWN: 'carries the product or variant',
  CSV_COLUMNS: 'carries the column (staff only)',
  CSV_INVALID: 'carries the line or the parser’s reason (staff only)',
  STATEMENT_COLUMNS: 'carries the missing column (staff only)',
  CSV_TOO_LARGE: 'carries the limit (staff only)',
  CSV_TOO_MANY_ROWS: 'carries the count (staff only)',
  CSV_UNKNOWN_COLUMN: 'carries the column (staff only)',
};

const SERVER = path.resolve(import.meta.dirname, '../../server');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|test-helpers|[\\/]test[\\/]/.test(full)
      ? [full]
      : [];
  });
}

/** The text between the parentheses that open at `start`, strings skipped whole. */
function argumentsAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i += 1; i < text.length && text[i] !== c; i += 1) if (text[i] === '\\') i += 1;
    } else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return text.slice(start + 1, i);
  }
  return '';
}

const CODE = /^[A-Z][A-Z0-9_]+$/;

/** The `.with({ a: x, b })` right after `at`: the names it sends, and `why` when it is literal. */
function sentValues(text: string, at: number): { values: string[]; why?: string } | undefined {
  const sent = /^\s*\.with\(\s*\{([^}]*)\}/.exec(text.slice(at, at + 400));
  if (!sent) return undefined;
  const why = /\bwhy: '([\w-]+)'/.exec(sent[1]!)?.[1];
  const values = sent[1]!
    .split(',')
    .map((part) => part.split(':')[0]!.trim())
    .filter(Boolean);
  return { values, ...(why && { why }) };
}

interface Found {
  code: string;
  message?: string;
  file: string;
  /** For a `new XError(...)`: the names of the values it sends with `.with({...})`. */
  values?: string[];
  /** The sentence it picks by a literal `why: '...'` among its code's (REFUSAL_VALUES). */
  why?: string;
}

/** Every refusal the server writes: its code, and its English when written as one string. */
function refusals(): Found[] {
  const lib = fs.readFileSync(path.join(SERVER, 'lib/errors.ts'), 'utf8');
  const defaults = new Map(
    [...lib.matchAll(/class (\w+) extends AppError \{\s*constructor\([^)]*?code = '(\w+)'/g)].map(
      ([, name, code]) => [name!, code!],
    ),
  );
  const found: Found[] = [];
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(SERVER, file);
    for (const m of text.matchAll(/new (\w+Error)\(/g)) {
      if (!defaults.has(m[1]!) && m[1] !== 'AppError') continue;
      const args = argumentsAt(text, m.index + m[0].length - 1);
      const codes = [...args.matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((c) => c[1]!);
      const code = codes.at(-1) ?? defaults.get(m[1]!);
      if (!code) continue;
      const literal = /^\s*(['"])((?:\\.|(?!\1).)*)\1\s*(,|$)/s.exec(args);
      const sent = sentValues(text, m.index + m[0].length + args.length + 1);
      found.push({
        code,
        file: where,
        ...(literal && { message: literal[2]!.replace(/\\(.)/g, '$1') }),
        ...sent,
      });
    }
    for (const m of text.matchAll(/\bcode: '([A-Z][A-Z0-9_]+)'/g))
      found.push({ code: m[1]!, file: where });
    for (const m of text.matchAll(/sendError\(reply, [^,]+, '([A-Z][A-Z0-9_]+)'/g))
      found.push({ code: m[1]!, file: where });
  }
  return found.filter((r) => CODE.test(r.code));
}

describe('the refusal codes', () => {
  const all = refusals();
  const byCode = enErrors.byCode as Record<string, string>;
  const swByCode = swErrors.byCode as Record<string, string>;

  it('are found in the server (the scan sees its refusals)', () => {
    const codes = new Set(all.map((r) => r.code));
    for (const code of ['ORDER_NOT_FOUND', 'PAYMENT_PENDING', 'VALIDATION_ERROR', 'INTERNAL_ERROR'])
      expect(codes).toContain(code);
    expect(all.find((r) => r.code === 'ORDER_PAID')?.message).toBe('This order is already paid.');
  });

  it('each have an English and a Swahili text, or are shown by their message', () => {
    const without = [...new Set(all.map((r) => r.code))]
      .filter((code) => !(code in BY_MESSAGE) && !(code in REFUSAL_VALUES))
      .filter((code) => !byCode[code]?.trim() || !swByCode[code]?.trim())
      .map((code) => `${code} (${all.find((r) => r.code === code)!.file})`);
    expect(
      without,
      'codes the server answers with no text in en.errors.ts / sw.errors.ts byCode',
    ).toEqual([]);
  });

  it('keep the English the server writes, exactly', () => {
    const differ = all
      .filter((r) => r.message !== undefined && r.code in byCode && byCode[r.code] !== r.message)
      .map((r) => `${r.code} in ${r.file}: "${r.message}" but byCode says "${byCode[r.code]}"`);
    expect(differ).toEqual([]);
  });

  it('are one list: no code both by its text and by its message, none the server never answers', () => {
    const answered = new Set(all.map((r) => r.code));
    expect(Object.keys(byCode).filter((code) => code in BY_MESSAGE)).toEqual([]);
    expect(Object.keys(byCode).filter((code) => !answered.has(code))).toEqual([]);
  });

  it('with values are sent with them wherever they are answered, and are in no other list', () => {
    const valued = Object.keys(REFUSAL_VALUES);
    expect(valued.filter((code) => code in BY_MESSAGE || code in byCode)).toEqual([]);
    const answered = new Set(all.map((r) => r.code));
    expect(valued.filter((code) => !answered.has(code))).toEqual([]);
    // The values a place must send: its sentence's, picked by a literal `why`; with a `why` the
    // scan cannot read, every sentence's; with none where the code has several, it is unsent.
    const needed = (r: Found): string[] | undefined => {
      const refusal = REFUSAL_VALUES[r.code]!;
      if (!('why' in refusal)) return [...refusal.values];
      if (r.why) return refusal.why[r.why] && ['why', ...refusal.why[r.why]!.values];
      if (!r.values?.includes('why')) return undefined;
      return ['why', ...Object.values(refusal.why).flatMap((sentence) => sentence.values)];
    };
    const unsent = all
      .filter((r) => r.code in REFUSAL_VALUES && r.values !== undefined)
      .filter((r) => needed(r)?.some((name) => !r.values!.includes(name)) ?? true)
      .map(
        (r) =>
          `${r.code} in ${r.file} sends ${r.values!.join(', ')}${r.why ? ` (why ${r.why})` : ''}`,
      );
    const without = all
      .filter(
        (r) => r.code in REFUSAL_VALUES && r.values === undefined && r.file !== 'lib/errors.ts',
      )
      .map((r) => `${r.code} in ${r.file} sends no values`);
    expect([...unsent, ...without]).toEqual([]);
  });

  it('say the same in Swahili by code as by sentence', () => {
    const fixedEn = enErrors.fixed as Record<string, string>;
    const fixedSw = swErrors.fixed as Record<string, string>;
    const differ = Object.entries(byCode)
      .filter(([code, english]) => english in fixedEn && fixedSw[english] !== swByCode[code])
      .map(([code]) => code);
    expect(differ).toEqual([]);
  });
});
