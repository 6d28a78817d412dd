import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared helpers for the stories. Data is set up through the API, assertions go through what a
// visitor sees.

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-Password-123!' };

export const e2eDataDir = () => path.resolve(`test-results/e2e-data-${process.env.E2E_PORT ?? '4173'}`);

/** Logs in through the API and returns the bearer token. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

/** Puts a session into the browser's storage as the SPA keeps it, then opens `path`. */
export async function openAs(page: Page, token: string, user: unknown, path = '/') {
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
  await page.goto(path);
}

/** Opens the mobile menu when the page is narrow; desktop shows the links inline. */
export async function mainNav(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 992) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

/** Every mail the server wrote to its outbox, newest last. */
export function outbox(): string[] {
  const dir = path.join(e2eDataDir(), 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
