import { expect, test, type Browser, type Page } from '@playwright/test';
import { accessibilityProblems } from '../a11y/axe';
import { signInAsAdmin } from '../consult/admin-helpers';
import { codeFor, otpBox, randomPhone, signIn } from '../shell/helpers';
import { rechargeThroughSandbox } from '../wallet/helpers';

/** Adds the buy panel's preselected variant of a product to the cart. */
async function addToCart(page: Page, slug: string, checkAccessibility = false) {
  await page.goto(`/products/${slug}`);
  const panel = page.getByTestId('buy-panel');
  await expect(panel.getByTestId('price')).toBeVisible();
  if (checkAccessibility) expect(await accessibilityProblems(page, '[data-testid="buy-panel"]')).toEqual([]);
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('status')).toContainText('Added to your cart.');
}

/** Pays the gateway part on the sandbox's hosted checkout; the sandbox sends the browser back to /orders/{id}. */
/**
 * Fills the checkout's address form with an Indian address and saves it. The PIN code fills district and state when
 * the address service knows it; otherwise the state is chosen by hand.
 */
async function saveIndianAddress(page: Page, a: { name: string; phone: string; street: string; pin: string; city: string; state: string }) {
  const form = page.getByTestId('address-form');
  await form.getByLabel('Full name').fill(a.name);
  await form.getByLabel('Mobile number').fill(a.phone);
  await form.getByLabel('House, street').fill(a.street);
  await form.getByLabel('PIN code').fill(a.pin);
  await form.getByLabel('City or town').fill(a.city);
  const state = form.getByLabel('State');
  await expect(form.getByText(/District and state filled in|We do not know this PIN code/)).toBeVisible();
  if (!(await state.inputValue())) {
    if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption(a.state);
    else await state.fill(a.state);
  }
  await form.getByRole('button', { name: 'Save address' }).click();
}

async function payInSandbox(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  return page.url().split('/orders/')[1]!;
}

