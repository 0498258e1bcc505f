import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { choose, newLineItemToConfigure } from './support/journeys.ts';

const toasts = (page: Page) => page.locator('.aq-toast');
const conditions = (page: Page) => page.getByRole('region', { name: 'Design conditions' });
const options = (page: Page) => page.getByRole('region', { name: 'Options' });
const results = (page: Page) => page.getByRole('region', { name: 'Performance' });
const pricing = (page: Page) => page.getByRole('region', { name: 'Pricing' });
const screenshots = process.env.ITEM_CONFIG_SCREENSHOTS;

/**
 * Keystroke to the next frame after it, in the page (figures for the closing note, no assertion on
 * time): React renders a keystroke synchronously, so the frame after it shows the new results.
 */
async function typeAndMeasure(page: Page, box: Locator, text: string): Promise<number[]> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples = samples;
    document.addEventListener(
      'keydown',
      () => {
        const started = performance.now();
        requestAnimationFrame(() => setTimeout(() => samples.push(performance.now() - started), 0));
      },
      true,
    );
  });
  await box.fill('');
  await box.pressSequentially(text, { delay: 120 });
  await page.waitForTimeout(200);
  return page.evaluate(() => (window as unknown as { keystrokeSamples: number[] }).keystrokeSamples);
}

