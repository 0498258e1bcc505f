import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/app.ts';
import { quoteWithMultiplierDraft } from './support/journeys.ts';

/**
 * Issue 15 item 4 (ADR 32): the rep asks for a lower multiplier and, during that review, finds the
 * Engineering Review button disabled with the reason; pricing approves the multiplier; the rep then
 * requests engineering review, the engineer asks a question, the rep answers, and the engineer
 * finishes without pressing Start review a second time.
 */
const status = (page: Page) => page.getByTestId('quote-status');

async function personAt(page: Page, email: string, path: string) {
  await signIn(page, email);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: /^Quote .+ rev \d+$/ })).toBeVisible();
}

test('multiplier review, then engineering review whose answer needs no second Start', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { projectId, quote } = await quoteWithMultiplierDraft(request, 'rep@northwind.test');
  const path = `/topmenu/project/project-detail/${projectId}/project-quote-form?projectQuoteId=${quote.ProjectQuoteId}`;
  const rep = await (await browser.newContext()).newPage();
  await personAt(rep, 'rep@northwind.test', path);

  const multipliers = rep.getByTestId('multiplier-review');
  await multipliers.getByRole('button', { name: 'Send request' }).click();
  await expect(status(rep)).toHaveText('Multiplier Review');
  const blocked = rep.getByTestId('engineering-review-blocked');
  await expect(blocked).toContainText('this quote is waiting for a multiplier decision');
  await expect(blocked.getByRole('button', { name: 'Request engineering review' })).toBeDisabled();

  const pricing = await (await browser.newContext()).newPage();
  await personAt(pricing, 'pricing@airquote.test', path);
  const review = pricing.getByTestId('multiplier-review');
  await review
    .getByRole('textbox', { name: /^Decision note for / })
    .first()
    .fill('Approved for the bid');
  await review.getByRole('button', { name: 'Approve' }).first().click();
  await expect(status(pricing)).toHaveText('Open');

  await rep.reload();
  await expect(status(rep)).toHaveText('Open');
  const engineering = rep.getByTestId('engineering-review');
  await engineering
    .getByRole('textbox', { name: 'What should application engineering review?' })
    .fill('Check the coil selection');
  await engineering.getByRole('button', { name: 'Request engineering review' }).click();
  await expect(status(rep)).toHaveText('Engineering Review');

  const engineer = await (await browser.newContext()).newPage();
  await personAt(engineer, 'engineering@airquote.test', path);
  const card = engineer.getByTestId('eng-request');
  await card.getByRole('button', { name: 'Start review' }).click();
  await expect(card.getByTestId('eng-request-status')).toHaveText('Under Review');
  await card.getByRole('textbox', { name: /Note/ }).fill('Which ceiling height?');
  await card.getByRole('button', { name: 'Ask for more info' }).click();
  await expect(card.getByTestId('eng-request-status')).toHaveText('Need More Info');

  await rep.reload();
  const repCard = rep.getByTestId('eng-request');
  await repCard.getByRole('textbox', { name: /Answer/ }).fill('2.7 m everywhere');
  await repCard.getByRole('button', { name: 'Send answer' }).click();
  await expect(repCard.getByTestId('eng-request-status')).toHaveText('Under Review');

  await engineer.reload();
  await expect(card).toContainText('2.7 m everywhere');
  await expect(card.getByTestId('eng-request-status')).toHaveText('Under Review');
  await expect(card.getByRole('button', { name: 'Start review' })).toHaveCount(0);
  await card.getByRole('textbox', { name: /Note/ }).fill('Fits 2.7 m ceilings.');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByTestId('eng-request-status')).toHaveText('Approved');
  await expect(status(engineer)).toHaveText('Open');
});