/** The admin console in a browser of its own: signed in at /admin, on the order's page. */
async function adminOrderPage(browser: Browser, orderId: string) {
  const context = await browser.newContext({ baseURL: 'http://localhost:3000', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByTestId('admin-order-step')).not.toBeEmpty();
  return { page, close: () => context.close() };
}

/** Moves an order to its next step in the admin console, filling what the step asks for. */
async function adminStep(page: Page, step: string, fill: Record<string, string> = {}, video?: Buffer) {
  await page.getByLabel('Move to').selectOption(step);
  for (const [label, value] of Object.entries(fill)) await page.getByLabel(label).fill(value);
  if (video) await page.getByLabel('Upload the pooja video (MP4)').setInputFiles({ name: 'pooja.mp4', mimeType: 'video/mp4', buffer: video });
  await page.getByRole('button', { name: 'Save step' }).click();
  // the page reloads the order: its heading names the step it is at now
  const label: Record<string, string> = { shipped: 'Shipped', confirmed: 'Confirmed', performed: 'Performed', video_available: 'Video available' };
  await expect(page.getByTestId('admin-order-step')).toHaveText(label[step]!);
}

/** A small ISO media file (an 'ftyp' box, then 'mdat'): the upload pipeline takes it as MP4 by its first bytes. */
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1'), Buffer.from([0, 0, 0x03, 0xe8]), Buffer.from('mdat', 'latin1'), Buffer.alloc(992, 7)]);


test('a signed-out visitor fills a cart, signs in at checkout, pays half from the wallet and half online, and follows the parcel', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  await addToCart(page, 'panchmukhi-rudraksha', true);
  await addToCart(page, 'kundli-workbook');
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart, 2 items');

  await page.goto('/cart');
  const lines = page.getByTestId('cart-lines').getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('₹898');
  expect(await accessibilityProblems(page, 'main')).toEqual([]);

  // Checkout asks for a sign-in first, then comes back to the checkout with the cart kept
  await page.getByRole('button', { name: 'Checkout' }).click();
  const phone = randomPhone();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.getByPlaceholder('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await otpBox(page, 1).pressSequentially(await codeFor(request, phone));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-totals')).toContainText('₹898');

  // about half of the ₹997 (₹898 and ₹99 delivery) from the wallet: a ₹500 pack brings ₹575 with its bonus
  await rechargeThroughSandbox(page, request, 500, 'Pay', { signIn: false });
  await expect(page).toHaveURL(/\/successfull/);
  await page.goto('/checkout');
  await expect(page.getByTestId('wallet-balance')).toContainText('₹575');

  // a first address: the PIN code fills district and state when the address service knows it
  await saveIndianAddress(page, { name: 'Asha Rao', phone: '9876543210', street: '12 MG Road', pin: '560001', city: 'Bengaluru', state: 'Karnataka' });
  await expect(page.getByRole('radio', { name: /Asha Rao/ })).toBeChecked();
  await expect(page.getByTestId('delivery-estimate')).toContainText('2–4 days');
  await expect(page.getByTestId('checkout-totals')).toContainText('₹997');
  expect(await accessibilityProblems(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: 'Place order' }).click();
  const orderId = await payInSandbox(page);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-number')).toContainText(/Invoice \S+/);
  await expect(page.getByRole('link', { name: 'Download GST invoice' })).toBeVisible();
  const amounts = page.getByTestId('order-amounts');
  await expect(amounts).toContainText('Paid from wallet₹575');
  await expect(amounts).toContainText('Paid online₹422');
  await expect(page.getByTestId('cart-link')).toHaveCount(0);

  // the order is in the history, linked to its page
  await page.goto('/order-history');
  await expect(page.locator(`a[href="/orders/${orderId}"]`)).toBeVisible();

  // an admin ships it with a tracking number in the admin console: the customer sees the step and the tracking link
  const admin = await adminOrderPage(browser, orderId);
  await expect(admin.page.getByTestId('admin-order-step')).toHaveText('Paid');
  await adminStep(admin.page, 'shipped', { Courier: 'India Post', 'Tracking number': 'EE123456789IN', 'Tracking link (optional)': 'https://www.indiapost.gov.in/track?c=EE123456789IN' });
  await expect(admin.page.getByTestId('admin-order-step')).toHaveText('Shipped');
  await admin.close();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByTestId('order-timeline')).toContainText('Shipped');
  await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', /EE123456789IN/);
  expect(await accessibilityProblems(page, 'main')).toEqual([]);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('a wallet that covers the order pays it at once: no gateway page, paid with an invoice, the wallet part in the timeline', async ({ page, request }) => {
  test.setTimeout(120_000);
  // ₹1,000 pack: ₹1,150 with its bonus, more than the workbook and its delivery
  await rechargeThroughSandbox(page, request, 1000, 'Pay');
  await expect(page).toHaveURL(/\/successfull/);
  await addToCart(page, 'kundli-workbook');
  await page.goto('/checkout');
  await saveIndianAddress(page, { name: 'Meera Iyer', phone: '9876501234', street: '4 Lake View Road', pin: '600001', city: 'Chennai', state: 'Tamil Nadu' });
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('invoice-number')).toContainText(/Invoice \S+/);
  await expect(page.getByTestId('order-timeline')).toContainText(/Paid: ₹[\d,.]+ from the wallet\. Invoice/);
  await expect(page.getByTestId('order-timeline')).not.toContainText('online');
});

test('an Indian abroad saves an address in Dubai; the checkout says which product ships within India only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signIn(page, page.request);
  await addToCart(page, 'kundli-workbook');
  await addToCart(page, 'brass-akhand-diya');
  await page.goto('/checkout');
  const form = page.getByTestId('address-form');
  await form.getByLabel('Country').selectOption('AE');
  // abroad: a phone with its country code, the postal code and region as that country writes them (no PIN lookup)
  await expect(form.getByLabel('PIN code')).toHaveCount(0);
  await form.getByLabel('Full name').fill('Kavya Menon');
  await form.getByLabel('Phone with country code').fill('050 123 4567');
  await form.getByLabel('House, street').fill('Flat 1204, Marina Heights');
  await form.getByLabel('City or town').fill('Dubai');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter the phone number with its country code, for example +44 20 7946 0958.');
  await form.getByLabel('Phone with country code').fill('+971 50 123 4567');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Kavya Menon/ })).toBeChecked();
  await expect(page.getByText(/Flat 1204, Marina Heights, Dubai, United Arab Emirates/)).toBeVisible();
  // the server prices the order for this address: the diya cannot go abroad, and the page says so before paying
  await expect(page.getByTestId('quote-error')).toContainText('ships within India only; please choose an Indian address or remove it.');
  expect(await accessibilityProblems(page, 'main')).toEqual([]);
});