/** Screenshots at the 1280×800 viewport for review (ITEM_CONFIG_SCREENSHOTS=directory): top, results, options. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshots) return;
  // The toasts of the steps before would cover the top right.
  await page.locator('.aq-toast button').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(page.locator('.aq-toast')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshots}/item-config-${name}-top.png` });
  // Below the fixed 48 px header.
  await results(page).evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 56),
  );
  await page.screenshot({ path: `${screenshots}/item-config-${name}-results.png` });
  await options(page).evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 56),
  );
  await page.screenshot({ path: `${screenshots}/item-config-${name}-options.png` });
}

/** "$1,234.56" as whole cents. */
function centsOfText(text: string | null): number {
  const match = /^\$([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
  if (!match) throw new Error(`not a price: ${text}`);
  return Number((match[1] ?? '').replaceAll(',', '')) * 100 + Number(match[2]);
}

/** "0.5250" as whole ten-thousandths. */
function tenThousandthsOfText(text: string | null): number {
  const match = /^(\d)\.(\d{4})$/.exec((text ?? '').trim());
  if (!match) throw new Error(`not a multiplier: ${text}`);
  return Number(match[1]) * 10_000 + Number(match[2]);
}

/** The Pricing panel's figures, once the server's price is in and no newer one is on its way. */
async function pricingFigures(page: Page) {
  const panel = pricing(page);
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(panel.getByTestId('pricing-unit-list')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const text = (testId: string) => panel.getByTestId(testId).textContent();
  return {
    unitList: centsOfText(await text('pricing-unit-list')),
    base: centsOfText(await text('pricing-base')),
    adders: centsOfText(await text('pricing-adders')),
    multiplierText: (await text('pricing-multiplier'))?.trim() ?? '',
    netUnitText: (await text('pricing-net-unit'))?.trim() ?? '',
    quantity: Number(await text('pricing-quantity')),
    extendedList: centsOfText(await text('pricing-extended-list')),
  };
}

/** Net unit = list × multiplier rounded half up to the cent (docs/domain.md section 5). */
function expectedNetCents(listCents: number, tenThousandths: number): number {
  return Number((BigInt(listCents) * BigInt(tenThousandths) * 2n + 10_000n) / 20_000n);
}

function report(name: string, samples: number[], engineMs: string | null): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
  const text = `${name}: keystroke → next frame median ${at(0.5).toFixed(1)} ms, max ${at(1).toFixed(1)} ms over ${samples.length} keystrokes; engine + rows ${engineMs} ms`;
  test.info().annotations.push({ type: 'recalculation', description: text });
  console.info(text);
}

test.describe('item configuration', () => {
  test('configure a 4-pipe fan coil at non-rated conditions, choose options, save, reopen as saved', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'rep@contoso.test');
    await newLineItemToConfigure(page, 'E2E Configure', 'Fan Coil', /^FHC-06/);

    // Rating conditions first: AHRI 440 entering air and water.
    const form = conditions(page);
    const chilled = form.getByRole('group', { name: 'Chilled water coil' });
    await expect(chilled.getByRole('textbox', { name: 'Entering air DB' })).toHaveValue('80');
    await expect(chilled.getByRole('textbox', { name: 'Entering air WB' })).toHaveValue('67');
    await expect(chilled.getByRole('textbox', { name: 'EWT' })).toHaveValue('45');

    // 4-pipe at 78/65 °F entering air, 44 °F water, 2.5 gpm.
    await choose(page, 'Coil Configuration', '4-Pipe System', form);
    const hot = form.getByRole('group', { name: 'Hot water coil' });
    await expect(hot.getByRole('textbox', { name: 'EWT' })).toHaveValue('180');
    await expect(hot.getByRole('textbox', { name: 'Entering air DB' })).toHaveValue('70');
    const drySamples = await typeAndMeasure(
      page,
      chilled.getByRole('textbox', { name: 'Entering air DB' }),
      '78',
    );
    await chilled.getByRole('textbox', { name: 'Entering air WB' }).fill('65');
    await chilled.getByRole('textbox', { name: 'EWT' }).fill('44');
    const flowSamples = await typeAndMeasure(page, chilled.getByRole('textbox', { name: 'Flow' }), '2.5');
    report(
      'fan coil',
      [...drySamples, ...flowSamples],
      await page.getByTestId('recalculation').getAttribute('data-recalc-ms'),
    );

    // A bad box says why beside it, and the results wait for a valid input.
    await chilled.getByRole('textbox', { name: 'Entering air WB' }).fill('85');
    await expect(chilled.getByText('Entering wet bulb cannot be above the entering dry bulb')).toBeVisible();
    await expect(
      results(page).getByText('Correct the design conditions to see the performance.'),
    ).toBeVisible();
    await chilled.getByRole('textbox', { name: 'Entering air WB' }).fill('65');

    // Results of every size; the line item's own candidate is highlighted and has numbers.
    const rows = results(page).getByTestId('result-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(5);
    const chosen = results(page).locator('[data-testid="result-row"][data-chosen]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toHaveAttribute('data-model', 'FHC-06');
    await expect(chosen.getByRole('cell').nth(5)).toHaveText(/^\d+\.\d$/);
    await expect(results(page).getByRole('columnheader', { name: 'Heating' })).toBeVisible();

    // A capacity target dims the candidates below it.
    await choose(page, 'Filter Method', 'Capacity', chilled);
    await chilled.getByRole('textbox', { name: 'Target capacity' }).fill('12');
    await expect(results(page).locator('[data-model="FHC-02"][data-misses-target]')).toHaveCount(3);
    await expect(chosen).not.toHaveAttribute('data-misses-target');
    await choose(page, 'Filter Method', 'None', chilled);
    await expect(results(page).locator('[data-model="FHC-02"][data-misses-target]')).toHaveCount(0);

    // Fan curves with every tap, the system curve and the operating point; the coil on the chart.
    await expect(page.getByTestId('fan-curve-chart').getByTestId('fan-tap-curve')).toHaveCount(3);
    await expect(page.getByTestId('fan-system-curve')).toBeVisible();
    await expect(page.getByTestId('fan-operating-point')).toBeVisible();
    await expect(page.getByTestId('psychrometric-chart')).toContainText('Cooling: 78.0/65.0 °F');
    await expect(page.getByTestId('psychrometric-process-cooling')).toBeVisible();

    // Options: 4-pipe is in the code string; electric heat explains why it cannot be had now.
    const builder = options(page);
    await expect(builder.getByRole('combobox', { name: 'Coil configuration', exact: true })).toHaveValue(
      /4-Pipe/,
    );
    await builder.getByRole('combobox', { name: 'Electric heat', exact: true }).click();
    const heat = page.getByRole('option', { name: /3 kW electric heat/ });
    await expect(heat).toContainText('Unavailable: needs PIPE in (2) — chosen 4');
    await expect(heat).toHaveAttribute('data-combobox-disabled', 'true');
    await page.keyboard.press('Escape');
    await choose(page, 'Heating coil rows', /2-row hot water heating coil/, builder);
    await choose(page, 'Controls', /DDC controller/, builder);
    await choose(page, 'Valve package', /2-way motorized valve/, builder);
    const codeString = await builder.getByTestId('model-code-string').textContent();
    expect(codeString).toMatch(/^FHC06/);
    const totalCooling = await chosen.getByRole('cell').nth(5).textContent();
    await shoot(page, 'fan-coil');

    // The server's price of these options: list = base + options, net = list × multiplier to the cent.
    await expect(pricing(page).getByRole('radio', { name: 'Buy/Resale' })).toBeChecked();
    const buyResale = await pricingFigures(page);
    expect(buyResale.unitList).toBe(buyResale.base + buyResale.adders);
    expect(buyResale.adders).toBeGreaterThan(0);
    await expect(pricing(page).getByTestId('pricing-multiplier-source')).toHaveText('Standard');
    await expect(pricing(page).getByTestId('pricing-standard-multiplier')).toHaveText(
      buyResale.multiplierText,
    );
    const buyResaleMultiplier = tenThousandthsOfText(buyResale.multiplierText);
    expect(centsOfText(buyResale.netUnitText)).toBe(
      expectedNetCents(buyResale.unitList, buyResaleMultiplier),
    );
    expect(buyResale.quantity).toBe(1);
    expect(buyResale.extendedList).toBe(buyResale.unitList);
    // The bar at the bottom shows the same list price as the panel.
    await expect(page.getByTestId('unit-list-price')).toContainText(
      (await pricing(page).getByTestId('pricing-unit-list').textContent()) ?? '',
    );
    await page.locator('.aq-toast button').evaluateAll((buttons) => {
      for (const button of buttons) (button as HTMLButtonElement).click();
    });
    await expect(toasts(page)).toHaveCount(0);
    await pricing(page).evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 200),
    );
    await page.screenshot({ path: '/tmp/item-config-pricing.png' });

    // Factory Direct: another multiplier and net price, or a plain word that there is none.
    await pricing(page).getByText('Factory Direct').click();
    await expect(pricing(page).getByRole('radio', { name: 'Factory Direct' })).toBeChecked();
    await expect(
      pricing(page).getByTestId('pricing-multiplier').filter({ hasNotText: buyResale.multiplierText }),
    ).toBeVisible();
    const factoryDirect = await pricingFigures(page);
    expect(factoryDirect.unitList).toBe(buyResale.unitList);
    if (factoryDirect.multiplierText === '—') {
      await expect(pricing(page).getByTestId('pricing-no-multiplier')).toHaveText(
        'No standard multiplier for this category and transaction type: ask your administrator.',
      );
    } else {
      const multiplier = tenThousandthsOfText(factoryDirect.multiplierText);
      expect(multiplier).not.toBe(buyResaleMultiplier);
      expect(centsOfText(factoryDirect.netUnitText)).toBe(
        expectedNetCents(factoryDirect.unitList, multiplier),
      );
      expect(factoryDirect.netUnitText).not.toBe(buyResale.netUnitText);
    }

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).filter({ hasText: 'UNIT-1 saved: 1 × FHC-06' })).toBeVisible();
    await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);

    // Reopen from the schedule: everything as saved.
    await page.getByRole('link', { name: 'Back to schedule' }).click();
    await page.getByRole('link', { name: 'Configure UNIT-1' }).click();
    await expect(
      conditions(page).getByRole('combobox', { name: 'Coil Configuration', exact: true }),
    ).toHaveValue('4-Pipe System');
    const reopened = conditions(page).getByRole('group', { name: 'Chilled water coil' });
    await expect(reopened.getByRole('textbox', { name: 'Entering air DB' })).toHaveValue('78');
    await expect(reopened.getByRole('textbox', { name: 'Entering air WB' })).toHaveValue('65');
    await expect(reopened.getByRole('textbox', { name: 'EWT' })).toHaveValue('44');
    await expect(reopened.getByRole('textbox', { name: 'Flow' })).toHaveValue('2.5');
    await expect(options(page).getByTestId('model-code-string')).toHaveText(codeString ?? '');
    await expect(options(page).getByRole('combobox', { name: 'Controls', exact: true })).toHaveValue(
      /DDC controller/,
    );
    await expect(
      results(page).locator('[data-testid="result-row"][data-chosen]').getByRole('cell').nth(5),
    ).toHaveText(totalCooling ?? '');
    await expect(page.getByTestId('unsaved-changes')).toHaveCount(0);

    // Another model's row: the header takes that model, the code string its size.
    await results(page).getByRole('button', { name: 'Choose FHC-08, 3-row coil' }).click();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^FHC-08/);
    await expect(options(page).getByTestId('model-code-string')).toHaveText(/^FHC08/);
    await expect(results(page).locator('[data-testid="result-row"][data-chosen]')).toHaveAttribute(
      'data-model',
      'FHC-08',
    );
    await expect(page.getByTestId('unsaved-changes')).toBeVisible();
  });

  test('configure a WSHP off its rating, choose options, save, reopen as saved', async ({ page }) => {
    test.slow();
    await signIn(page, 'rep@contoso.test');
    await newLineItemToConfigure(page, 'E2E Configure', 'Water Source Heat Pump', /-036/);

    // ISO 13256-1 water loop to start with; then a warmer loop at a lower flow.
    const water = conditions(page).getByRole('group', { name: 'Source water' });
    const air = conditions(page).getByRole('group', { name: 'Entering air' });
    await expect(water.getByRole('textbox', { name: 'Cooling EWT' })).toHaveValue('86');
    await expect(water.getByRole('textbox', { name: 'Heating EWT' })).toHaveValue('68');
    await expect(air.getByRole('textbox', { name: 'Cooling DB' })).toHaveValue('80.6');
    const samples = await typeAndMeasure(page, water.getByRole('textbox', { name: 'Cooling EWT' }), '90');
    await water.getByRole('textbox', { name: 'Flow' }).fill('8');
    await air.getByRole('textbox', { name: 'Cooling DB' }).fill('78');
    await air.getByRole('textbox', { name: 'Cooling WB' }).fill('64');
    report('WSHP', samples, await page.getByTestId('recalculation').getAttribute('data-recalc-ms'));

    const chosen = results(page).locator('[data-testid="result-row"][data-chosen]');
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toHaveAttribute('data-model', /-036$/);
    await expect(results(page).getByRole('columnheader', { name: /EER/ })).toBeVisible();
    await expect(results(page).getByRole('columnheader', { name: /COP/ })).toBeVisible();
    await expect(page.getByTestId('fan-operating-point')).toBeVisible();
    await expect(page.getByTestId('psychrometric-process-cooling')).toBeVisible();
    await expect(page.getByTestId('psychrometric-process-heating')).toBeVisible();

    // Options: a choice whose rule is not met explains why.
    const builder = options(page);
    await expect(builder.getByText(/unavailable with the other options/).first()).toBeVisible();
    const codeBefore = await builder.getByTestId('model-code-string').textContent();
    await choose(page, 'Filter', /MERV 13/, builder);
    await expect(builder.getByTestId('model-code-string')).not.toHaveText(codeBefore ?? '');
    const codeString = await builder.getByTestId('model-code-string').textContent();
    const eer = await chosen.getByRole('cell').nth(6).textContent();
    await shoot(page, 'wshp');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page).filter({ hasText: /UNIT-1 saved: 1 × \w+-036/ })).toBeVisible();

    await page.reload();
    await expect(water.getByRole('textbox', { name: 'Cooling EWT' })).toHaveValue('90');
    await expect(water.getByRole('textbox', { name: 'Flow' })).toHaveValue('8');
    await expect(air.getByRole('textbox', { name: 'Cooling WB' })).toHaveValue('64');
    await expect(options(page).getByTestId('model-code-string')).toHaveText(codeString ?? '');
    await expect(
      results(page).locator('[data-testid="result-row"][data-chosen]').getByRole('cell').nth(6),
    ).toHaveText(eer ?? '');
  });

  test('an engineer sees the configuration without any price', async ({ page }) => {
    const pricingCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/pricing\//i.test(request.url())) pricingCalls.push(request.url());
    });
    await signIn(page, 'engineer@northwind.test');
    await page.getByRole('link', { name: 'Riverside Medical Center – Tower B' }).click();
    await page.getByRole('link', { name: 'Configure UNIT-1' }).click();
    await expect(results(page).getByTestId('result-row').first()).toBeVisible();
    await expect(options(page).getByTestId('model-code-string')).toHaveText(/^FHC/);
    await expect(page.getByTestId('unit-list-price')).toHaveCount(0);
    await options(page).getByRole('combobox', { name: 'Controls', exact: true }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    // Code — description, and no adder.
    for (const text of await page.getByRole('option').allTextContents()) expect(text).not.toContain('$');
    await page.keyboard.press('Escape');
    await expect(page.getByText('$')).toHaveCount(0);
    // No Pricing panel, and no pricing call the server would answer 403 (which signs out).
    await expect(options(page).getByTestId('model-code-string')).toBeVisible();
    await expect(pricing(page)).toHaveCount(0);
    expect(pricingCalls).toEqual([]);
  });
});
