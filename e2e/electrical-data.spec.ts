import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { choose, newLineItemToConfigure } from './support/journeys.ts';

const options = (page: Page) => page.getByRole('region', { name: 'Options' });
const electrical = (page: Page) => page.getByRole('region', { name: /^Electrical data/ });
const screenshots = process.env.ELECTRICAL_SCREENSHOTS;

test.describe('electrical data', () => {
  test('the panel shows MCA and MOP of the chosen voltage and heater, and Save keeps them', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'rep@contoso.test');
    await newLineItemToConfigure(page, 'E2E Electrical', 'Fan Coil', /^FHC-06/);

    // The class's default voltage first: a 1/6 hp PSC motor at 115 V on the smallest fuse.
    const panel = electrical(page);
    await expect(panel.getByRole('heading', { name: 'Electrical data (115/1/60)' })).toBeVisible();
    await expect(panel.getByTestId('electrical-mop')).toHaveText('15 A');

    // 208/1/60 with 4 kW: FLA 1.4 A, heater 19.2 A; MCA = 1.25 × (1.4 + 19.23) = 25.8 A; MOP 30 A.
    const builder = options(page);
    await choose(page, 'Voltage', /208\/1\/60/, builder);
    await choose(page, 'Electric heat', /4 kW electric heat/, builder);
    await expect(panel.getByRole('heading', { name: 'Electrical data (208/1/60)' })).toBeVisible();
    await expect(panel.getByTestId('electrical-fla')).toHaveText('1.4 A');
    await expect(panel.getByTestId('electrical-heater')).toHaveText('19.2 A');
    await expect(panel.getByTestId('electrical-mca')).toHaveText('25.8 A');
    await expect(panel.getByTestId('electrical-mop')).toHaveText('30 A');

    // 277/1/60: FLA 1.1 A, heater 14.4 A; MCA = 1.25 × (1.1 + 14.44) = 19.5 A; MOP 16.9 A → 15 A, raised to 20 A.
    await choose(page, 'Voltage', /277\/1\/60/, builder);
    await expect(panel.getByRole('heading', { name: 'Electrical data (277/1/60)' })).toBeVisible();
    await expect(panel.getByTestId('electrical-mca')).toHaveText('19.5 A');
    await expect(panel.getByTestId('electrical-mop')).toHaveText('20 A');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.aq-toast').filter({ hasText: 'UNIT-1 saved' })).toBeVisible();
    await page.reload();
    await expect(panel.getByRole('heading', { name: 'Electrical data (277/1/60)' })).toBeVisible();
    await expect(panel.getByTestId('electrical-mca')).toHaveText('19.5 A');

    // Readable on a phone: the panel and its figures fit a 390 px wide screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    if (!box) throw new Error('the panel is not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Every figure sits inside the panel, none cut off.
    for (const testId of [
      'electrical-supply',
      'electrical-fla',
      'electrical-heater',
      'electrical-mca',
      'electrical-mop',
    ]) {
      const figure = await panel.getByTestId(testId).boundingBox();
      expect(figure && figure.x >= box.x && figure.x + figure.width <= box.x + box.width, testId).toBe(true);
    }
    if (screenshots) {
      await panel.screenshot({ path: `${screenshots}/electrical-panel-390.png` });
      await page.screenshot({ path: `${screenshots}/electrical-390-full.png`, fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screenshots}/electrical-1440.png` });
    }
  });
});
