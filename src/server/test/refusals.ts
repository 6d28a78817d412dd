import { expect } from 'vitest';
import { enErrors } from '#shared/messages/en.errors.js';
import { valuedText } from '#shared/messages/refusal-values.js';

/**
 * A refusal the server answered with values: a page writes it from its code and values
 * (refusal-values.ts, decision 161), and the English it writes is the server's message exactly.
 */
export function expectWrittenByCode(body: {
  message: string;
  code: string;
  values?: Record<string, string | number>;
}): void {
  expect(body.values, `${body.code} sends its values`).toBeDefined();
  const values = Object.fromEntries(Object.entries(body.values!).map(([k, v]) => [k, String(v)]));
  expect(valuedText(enErrors, body.code, values), body.code).toBe(body.message);
}
