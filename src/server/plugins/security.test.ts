// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { TOAST_STYLE_HASH } from './security';

it("allows exactly the toast library's injected stylesheet, by its hash", async () => {
  await import('sonner');
  const injected = [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '');
  expect(injected).toHaveLength(1);
  const hash = createHash('sha256')
    .update(injected[0] ?? '')
    .digest('base64');
  expect(TOAST_STYLE_HASH).toBe(`'sha256-${hash}'`);
});
