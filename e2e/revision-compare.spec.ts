import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './support/app.ts';

/**
 * Issue 17 part 4: two revisions of a quote side by side on the quote page. Rev 0 quotes Riverside's
 * patient floors; rev 1 adds the lobby and another transaction type (other unit prices).
 */
test('compare two revisions of a quote on the quote page', async ({ page, request }) => {
  test.slow();
  const api = await apiAs(request, 'rep@northwind.test');
  const found = await api('POST', '/Project/search', { SearchText: 'Riverside Medical Center' });
  const projectId: number = found.Projects[0].ProjectId;
  const schedules: Array<{ ProjectScheduleId: number; Name: string }> = await api(
    'GET',
    `/ProjectSchedule/GetByProjectId/${projectId}`,
  );
  const idOf = (name: string) => schedules.find((row) => row.Name === name)?.ProjectScheduleId ?? 0;
  const floors = idOf('Tower B – Patient Floors');
  const lobby = idOf('Tower B – Lobby & Admin');
  const first = await api('POST', '/projectquote', { ProjectId: projectId, ProjectScheduleIds: [floors] });
  const revised = await api('POST', '/projectquote', {
    ProjectQuoteId: first.ProjectQuoteId,
    RowVersion: first.RowVersion,
    CreateRevision: true,
  });
  const second = await api('POST', '/projectquote', {
    ProjectQuoteId: revised.ProjectQuoteId,
    RowVersion: revised.RowVersion,
    ProjectScheduleIds: [floors, lobby],
    TransactionType: first.TransactionType === 1 ? 2 : 1,
  });
  const lobbyTags = (second.LineItems as Array<{ ProjectScheduleId: number; ItemTag: string }>)
    .filter((line) => line.ProjectScheduleId === lobby)
    .map((line) => line.ItemTag);
  expect(lobbyTags.length).toBeGreaterThan(0);

  await signIn(page, 'rep@northwind.test');
  await page.goto(
    `/topmenu/project/project-detail/${projectId}/project-quote-form?projectQuoteId=${second.ProjectQuoteId}`,
  );
  const section = page.getByTestId('revision-compare');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  // The previous revision against this one to start with.
  await expect(section.getByLabel('Compare', { exact: true })).toHaveValue(`Revision ${first.Revision}`);
  await expect(section.getByLabel('With', { exact: true })).toHaveValue(
    `Revision ${second.Revision} (this one)`,
  );
  const table = section.getByRole('table', { name: /Differences from rev/ });
  await expect(table).toBeVisible();
  for (const tag of lobbyTags)
    await expect(table.getByRole('row', { name: new RegExp(`^${tag} Added`) }).first()).toBeVisible();
  await expect(table.getByText('Changed: unit price').first()).toBeVisible();
  await expect(section.getByText(/added, 0 removed, \d+ changed, 0 unchanged; total [+−]\$/)).toBeVisible();
  await page.screenshot({ path: '/tmp/revision-compare.png', fullPage: false });

  // Swapping the two: the server still compares the older to the newer.
  await section.getByLabel('Compare', { exact: true }).click();
  await page.getByRole('option', { name: `Revision ${second.Revision} (this one)` }).click();
  await expect(section.getByText('Choose two different revisions.')).toBeVisible();
});
