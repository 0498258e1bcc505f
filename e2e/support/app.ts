import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo#2026';

/** Fills the login form and submits it, once the login page (a lazy route) has replaced the last one. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user/user-login');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/topmenu\/project\/$/);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** A unique address for a test run, so tests can run again on the same database. */
export function uniqueEmail(prefix: string, domain = 'example.test'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
}

/**
 * Opens the newest mail to an address in the local mailbox (/dev/mail) and returns the first link
 * of its body, as a person would follow it.
 */
export async function linkFromMailbox(page: Page, to: string, subjectPart: string): Promise<string> {
  await page.goto('/dev/mail');
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subjectPart }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  const action = page.locator('a[href^="http"]').first();
  const href = await action.getAttribute('href');
  if (!href) throw new Error(`no link in the mail to ${to}`);
  return href;
}

/** Signs in through the API and answers a caller of the JSON API with that session. */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/AppUser/Login', { data: { Email: email, Password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = login.headers()['x-auth-token'];
  if (!token) throw new Error(`no session token for ${email}`);
  const headers = { Authorization: `Bearer ${token}` };
  return async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await request.fetch(`/api${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/**
 * Closes every toast (they cover buttons and pictures). A toast may still be sliding in when the
 * first ones are closed: close until none is left.
 */
export async function closeToasts(page: Page): Promise<void> {
  await expect(async () => {
    for (const close of await page.locator('.aq-toast').getByRole('button').all())
      await close.click({ timeout: 1000 }).catch(() => undefined);
    await expect(page.locator('.aq-toast')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * What a page asked of the API and where it went, for a failed test's output: with the server's log
 * (.tmp/e2e-main-<port>.log) it tells why a session ended. The lines grow as the page works.
 */
export function recordTrail(page: Page): string[] {
  const trail: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      trail.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`navigated to ${frame.url()}`);
  });
  page.on('console', (message) => trail.push(`console.${message.type()}: ${message.text()}`));
  return trail;
}
