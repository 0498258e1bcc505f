import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { adminScreens, repScreens, type Screen, signedOutScreens } from './support/screens.ts';

/**
 * Issue #18 on a phone (390 px, an iPhone 15) and a tablet (820 px): no screen scrolls the page
 * sideways (a wide grid scrolls inside its own container), and on the phone a rep on a job site
 * finds a project, opens a schedule, changes a quantity, opens the quote PDF and answers an
 * engineering question.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** How far the page scrolls sideways on each screen (0 everywhere when nothing is too wide). */
async function sidewaysScrollOf(page: Page, screens: Screen[]): Promise<Record<string, number>> {
  const overflow: Record<string, number> = {};
  for (const screen of screens) {
    await screen.open(page);
    overflow[screen.name] = await page.evaluate(
      () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
    );
  }
  return overflow;
}

const none = (screens: Screen[]) => Object.fromEntries(screens.map((screen) => [screen.name, 0]));

/** A phone and a tablet in portrait (iPad Air, 820 px: the 160 px menu stays beside the page). */
const sizes = [
  { name: 'phone', use: phone },
  { name: 'tablet', use: { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true } },
];

for (const size of sizes) {
  test.describe(`on a ${size.name} (${size.use.viewport.width} px)`, () => {
    test.use(size.use);

    test('no screen scrolls the page sideways', async ({ page }) => {
      test.setTimeout(180_000);
      expect(await sidewaysScrollOf(page, signedOutScreens)).toEqual(none(signedOutScreens));
      await signIn(page, 'rep@northwind.test');
      // Every rep screen, the item configuration included (its fields stack, its results table
      // scrolls in its own box with the model column fixed, its charts fit the width).
      expect(await sidewaysScrollOf(page, repScreens)).toEqual(none(repScreens));
    });

    test('no admin screen scrolls the page sideways', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, 'admin@airquote.test');
      expect(await sidewaysScrollOf(page, adminScreens)).toEqual(none(adminScreens));
    });
  });
}

test.describe('on a phone (390 px)', () => {
  test.use(phone);

  test('the side menu folds behind the menu button and opens on demand', async ({ page }) => {
    await signIn(page, 'rep@northwind.test');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open the main menu' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: 'Quotes' }).click();
    await expect(page).toHaveURL(/\/topmenu\/quotes$/);
    await expect(menu).not.toBeInViewport();
  });
});

test.describe('on a phone (390 px), the item configuration', () => {
  test.use(phone);

  test('stacks its fields, scrolls its results in their own box with the model in view, fits its charts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'rep@northwind.test');
    await repScreens.find((screen) => screen.name === 'item configuration')?.open(page);
    const width = 390;
    // Every design-condition field readable (at least 120 px wide) and inside the window.
    const fields = page
      .getByRole('region', { name: 'Design conditions' })
      .locator('input:not([type="hidden"])');
    // The fields are drawn once the lookups arrive, which on a busy machine can follow the idle network.
    await expect.poll(() => fields.count(), { timeout: 20_000 }).toBeGreaterThan(5);
    for (const box of await fields.evaluateAll((inputs) =>
      inputs.map((input) => input.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(120);
      expect(box.right).toBeLessThanOrEqual(width);
    }
    // The results table is wider than the phone: it scrolls in its box, the model column stays.
    const table = page.getByRole('table', { name: 'Selection results' });
    const scroller = table.locator('xpath=..');
    const sizes = await scroller.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const model = table.getByRole('row').nth(-1).getByRole('cell').first();
    const before = await model.boundingBox();
    await scroller.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
    });
    await expect.poll(async () => (await model.boundingBox())?.x).toBe(before?.x);
    // The charts are as wide as their panels, never wider than the window.
    for (const chart of ['fan-curve-chart', 'psychrometric-chart']) {
      const box = await page.getByTestId(chart).locator('svg').boundingBox();
      expect(box?.width).toBeGreaterThan(250);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)).toBe(
      0,
    );
  });
});

