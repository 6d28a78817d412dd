import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Shared helpers for the stories. Data is set up through the API, assertions go through what a
// visitor sees.

export const ADMIN = { email: 'admin@e2e.test', password: 'Admin-Password-123!' };

export const e2eDataDir = () => path.resolve(`.e2e-data/${process.env.E2E_PORT ?? '4173'}`);

/** A signed-in account: the bearer token for set-up through the API, the user as the SPA keeps it. */
export interface Session {
  token: string;
  user: unknown;
}

/** Logs in through the API. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as Session;
}

/** The shop's admin, logged in through the API (for set-up in hooks; tests take `admin`). */
export const adminSession = (request: APIRequestContext) =>
  apiSignIn(request, ADMIN.email, ADMIN.password);

const gotoAtOnce = new WeakMap<Page, Page['goto']>();

/**
 * Opens `path` on a slow phone and acts on it before the app takes it over, as visitors do
 * (docs/decisions/102): the network and the CPU are throttled like Lighthouse's mobile profile
 * (a CDP session: 1.6 Mbps, 150 ms, 4x slower), and the page's scripts are held back until the
 * story calls `release()`, so what the story does in between surely happens before
 * <html data-ready>. `notTakenOver()` checks that, and should be called after the last action.
 */
export async function openBeforeTakeOver(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const goto = gotoAtOnce.get(page) ?? page.goto.bind(page);
  await goto(path, { waitUntil: 'domcontentloaded' });
  const takenOver = () => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));
  return {
    /** Fails if the app has already taken the page over. */
    notTakenOver: async () => expect(await takenOver(), 'acted before take-over').toBe(false),
    /** Lets the scripts through and waits for the app to take the page over. */
    release: async () => {
      expect(await takenOver(), 'still held before release').toBe(false);
      release();
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
    },
    /** Back to full speed (for what the story checks afterwards). */
    unthrottle: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    },
  };
}

/** The requests the page sends to `path` with `method`, as they go (a live list). */
export function countRequests(page: Page, method: string, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

/**
 * Presses the element `selector` names at the very moment the app marks the page taken over
 * (<html data-ready>, in the same task, as a tap landing then would), from inside the page: a
 * press from the test runner arrives some milliseconds later. Call it before `release()`.
 */
export async function pressAtTakeOver(page: Page, selector: string) {
  await page.evaluate((target) => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-ready')) return;
      observer.disconnect();
      const el = document.querySelector<HTMLElement>(target);
      if (!el) throw new Error(`nothing to press at take-over: ${target}`);
      el.click();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
  }, selector);
}

/**
 * Makes `goto` and `reload` wait until the app has taken the page over. A page arrives drawn by
 * the server and its scripts start only after it has loaded, so right after `load` its buttons do
 * nothing yet and its links are whole-page loads. The app marks <html data-ready> once running.
 */
export function readyPage(page: Page, javaScriptEnabled = true): Page {
  if (!javaScriptEnabled) return page;
  gotoAtOnce.set(page, page.goto.bind(page));
  const untilReady = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response?.headers()['content-type']?.startsWith('text/html'))
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilReady(await goto(url, options));
  page.reload = async (options) => untilReady(await reload(options));
  return page;
}

/**
 * Puts a session into the browser's storage as the SPA keeps it, then opens `path`. Stories sign
 * in with the `asAdmin` and `asUser` fixtures; this is for a hand-made or second session.
 */
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

const NAV_NAMES = {
  en: { open: 'Open menu', menu: 'Menu', main: 'Main' },
  sw: { open: 'Fungua menyu', menu: 'Menyu', main: 'Kuu' },
};

/**
 * Opens the mobile menu when the page is narrow; desktop shows the links inline. `lang` is the
 * page's language (a Swahili page names its menu in Swahili).
 */
