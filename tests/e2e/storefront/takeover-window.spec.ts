import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  adminSession,
  apiCreateProduct,
  captureWindowOpen,
  countRequests,
  openBeforeTakeOver,
  pressAtTakeOver,
  registerVerifiedUser,
  uniqueAccount,
} from '../support';

// A press at the moment of take-over is never lost (DESIGN 31; issue 40, item 2). Each public
// form is opened on a throttled phone with its scripts held; what a visitor types goes in before
// take-over, then the form's button is pressed either at the very moment the app marks the page
// taken over (from inside the page, in that task) or right after the story sees it (a tap a few
// milliseconds later). Each press must take effect exactly once. The cart's details and the
// M-Pesa phone are drawn only by the app (they need the browser's cart or the order), so there the
// visitor types and presses as soon as the form shows.

// Throttled to a phone's speed, a story takes 20-35 s.
test.describe.configure({ timeout: 60_000 });

const MOMENTS = ['at', 'after'] as const;
type Moment = (typeof MOMENTS)[number];

/**
 * Opens `path` before take-over, lets `type` fill the form, then presses `button` (a CSS selector)
 * at or right after the take-over, and comes back to full speed.
 */
async function typeThenPress(
  page: Page,
  path: string,
  moment: Moment,
  type: () => Promise<void>,
  button: string,
) {
  const early = await openBeforeTakeOver(page, path);
  await type();
  await early.notTakenOver();
  if (moment === 'at') await pressAtTakeOver(page, button);
  await early.release();
  // A person's tap does not wait for the button to be enabled.
  if (moment === 'after') await page.locator(button).click({ force: true });
  await early.unthrottle();
}

/** Keeps the page's alerts, accepting each. */
function alerts(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

for (const moment of MOMENTS) {
  test.describe(`a press ${moment} take-over`, () => {
    test('on the review form posts the review typed before, once', async ({ page }) => {
      const posts = countRequests(page, 'POST', '/api/reviews');
      const name = `Window Reviewer ${stamp()}`;
      await typeThenPress(
        page,
        '/',
        moment,
        async () => {
          await page.getByLabel('Name').fill(name);
          await page.getByLabel('Message').fill('Typed while the script was on its way.');
          await page.getByLabel('4 stars').check();
        },
        'form:has(#review-name) button[type="submit"]',
      );
      await expect(page.getByText('Thank you! Your review has been posted.')).toBeVisible();
      await expect(page.getByTestId('review').filter({ hasText: name })).toHaveCount(1);
      expect(posts).toHaveLength(1);
    });

    test('on Login signs in once', async ({ page, request }) => {
      const account = await registerVerifiedUser(request, `window-${moment}`);
      const logins = countRequests(page, 'POST', '/api/auth/login');
      const seen = alerts(page);
      await typeThenPress(
        page,
        '/login',
        moment,
        async () => {
          await page.getByLabel('Email').fill(account.email);
          await page.getByLabel('Password', { exact: true }).fill(account.password);
        },
        'form:has(#login-email) button[type="submit"]',
      );
      await expect(page).toHaveURL(/\/$/);
      expect(seen).toEqual(['Login successful!']);
      expect(logins).toHaveLength(1);
    });

    test('on Next of the registration goes on to step 2', async ({ page }) => {
      const fresh = uniqueAccount(`window-${moment}`);
      await typeThenPress(
        page,
        '/register',
        moment,
        async () => {
          await page.getByLabel('Email').fill(fresh.email);
          await page.getByLabel('Name').fill(fresh.name);
        },
        'form:has(#register-email) button[type="submit"]',
      );
      await expect(page.getByText('Step 2/3')).toBeVisible();
      await expect(page.getByText('Email is required.')).toHaveCount(0);
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByLabel('Email')).toHaveValue(fresh.email);
    });

    test('on Send Message sends the message once', async ({ page }) => {
      const byServer = countRequests(page, 'POST', '/contact');
      const byApp = countRequests(page, 'POST', '/api/contact');
      const text = `Sent at the take-over ${stamp()}`;
      await typeThenPress(
        page,
        '/contact',
        moment,
        async () => {
          await page.getByLabel('Full Name').fill('Window Visitor');
          await page.getByLabel('Email').fill('window@example.co.ke');
          await page.getByRole('textbox', { name: 'Message' }).fill(text);
        },
        'form[aria-labelledby="contact-form-title"] button[type="submit"]',
      );
      await expect(
        page.getByText('Thank you! Your message has been sent. We will get back to you soon.'),
      ).toBeVisible();
      expect(byServer.length + byApp.length).toBe(1);
      await expect(page.getByText('Please enter your full name.')).toHaveCount(0);
    });

    test('on Match my list matches the list typed before, once', async ({ page }) => {
      const matches = countRequests(page, 'POST', '/api/quotes/match');
      await typeThenPress(
        page,
        '/quote',
        moment,
        async () => {
          await page.getByLabel('Your list').fill(`mifuko 5 saruji ${stamp()}\nY12 x 3`);
        },
        'form:has(#quote-list) button[type="submit"]',
      );
      await expect(page.getByRole('heading', { name: 'Your matched list' })).toBeVisible();
      await expect(page.getByTestId('quote-line')).toHaveCount(2);
      expect(matches).toHaveLength(1);
    });
  });
}

test.describe('forms only the app draws, used as soon as they show', () => {
  let product = { _id: '', name: '' };
  test.beforeAll(async ({ request }) => {
    const { token } = await adminSession(request);
    const suffix = stamp();
    product = await apiCreateProduct(request, token, {
      sku: `WINDOW-${suffix}`,
      name: `Window Hinge ${suffix}`,
      category: 'Tools',
      unit: 'piece',
      price: '300',
      stock: '50',
    });
  });

  test("the cart's details: Send Order pressed as soon as it shows places one order", async ({
    page,
  }) => {
    await captureWindowOpen(page);
    await page.goto('/');
    await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
      id: product._id,
      name: product.name,
      price: 300,
      qty: 1,
      image: null,
    });
    const orders = countRequests(page, 'POST', '/api/orders');
    const early = await openBeforeTakeOver(page, '/cart');
    await expect(page.getByText('Opening your cart...')).toBeVisible();
    await early.release();
    await page.getByLabel('Full Name').fill('Window Shopper');
    await page.getByLabel('Phone Number').fill('0712 345 678');
    await page.getByLabel('Pickup at the shop (free)').check();
    await page.getByRole('button', { name: 'Send Order via WhatsApp' }).click({ force: true });
    await early.unthrottle();
    await expect(page).toHaveURL(/\/orders\/ARH-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(orders).toHaveLength(1);
  });

  test('the M-Pesa phone: Pay pressed as soon as it shows asks for one payment', async ({
    page,
    request,
  }) => {
    const placed = await request.post('/api/orders', {
      data: {
        customerName: 'Window Payer',
        phone: '0708 374 149',
        items: [{ productId: product._id, qty: 1 }],
        delivery: { method: 'pickup' },
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { reference } = (await placed.json()) as { reference: string };
    const payments = countRequests(page, 'POST', `/api/orders/${reference}/payments`);
    const early = await openBeforeTakeOver(page, `/orders/${reference}`);
    await early.release();
    const panel = page.getByTestId('payment-panel');
    await panel.getByLabel('M-Pesa phone number').fill('0708 374 149');
    await panel.getByRole('button', { name: 'Pay with M-Pesa' }).click({ force: true });
    await early.unthrottle();
    await expect(panel).toContainText('Check your phone and enter your M-Pesa PIN.');
    expect(payments).toHaveLength(1);
  });
});