test('a user books a pooja slot for two and watches the proof video', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/pooja/satyanarayan-katha');
  await signIn(page, request);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByRole('radio', { name: /seats left/ }).first()).toBeVisible();
  expect(await accessibilityProblems(page, '[data-testid="booking-panel"]')).toEqual([]);
  await panel.getByRole('radio', { name: /Family \(up to 4 names\)/ }).check();
  await panel.getByRole('radio', { name: /seats left/ }).first().check();
  await panel.getByLabel('Name', { exact: true }).first().fill('Ravi Sharma');
  await panel.getByLabel('Gotra (optional)').first().fill('Kashyap');
  await panel.getByRole('button', { name: 'Add a participant' }).click();
  await panel.getByLabel('Name', { exact: true }).nth(1).fill('Meena Sharma');
  await panel.getByLabel('Relation (optional)').nth(1).fill('Wife');
  await panel.getByLabel('Sankalp (the purpose of the pooja)').fill('For the good health of our family');
  await panel.getByRole('button', { name: /^Book and pay ₹/ }).click();
  const orderId = await payInSandbox(page);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('booking-participants')).toContainText('Ravi Sharma · Kashyap');
  await expect(page.getByTestId('booking-participants')).toContainText('Meena Sharma · Wife');
  await expect(page.getByTestId('booking-slot')).not.toBeEmpty();

  // the pandit's side in the admin console: confirmed, performed, then the proof video uploaded
  const admin = await adminOrderPage(browser, orderId);
  await adminStep(admin.page, 'confirmed');
  await adminStep(admin.page, 'performed');
  await adminStep(admin.page, 'video_available', {}, mp4);
  await expect(admin.page.getByTestId('admin-order-step')).toHaveText('Video available');
  await admin.close();
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Video of your pooja' })).toBeVisible();
  const video = page.getByTestId('pooja-video');
  await expect(video).toHaveAttribute('src', /^\/upload\/video\/[0-9a-f]{32}\.mp4$/);
  await expect(video).toHaveAttribute('controls', '');
  // the file the admin uploaded is what the page plays
  const served = await request.get((await video.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('video/mp4');
  expect(Buffer.from(await served.body()).equals(mp4)).toBe(true);
});