export async function mainNav(page: Page, lang: 'en' | 'sw' = 'en') {
  const names = NAV_NAMES[lang];
  if ((page.viewportSize()?.width ?? 1280) < 992) {
    await page.getByRole('button', { name: names.open }).click();
    return page.getByRole('dialog', { name: names.menu });
  }
  return page.getByRole('navigation', { name: names.main });
}

/**
 * Opens a storefront page by moving to it inside the app (from /contact, which loads no catalogue
 * data), so the page asks the API in the browser, where a story can fake or hold the answer. A
 * page loaded by address arrives with its data already rendered by the server.
 */
export async function reachInsideApp(page: Page, link: string) {
  await page.goto('/contact');
  await (await mainNav(page)).getByRole('link', { name: link, exact: true }).click();
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

/** The newest 6-digit code mailed to `email` (registration or reset), read from the outbox. */
export async function codeFromOutbox(email: string, subjectContains = 'code'): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = outbox()
          .filter(
            (m) =>
              m.includes(`To: ${email}\n`) &&
              m.split('\n').some((l) => l.startsWith('Subject:') && l.includes(subjectContains)),
          )
          .at(-1);
        found = mail ? /^\s{4}(\d{6})$/m.exec(mail)?.[1] : undefined;
        return found;
      },
      { message: `a code mailed to ${email}` },
    )
    .toBeTruthy();
  return found!;
}

