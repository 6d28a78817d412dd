import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUANTITY_CODES } from '../quantity.js';
import { quantityRefusal } from '../units.js';
import { enErrors } from './en.errors.js';
import { REFUSAL_VALUES, valuedText } from './refusal-values.js';
import { swErrors } from './sw.errors.js';

// Every `code` the server can answer a refusal with has its texts (docs/decisions/137-refusals-by-code.md):
// a code with one fixed text has it in both languages under `byCode` (the English exactly as the
// server writes it); a code whose text carries values sends them and is written from them
// (REFUSAL_VALUES, decision 161), several sentences picked by `why` (decision 178), and a place
// that sends no `why` says its code's default sentence (decision 181). A new code in the server
// that is in neither fails here, and no code is found by its English sentence any more.

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
  /** Its message is written by an expression the scan cannot read. */
  dynamic?: boolean;
}

/**
 * Every refusal the server writes: its code, and its English when written as one string; and the
 * places that refuse a quantity with a code chosen by its rule (QTY_*), with the values they send.
 */
function refusals(): { found: Found[]; quantitySites: { file: string; values?: string[] }[] } {
  const lib = fs.readFileSync(path.join(SERVER, 'lib/errors.ts'), 'utf8');
  const defaults = new Map(
    [...lib.matchAll(/class (\w+) extends AppError \{\s*constructor\([^)]*?code = '(\w+)'/g)].map(
      ([, name, code]) => [name!, code!],
    ),
  );
  const found: Found[] = [];
  const quantitySites: { file: string; values?: string[] }[] = [];
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    const where = path.relative(SERVER, file);
    for (const m of text.matchAll(/new (\w+Error)\(/g)) {
      if (!defaults.has(m[1]!) && m[1] !== 'AppError') continue;
      const args = argumentsAt(text, m.index + m[0].length - 1);
      // A code handed in as `code` (the quantity rules' QTY_*) is not the class's default.
      if (/,\s*code\s*$/.test(args)) {
        const sent = sentValues(text, m.index + m[0].length + args.length + 1);
        quantitySites.push({ file: where, values: sent?.values });
        continue;
      }
      const codes = [...args.matchAll(/'([A-Z][A-Z0-9_]+)'/g)].map((c) => c[1]!);
      const code = codes.at(-1) ?? defaults.get(m[1]!);
      if (!code) continue;
      const literal = /^\s*(['"])((?:\\.|(?!\1).)*)\1\s*(,|$)/s.exec(args);
      const sent = sentValues(text, m.index + m[0].length + args.length + 1);
      found.push({
        code,
        file: where,
        ...(literal && { message: literal[2]!.replace(/\\(.)/g, '$1') }),
        ...(!literal && args.trim() && { dynamic: true }),
        ...sent,
      });
    }
    // `{ code: 'X', values: {...} }`: the values sent beside a code written as data.
    for (const m of text.matchAll(/\bcode: '([A-Z][A-Z0-9_]+)'/g)) {
      const sent = /^,\s*values: \{([^}]*)\}/.test(text.slice(m.index + m[0].length))
        ? sentValues(text.slice(m.index + m[0].length).replace(/^,\s*values: /, '.with('), 0)
        : undefined;
      found.push({ code: m[1]!, file: where, ...sent });
    }
    for (const m of text.matchAll(/sendError\(reply, [^,]+, '([A-Z][A-Z0-9_]+)'/g))
      found.push({ code: m[1]!, file: where });
  }
  return { found: found.filter((r) => CODE.test(r.code)), quantitySites };
}

describe('the refusal codes', () => {
  const { found: all, quantitySites: sites } = refusals();
  const byCode = enErrors.byCode as Record<string, string>;
  const swByCode = swErrors.byCode as Record<string, string>;

  it('are found in the server (the scan sees its refusals)', () => {
    const codes = new Set(all.map((r) => r.code));
    for (const code of ['ORDER_NOT_FOUND', 'PAYMENT_PENDING', 'VALIDATION_ERROR', 'INTERNAL_ERROR'])
      expect(codes).toContain(code);
    expect(all.find((r) => r.code === 'ORDER_PAID')?.message).toBe('This order is already paid.');
  });

  it('each have an English and a Swahili text, by their code', () => {
    const without = [...new Set(all.map((r) => r.code))]
      .filter((code) => !(code in REFUSAL_VALUES))
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
    // A fixed sentence picked by a literal `why` (no values to fill) is the server's, too.
    const differWhy = all
      .filter((r) => r.message !== undefined && r.why !== undefined && r.code in REFUSAL_VALUES)
      .filter((r) => {
        const written = valuedText(enErrors, r.code, { why: r.why! });
        return written !== null && written !== r.message;
      })
      .map((r) => `${r.code} in ${r.file} (why ${r.why}): "${r.message}"`);
    expect([...differ, ...differWhy]).toEqual([]);
  });

  it('are answered by the server, each one', () => {
    const answered = new Set(all.map((r) => r.code));
    expect(Object.keys(byCode).filter((code) => !answered.has(code))).toEqual([]);
  });

  it('with values are sent with them wherever they are answered, and are in no other list', () => {
    const valued = Object.keys(REFUSAL_VALUES);
    expect(valued.filter((code) => code in byCode)).toEqual([]);
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
    // A place that sends no values writes its code's default sentence (decision 181): the class's
    // own ('Not found.'), or for VALIDATION_ERROR a form rule's message the catalogues know.
    const fixedEn = enErrors.fixed as Record<string, string>;
    const writesDefault = (r: Found): boolean => {
      const refusal = REFUSAL_VALUES[r.code]!;
      if (!('otherwise' in refusal) || !refusal.otherwise) return false;
      // A rule's message written by a shared function (the catalogue query's) is not readable here.
      if (r.message === undefined) return !r.dynamic || refusal.rules === true;
      return r.message === refusal.otherwise || (refusal.rules === true && r.message in fixedEn);
    };
    const without = all
      .filter(
        (r) => r.code in REFUSAL_VALUES && r.values === undefined && r.file !== 'lib/errors.ts',
      )
      .filter((r) => !writesDefault(r))
      .map((r) => `${r.code} in ${r.file} sends no values${r.message ? `: "${r.message}"` : ''}`);
    expect([...unsent, ...without]).toEqual([]);
  });

  it("of a quantity (QTY_*) send its unit's rule, and are written from it in both languages", () => {
    expect(sites.map((site) => site.file)).toEqual(['modules/orders/line-pricing.ts']);
    for (const site of sites)
      expect(site.values).toEqual(['name', 'unit', 'decimals', 'min', 'step']);
    const values = { name: 'Cement 50kg', unit: 'bag', decimals: '0', min: '2000', step: '1000' };
    const rule = { decimals: 0, min: 2000, step: 1000 };
    for (const code of QUANTITY_CODES) {
      expect(enErrors.write(enErrors, { message: '', code, values })).toBe(
        `Cement 50kg: ${quantityRefusal(code, 'bag', rule)}`,
      );
      expect(swErrors.write(swErrors, { message: '', code, values })).toBe(
        `Cement 50kg: ${quantityRefusal(code, 'bag', rule, 'sw')}`,
      );
      expect(swErrors.write(swErrors, { message: '', code, values })).not.toBe(
        enErrors.write(enErrors, { message: '', code, values }),
      );
    }
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