test('a paid booking is cancelled by its owner with the refund to the wallet', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/pooja/ganesh-puja');
  await signIn(page, request);
  const panel = page.getByTestId('booking-panel');
  await panel.getByRole('radio', { name: /^Individual/ }).check();
  await panel.getByRole('radio', { name: /seats left/ }).last().check();
  await panel.getByLabel('Name', { exact: true }).fill('Kiran Joshi');
  await panel.getByLabel('Sankalp (the purpose of the pooja)').fill('For success in studies');
  await panel.getByRole('button', { name: /^Book and pay ₹/ }).click();
  await payInSandbox(page);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('group', { name: 'Cancel this order?' });
  await confirm.getByRole('radio', { name: 'My wallet (at once)' }).check();
  await confirm.getByLabel('Reason (optional)').fill('Travelling that day');
  await confirm.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Refunded');
  await expect(page.getByTestId('order-timeline')).toContainText('Cancelled');
  await expect(page.getByTestId('order-refunds')).toContainText('to your wallet, done');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('the catalogues and every product and pooja page answer in English and Hindi without console errors', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const slugs = async (path: string) => ((await (await request.get(path)).json()) as { data: { slug: string }[] }).data.map((i) => i.slug);
  const products = await slugs('/api/get_products?limit=50');
  const poojas = await slugs('/api/get_pooja_booking?limit=50');
  expect(products.length).toBeGreaterThanOrEqual(8);
  expect(poojas.length).toBeGreaterThanOrEqual(6);
  const paths = ['/pooja', '/products', ...products.map((s) => `/products/${s}`), ...poojas.map((s) => `/pooja/${s}`)];
  for (const lang of ['', '/hi']) {
    for (const path of paths) {
      const res = await page.goto(`${lang}${path}`);
      expect(res?.status(), `${lang}${path}`).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      if (path.startsWith('/products/')) await expect(page.getByTestId('buy-panel').or(page.getByText(/cannot be bought online|ऑनलाइन नहीं खरीदा/))).toBeVisible();
      if (path.startsWith('/pooja/')) await expect(page.getByTestId('booking-panel')).toBeVisible();
    }
  }
  // the catalogue's price and stock filters (server-rendered GET form)
  await page.goto('/products');
  const filters = page.getByRole('form', { name: 'Filter products' });
  await filters.getByLabel('Price up to (₹)').fill('500');
  await filters.getByLabel('In stock only').check();
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/max_price=500/);
  await expect(page).toHaveURL(/in_stock=true/);
  await expect(page.getByRole('link', { name: /Panchmukhi \(Five-Faced\) Rudraksha/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Yellow Sapphire/ })).toHaveCount(0);
  // /shop is the name people type: it leads to the catalogue
  const shop = await request.get('/shop/panchmukhi-rudraksha', { maxRedirects: 0 });
  expect(shop.status()).toBe(308);
  expect(shop.headers().location).toBe('/products/panchmukhi-rudraksha');
  await page.goto('/hi/products/panchmukhi-rudraksha');
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('with the cart link shown the header still fits on one row at every width, in both languages', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => window.localStorage.setItem('nk_cart_count', '3'));
  for (const lang of ['en', 'hi'] as const) {
    await context.addCookies([{ name: 'lang', value: lang, domain: 'localhost', path: '/' }]);
    for (const width of [360, 375, 768, 1040, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByTestId('cart-link')).toHaveAccessibleName(lang === 'en' ? 'Cart, 3 items' : 'कार्ट, 3 वस्तुएँ');
      await page.evaluate(() => document.fonts.ready);
      const where = `${width}px (${lang})`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where}: no sideways scrolling`).toBeLessThanOrEqual(width);
      // the visible controls of the header bar must not overlap one another
      const overlaps = await page.evaluate(() => {
        const items = [...document.querySelector('header')!.querySelectorAll<HTMLElement>('a[href], button, select, input')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && !el.closest('[hidden], [aria-hidden="true"]') && !el.classList.contains('skip-link');
          })
          .filter((el, _i, all) => !all.some((other) => other !== el && other.contains(el)))
          .map((el) => ({ name: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30), r: el.getBoundingClientRect() }));
        const out: string[] = [];
        for (let a = 0; a < items.length; a += 1)
          for (let b = a + 1; b < items.length; b += 1) {
            const x = items[a]!.r;
            const y = items[b]!.r;
            if (Math.min(x.right, y.right) - Math.max(x.left, y.left) > 0.5 && Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top) > 0.5) out.push(`${items[a]!.name} × ${items[b]!.name}`);
          }
        return out;
      });
      expect(overlaps, where).toEqual([]);
    }
  }
});

test('an admin adds a variant in the console, gives it stock with a reason, and the product page sells it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/admin/shop-stock');
  const sku = `DIYA-LARGE-${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'Add a variant' });
  await form.getByLabel('Product').selectOption({ label: 'Brass Akhand Diya with Glass Chimney' });
  await form.getByLabel('SKU').fill(sku);
  await form.getByLabel('What tells it apart (English)').fill('Large, 500 ml oil');
  await form.getByLabel('What tells it apart (Hindi, optional)').fill('बड़ा, 500 मिली तेल');
  await form.getByLabel('Price in rupees, GST included').fill('1249');
  await form.getByLabel('GST rate (%)').fill('12');
  await form.getByLabel('HSN code').fill('74181090');
  await form.getByRole('button', { name: 'Add variant' }).click();
  const row = page.getByRole('row', { name: new RegExp(sku) });
  await expect(row).toBeVisible();
  // new stock needs a reason, and the change is kept
  await row.getByLabel(`Units (+ adds, − removes): ${sku}`).fill('4');
  await row.getByLabel(`Reason: ${sku}`).fill('First consignment');
  await row.getByRole('button', { name: 'Apply' }).click();
  await expect(row.getByRole('cell').nth(6)).toHaveText('4');

  await page.goto('/products/brass-akhand-diya');
  const panel = page.getByTestId('buy-panel');
  await panel.getByRole('radio', { name: /Large, 500 ml oil/ }).check();
  await expect(panel.getByTestId('price')).toHaveText('₹1,249');
  await expect(panel.getByText('Only 4 left')).toBeVisible();
});