/** A unique e-mail and name for this test run (desktop and mobile share one server). */
export function uniqueAccount(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${prefix}-${id}@example.test`,
    name: `${prefix}-${id}`,
    password: 'Sturdy-Password-42!',
  };
}

/** Registers and verifies an account through the API (as the register page does); returns it. */
export async function registerVerifiedUser(request: APIRequestContext, prefix = 'user') {
  const account = uniqueAccount(prefix);
  const reg = await request.post('/api/auth/register', {
    data: { email: account.email, name: account.name, password: account.password },
  });
  expect(reg.ok(), await reg.text()).toBeTruthy();
  const sent = await request.post('/api/email/sendcode', { data: { email: account.email } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const code = await codeFromOutbox(account.email, 'verification');
  const verified = await request.post('/api/email/verify-email', {
    data: { email: account.email, code },
  });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return account;
}

/** A new account, registered, verified and logged in through the API. */
export async function newUser(request: APIRequestContext, prefix = 'user') {
  const account = await registerVerifiedUser(request, prefix);
  return { ...account, ...(await apiSignIn(request, account.email, account.password)) };
}

/* ---------- catalogue ---------- */

/** A random word of letters only: a digit would read as a size in the matcher ('Y12', '4L'). */
export const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A PNG picture of one colour with a white square, as a file for uploads and setInputFiles. */
export async function pngFile(name: string, colour = '#1d4ed8') {
  const { default: sharp } = await import('sharp');
  const buffer = await sharp({
    create: { width: 480, height: 360, channels: 3, background: colour },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="120" height="120"><rect width="120" height="120" fill="#fff"/></svg>',
        ),
        top: 120,
        left: 180,
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Creates a product through the admin API (multipart, as the form sends it) and returns it. */
export async function apiCreateProduct(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
  images: { name: string; mimeType: string; buffer: Buffer }[] = [],
): Promise<{ _id: string; name: string; images: string[] }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images)
    form.append(
      'images',
      new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
      image.name,
    );
  const res = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id: string; name: string; images: string[] };
}

/**
 * A bag of cement and a Y12 bar of a brand of their own, in stock, for a story that matches a
 * contractor's list ('mifuko 50 saruji {brand}', 'Y12 {brand} x 30'); returns the brand.
 */
export async function apiCreateQuoteProducts(
  request: APIRequestContext,
  token: string,
  skuPrefix: string,
): Promise<string> {
  const brand = letters(7);
  const add = (sku: string, name: string, unit: string, price: string) =>
    apiCreateProduct(request, token, { sku, name, category: 'Cement', unit, price, stock: '500' });
  await add(`${skuPrefix}-CEM-${brand}`, `${brand} Cement 42.5`, 'bag', '800');
  await add(`${skuPrefix}-Y12-${brand}`, `${brand} Y12 Steel Bar`, 'piece', '1150');
  return brand;
}

/* ---------- orders ---------- */

/** Where the cart stories stand when the browser is asked for its position. */
export const ATHI_RIVER = { latitude: -1.4563, longitude: 36.9781 };

/** Keeps the addresses the page opens (the WhatsApp chat) in `window.__opened`, opening none. */
export async function captureWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return { opener: window } as unknown as Window;
    };
  });
}

/** Machakos delivery at a known fee; the stories share one server, so it may exist already. */
export async function machakosFee(request: APIRequestContext, token: string) {
  const res = await request.post('/api/admin/delivery-zones', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Athi River & Machakos', counties: ['Machakos'], fee: 350 },
  });
  expect([201, 409]).toContain(res.status());
  const zones = (await (await request.get('/api/delivery-zones')).json()) as {
    counties: string[];
    fee: number;
  }[];
  return zones.find((z) => z.counties.includes('Machakos'))!.fee;
}

/* ---------- blog ---------- */

/** Creates a post through the admin API with a cover and `images` gallery pictures. */
export async function apiCreatePost(
  request: APIRequestContext,
  title: string,
  content: string,
  images = 1,
): Promise<{ slug: string; title: string }> {
  const { token } = await adminSession(request);
  const picture = async (colour: string) => {
    const file = await pngFile('picture.png', colour);
    return new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });
  };
  const form = new FormData();
  form.append('title', title);
  form.append('content', content);
  form.append('coverImage', await picture('#444444'), 'cover.png');
  for (let i = 0; i < images; i += 1)
    form.append('images', await picture(i % 2 ? '#00aa00' : '#aa0000'), `img${i}.png`);
  const res = await request.post('/api/blogs', {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { slug: string; title: string };
}

/** A Y12 bar sold by the bar and by the tonne (KSh 170,000), with 500 bars in stock. */
export async function createY12(request: APIRequestContext, token: string, tag: string) {
  const auth = { authorization: `Bearer ${token}` };
  const name = `Y12 deformed bar 12 m ${tag}`;
  const product = await apiCreateProduct(request, token, {
    sku: `Y-${tag}`,
    name,
    category: 'Steel',
    unit: 'bar',
    price: '920',
    stock: '0',
  });
  const set = await request.put(`/api/products/${product._id}/variants`, {
    headers: auth,
    data: {
      options: [{ name: 'Size', values: ['Y12'] }],
      variants: [
        {
          options: { Size: 'Y12' },
          sku: `Y12-${tag}`,
          price: 920,
          stockUnit: 'bar',
          sellUnits: [
            {
              unit: 'bar',
              price: 920,
              perUnit: '1',
              decimals: 0,
              min: '1',
              step: '1',
              default: true,
            },
            {
              unit: 'tonne',
              price: 170_000,
              perUnit: '93.747',
              decimals: 3,
              min: '0.5',
              step: '0.001',
            },
          ],
        },
      ],
    },
  });
  expect(set.status(), await set.text()).toBe(200);
  const variantId = ((await set.json()) as { variants: { _id: string }[] }).variants[0]!._id;
  const received = await request.post(`/api/admin/variants/${variantId}/stock`, {
    headers: auth,
    data: { kind: 'receipt', quantity: '500' },
  });
  expect(received.status(), await received.text()).toBe(200);
  return { productId: product._id, variantId, name };
}

/** Opens a trade account for a customer through the owner's API (decision 56); its number. */
export async function apiOpenTradeAccount(
  request: APIRequestContext,
  token: string,
  userId: string,
  creditLimit: number,
): Promise<string> {
  const opened = await request.post('/api/admin/trade-accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId, creditLimit, termsDays: 30, overrunPct: 0 },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  return ((await opened.json()) as { number: string }).number;
}