/** Application engineering, at a desk, asks the rep a question on the quote's engineering request. */
async function engineerAsks(browser: Browser, quotePath: string, question: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const engineer = await context.newPage();
  await signIn(engineer, 'engineering@airquote.test');
  await engineer.goto(quotePath);
  const request = engineer.getByTestId('eng-request');
  await request.getByRole('button', { name: 'Start review' }).click();
  await expect(request.getByTestId('eng-request-status')).toHaveText('Under Review');
  await request.getByRole('textbox', { name: /Note/ }).fill(question);
  await request.getByRole('button', { name: 'Ask for more info' }).click();
  await expect(request.getByTestId('eng-request-status')).toHaveText('Need More Info');
  await context.close();
}

test('a rep on a phone finds a project, changes a quantity, opens the quote PDF and answers engineering', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext(phone);
  const rep = await context.newPage();
  await signIn(rep, 'rep@northwind.test');

  // Find the project through the folded menu and the project search.
  await rep.getByRole('button', { name: 'Open the main menu' }).click();
  await rep.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click();
  await rep.getByRole('textbox', { name: 'Search projects' }).fill('Lakeview');
  await expect(rep.getByTestId('project-row')).toHaveCount(1);
  await rep.getByRole('link', { name: /^Lakeview Elementary School/ }).click();
  await expect(rep.getByRole('heading', { name: /^Lakeview Elementary School/ })).toBeVisible();

  // Open a schedule and change a line item's quantity.
  await rep
    .getByRole('tablist', { name: 'Schedules' })
    .getByRole('tab', { name: /^Gymnasium/ })
    .click();
  const grid = rep.getByRole('table', { name: /^Line items of Gymnasium/ });
  const row = grid.getByRole('row').nth(1);
  const tag = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
  const quantity = Number((await row.getByRole('cell').nth(2).textContent())?.trim());
  expect(tag).not.toBe('');
  expect(quantity).toBeGreaterThan(0);
  await row.getByRole('button', { name: `Edit ${tag}` }).click();
  const edit = rep.getByRole('dialog');
  await edit.getByRole('textbox', { name: 'Quantity' }).fill(String(quantity + 1));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  const changed = grid.getByRole('row').filter({ has: rep.getByRole('cell', { name: tag, exact: true }) });
  await expect(changed.getByRole('cell').nth(2)).toHaveText(String(quantity + 1));
  expect(await rep.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)).toBe(0);

  // A quote of that schedule, and its PDF, which opens in a new tab.
  await rep.getByRole('tab', { name: 'Quotes' }).click();
  await rep.getByRole('link', { name: 'New quote' }).click();
  await rep.getByRole('checkbox', { name: /^Gymnasium/ }).check();
  await rep.getByRole('button', { name: 'Create quote' }).click();
  await expect(rep).toHaveURL(/project-quote-form\?projectQuoteId=\d+$/);
  const quoteUrl = new URL(rep.url());
  const quotePath = `${quoteUrl.pathname}${quoteUrl.search}`;
  const pdfTab = context.waitForEvent('page');
  await rep.getByRole('button', { name: 'Quote PDF' }).click();
  const pdf = await pdfTab;
  expect(pdf.url()).toMatch(/^blob:/);
  await pdf.close();
  await expect(rep.getByText(/^Quote-.+\.pdf is ready/)).toBeVisible();

  // Engineering review: asked for on the phone, questioned at a desk, answered on the phone.
  const engineering = rep.getByTestId('engineering-review');
  await engineering
    .getByRole('textbox', { name: 'What should application engineering review?' })
    .fill('Check the gym units against the stage lighting load');
  await engineering.getByRole('button', { name: 'Request engineering review' }).click();
  await expect(engineering.getByTestId('eng-request-status')).toHaveText('Not Reviewed');
  await engineerAsks(browser, quotePath, 'Which ceiling height does the gym have?');
  await rep.goto(quotePath);
  const request = rep.getByTestId('eng-request');
  await expect(request.getByTestId('eng-request-status')).toHaveText('Need More Info');
  await expect(request).toContainText('Which ceiling height does the gym have?');
  await request.getByRole('textbox', { name: /Answer/ }).fill('7.5 m to the roof deck');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(request.getByTestId('eng-request-status')).toHaveText('Under Review');
  await expect(request).toContainText('7.5 m to the roof deck');
  expect(await rep.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth)).toBe(0);
  await context.close();
});
