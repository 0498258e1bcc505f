import { expect, type Page } from '@playwright/test';

/** A screen of the product: how to reach it from a signed-in (or signed-out) page. */
export type Screen = { name: string; open: (page: Page) => Promise<void> };

/** Opens an address and waits until the page's first heading is drawn and its calls are answered. */
async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await settle(page);
}

/** Waits for the screen's heading and for its data (the network idle, the loading overlay gone). */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.aq-loading-overlay')).toHaveCount(0);
}

/** The sign-in screens, seen signed out. */
export const signedOutScreens: Screen[] = [
  { name: 'login', open: (page) => visit(page, '/user/user-login') },
  { name: 'register', open: (page) => visit(page, '/user/user-register') },
  { name: 'forgot password', open: (page) => visit(page, '/user/user-forgot-password') },
];

/**
 * The project the screens open: one no other browser test changes, so the screens look the same
 * whichever tests run beside them.
 */
async function openProject(page: Page): Promise<void> {
  // Searched by name: the list shows 25 projects, newest change first, and other tests add theirs.
  await visit(page, '/topmenu/project/?q=Harbor%20Point%20Apartments');
  await page.getByRole('link', { name: /^Harbor Point Apartments/ }).click({ timeout: 20_000 });
  await settle(page);
  await expect(page.getByRole('heading', { name: /^Harbor Point Apartments/ })).toBeVisible();
}

/** Every screen the rep reaches from the side menu (and the account, from the header's name). */
export const repScreens: Screen[] = [
  { name: 'notifications', open: (page) => visit(page, '/topmenu/notifications') },
  { name: 'projects', open: (page) => visit(page, '/topmenu/project/') },
  { name: 'customer projects', open: (page) => visit(page, '/topmenu/project/?view=customer') },
  { name: 'my schedules', open: (page) => visit(page, '/topmenu/project/?view=my-schedules') },
  { name: 'find schedules', open: (page) => visit(page, '/topmenu/project/?view=schedules') },
  {
    name: 'project schedules',
    open: async (page) => {
      await openProject(page);
      await expect(page.getByRole('table', { name: /^Line items of / })).toBeVisible();
    },
  },
  {
    name: 'project details',
    open: async (page) => {
      await openProject(page);
      await page.getByRole('tab', { name: 'Details' }).click({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'advanced properties',
    open: async (page) => {
      await openProject(page);
      await page.getByRole('link', { name: 'Advanced properties' }).click({ timeout: 20_000 });
      await settle(page);
    },
  },
  {
    name: 'item configuration',
    open: async (page) => {
      await openProject(page);
      await page.locator('a[href*="/item-configuration/"]').first().click({ timeout: 20_000 });
      await expect(page).toHaveURL(/\/item-configuration\//);
      await settle(page);
    },
  },
  { name: 'quotes', open: (page) => visit(page, '/topmenu/quotes') },
  {
    name: 'quote',
    open: async (page) => {
      await visit(page, '/topmenu/quotes');
      await page.locator('a[href*="/project-quote-form"]').first().click({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: /^Quote / })).toBeVisible();
      await settle(page);
    },
  },
  { name: 'orders', open: (page) => visit(page, '/topmenu/orders') },
  { name: 'reports', open: (page) => visit(page, '/topmenu/reports') },
  { name: 'help', open: (page) => visit(page, '/topmenu/help') },
  { name: 'admin', open: (page) => visit(page, '/topmenu/admin') },
  { name: 'account', open: (page) => visit(page, '/topmenu/account') },
];

/** The admin area's screens, as the app admin sees them. */
export const adminScreens: Screen[] = [
  'companies',
  'employees',
  'users',
  'permissions',
  'product-data',
  'pricing',
  'admin-company/internal-employee-list',
].map((section) => ({ name: `admin ${section}`, open: (page) => visit(page, `/topmenu/admin/${section}`) }));

/** The two widths of issue #18: a desktop and a phone (iPhone 15, 390 px). */
export const widths = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
