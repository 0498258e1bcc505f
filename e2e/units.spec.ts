import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { newLineItemToConfigure } from './support/journeys.ts';

/**
 * Units people use (issue #13, ADR 0031): a user switches to SI on the account page, types an
 * entering water temperature in °C on the item configuration screen, reads capacities in kW and the
 * ESP limit and warnings in Pa, saves, reloads and reads the same °C; the API underneath stays I-P.
 * Then back to I-P.
 */
const screenshots = process.env.UNITS_SCREENSHOTS;

async function chooseUnits(page: Page, system: 'I-P' | 'SI') {
  await page.goto('/topmenu/account');
  const units = page.getByRole('region', { name: 'Units' });
  await units.getByText(system, { exact: true }).click();
  await expect(
    page.getByText(system === 'SI' ? 'Units: SI (°C, kW, l/s, Pa).' : /^Units: I-P/),
  ).toBeVisible();
  await expect(units.getByRole('radio', { name: system })).toBeChecked();
  if (screenshots && system === 'SI') {
    await units.screenshot({ path: `${screenshots}/units-account-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}/units-account-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
}

async function newFanCoilToConfigure(page: Page): Promise<void> {
  await page.goto('/');
  await newLineItemToConfigure(page, 'E2E Units', 'Fan Coil', /^FHC-06/);
}

test.describe('units', () => {
  test('an SI user types °C, reads kW, and the saved °C reads the same after a reload', async ({ page }) => {
    test.slow();
    // A user of its own: switching to SI would change what the item configuration spec, run beside
    // it as rep@contoso.test, reads.
    await signIn(page, 'sales@contoso.test');
    await chooseUnits(page, 'SI');

    await newFanCoilToConfigure(page);
    const ewt = page.getByRole('textbox', { name: 'EWT' }).first();
    await expect(ewt).toHaveAttribute('aria-description', 'in °C');
    // The API's 45 °F chilled water reads 7.2 °C.
    await expect(ewt).toHaveValue('7.2');
    await ewt.fill('6.5');
    const table = page.getByRole('table', { name: 'Selection results' });
    await expect(table.locator('thead')).toContainText('kW');
    await expect(table.locator('thead')).not.toContainText('MBH');
    await expect(table.getByTestId('result-row').first()).toBeVisible();
    if (screenshots) await page.screenshot({ path: `${screenshots}/units-si-1440.png`, fullPage: true });

    // The engine's limits and warnings are I-P; an SI user reads them in Pa (ADR 0040).
    const esp = page.getByRole('textbox', { name: 'ESP' }).first();
    await expect(esp).toHaveAttribute('aria-description', 'in Pa');
    const designEsp = await esp.inputValue();
    await esp.fill('600');
    await expect(page.getByText('External Static Pressure must be no more than 498 Pa')).toBeVisible();
    await esp.fill('150');
    await expect(table.getByTestId('result-warning').first()).toHaveAttribute(
      'aria-label',
      /ESP 150 Pa exceeds the 125 Pa range of fan coils/,
    );
    await expect(table.getByTestId('result-warning').first()).not.toHaveAttribute(
      'aria-label',
      /in\. w\.g\./,
    );
    await esp.fill(designEsp);

    const save = page.waitForRequest(
      (request) => /saveitemconfiguration/i.test(request.url()) && request.method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The client sends I-P: 6.5 °C is 43.7 °F.
    const sent = (await save).postDataJSON();
    expect(sent.Selection.Input.Cooling.EnteringFluidF).toBeCloseTo(43.7, 6);
    await expect(page.getByText('Unsaved changes')).toBeHidden();
    const configurationUrl = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'EWT' }).first()).toHaveValue('6.5');

    await chooseUnits(page, 'I-P');
    await page.goto(configurationUrl);
    await expect(page.getByRole('heading', { name: 'Configure UNIT-1' })).toBeVisible();
    const ewtIp = page.getByRole('textbox', { name: 'EWT' }).first();
    await expect(ewtIp).toHaveAttribute('aria-description', 'in °F');
    await expect(ewtIp).toHaveValue('43.7');
  });
});
