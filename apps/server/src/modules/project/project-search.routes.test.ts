import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoProjects, projectIdByName } from '../../test/project-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

const statements: string[] = [];
let app: App;
let northwindRep: string;
let engineer: string;
let contosoRep: string;
let admin: string;

beforeAll(async () => {
  // Principals stay cached, so a request's statements are only its own (counted below); answers and
  // counts are cached as in production, so every answer asserted after a change also proves the
  // change raised the data version.
  app = await createTestApp({
    principalCacheTtlMs: 60_000,
    queryLogger: { logQuery: (query) => statements.push(query) },
  });
  northwindRep = await signIn(app, 'rep@northwind.test');
  engineer = await signIn(app, 'engineer@northwind.test');
  contosoRep = await signIn(app, 'rep@contoso.test');
  admin = await signIn(app, 'admin@airquote.test');
});
afterAll(async () => app.close());

type ListItem = {
  ProjectId: number;
  CompanyId: number;
  Name: string;
  IsActive: boolean;
  CompanyName: string;
  ProjectStatusName: string | null;
  ProjectSchedules: Array<{ Name: string; LineItemCount: number; DateModified: string }>;
};
type SearchAnswer = {
  Projects: ListItem[];
  QtyOfActiveProjects: number;
  QtyOfInactiveProjects: number;
  QtyOfProjectsForCurrentUser: number;
  EventLogs: unknown[];
  PageNumber: number;
  PageSize: number;
};

async function search(token: string, request: Record<string, unknown> = {}): Promise<SearchAnswer> {
  const response = await callApi(app, token, 'POST', '/Project/search', request);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (answer: SearchAnswer) => answer.Projects.map((project) => project.Name);
const sorted = (field: string, direction: 'Ascending' | 'Descending') => ({
  SortRequest: { SortField: field, SortDirection: direction },
  IncludeInactive: true,
});

describe('POST /api/Project/search', () => {
  it('answers the active projects of the user’s company, newest change first, with the counts', async () => {
    const answer = await search(northwindRep);
    expect(names(answer)).toEqual([
      demoProjects.riverside,
      demoProjects.lakeview,
      demoProjects.harbor,
      demoProjects.summit,
    ]);
    expect(answer).toMatchObject({
      QtyOfActiveProjects: 4,
      QtyOfInactiveProjects: 1,
      QtyOfProjectsForCurrentUser: 4,
      EventLogs: [],
      PageNumber: 1,
      PageSize: 50,
    });
    expect(answer.Projects[0]).toMatchObject({
      CompanyName: 'Northwind Reps',
      BrandName: expect.any(String),
    });
  });

  it('aggregates each project’s schedules, newest change first, with their line item counts', async () => {
    const harbor = (await search(northwindRep, { SearchText: 'harbor' })).Projects[0];
    expect(harbor?.ProjectSchedules.map((schedule) => [schedule.Name, schedule.LineItemCount])).toEqual([
      ['Building A Units', 3],
      ['Building B Units', 2],
      ['Amenity Spaces', 2],
    ]);
    const dates = harbor?.ProjectSchedules.map((schedule) => schedule.DateModified) ?? [];
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('includes inactive projects when asked', async () => {
    const answer = await search(northwindRep, { IncludeInactive: true });
    expect(names(answer)).toHaveLength(5);
    expect(answer.Projects.at(-1)).toMatchObject({ Name: demoProjects.grandview, IsActive: false });
    expect(answer.QtyOfProjectsForCurrentUser).toBe(5);
  });

  it('finds text in the name, the description or the company name, in any case', async () => {
    expect(names(await search(northwindRep, { SearchText: 'SCHOOL' }))).toEqual([demoProjects.lakeview]);
    expect(names(await search(northwindRep, { SearchText: 'patient tower' }))).toEqual([
      demoProjects.riverside,
    ]);
    const byCompany = await search(northwindRep, { SearchText: 'northwind', IncludeInactive: true });
    expect(byCompany.Projects).toHaveLength(5);
    const none = await search(northwindRep, { SearchText: 'no such project' });
    expect(none).toMatchObject({ Projects: [], QtyOfActiveProjects: 0, QtyOfInactiveProjects: 0 });
  });

  it('counts the matches of the search text only', async () => {
    const answer = await search(northwindRep, { SearchText: 'hotel' });
    expect(answer).toMatchObject({ Projects: [], QtyOfActiveProjects: 0, QtyOfInactiveProjects: 1 });
  });

  it('treats % and _ as plain characters', async () => {
    expect(names(await search(northwindRep, { SearchText: '%' }))).toEqual([]);
    expect(names(await search(northwindRep, { SearchText: '_' }))).toEqual([]);
  });

  it('never shows another company’s projects', async () => {
    const answer = await search(contosoRep, { IncludeInactive: true });
    expect(new Set(answer.Projects.map((project) => project.CompanyName))).toEqual(new Set(['Contoso Reps']));
    expect(answer.QtyOfActiveProjects + answer.QtyOfInactiveProjects).toBe(5);
    expect(names(await search(contosoRep, { SearchText: 'riverside' }))).toEqual([]);
  });

  it('shows internal staff every company’s projects', async () => {
    const answer = await search(admin, { IncludeInactive: true, PageSize: 200 });
    expect(new Set(answer.Projects.map((project) => project.CompanyName))).toEqual(
      new Set(['Northwind Reps', 'Contoso Reps', 'Fabrikam Mechanical']),
    );
    expect(answer.Projects).toHaveLength(11);
    expect(answer.QtyOfProjectsForCurrentUser).toBe(0);
  });

  it('limits the list to my projects: created by me or where I am a project user', async () => {
    expect(await search(engineer, { IncludeCurrentUserProjectsOnly: true })).toMatchObject({
      Projects: [],
      QtyOfActiveProjects: 0,
      QtyOfProjectsForCurrentUser: 0,
    });
    const harborId = await projectIdByName(app, demoProjects.harbor);
    const added = await callApi(app, northwindRep, 'PUT', '/Project/addprojectuser', {
      ProjectId: harborId,
      EmailAddress: 'engineer@northwind.test',
    });
    expect(added.statusCode).toBe(200);
    const mine = await search(engineer, { IncludeCurrentUserProjectsOnly: true });
    expect(names(mine)).toEqual([demoProjects.harbor]);
    expect(mine).toMatchObject({
      QtyOfActiveProjects: 1,
      QtyOfInactiveProjects: 0,
      QtyOfProjectsForCurrentUser: 1,
    });
    // Without the filter, the counts cover the company's projects and "mine" still counts one.
    expect(await search(engineer)).toMatchObject({ QtyOfActiveProjects: 4, QtyOfProjectsForCurrentUser: 1 });
  });

  it('sorts by each column both ways; the id breaks ties', async () => {
    expect(names(await search(northwindRep, sorted('Name', 'Ascending')))).toEqual([
      demoProjects.grandview,
      demoProjects.harbor,
      demoProjects.lakeview,
      demoProjects.riverside,
      demoProjects.summit,
    ]);
    expect(names(await search(northwindRep, sorted('Name', 'Descending')))[0]).toBe(demoProjects.summit);
    expect(names(await search(northwindRep, sorted('ExpectedCloseDate', 'Ascending')))).toEqual([
      demoProjects.grandview,
      demoProjects.summit,
      demoProjects.harbor,
      demoProjects.lakeview,
      demoProjects.riverside,
    ]);
    expect(names(await search(northwindRep, sorted('DateModified', 'Ascending')))[0]).toBe(
      demoProjects.grandview,
    );
    expect(names(await search(northwindRep, sorted('DateCreated', 'Descending')))[0]).toBe(
      demoProjects.riverside,
    );
    const byActive = await search(northwindRep, sorted('IsActive', 'Ascending'));
    expect(byActive.Projects.map((project) => project.IsActive)).toEqual([false, true, true, true, true]);
    const byCompany = await search(admin, { ...sorted('CompanyName', 'Descending'), PageSize: 200 });
    expect(byCompany.Projects[0]?.CompanyName).toBe('Northwind Reps');
    expect(byCompany.Projects.at(-1)?.CompanyName).toBe('Contoso Reps');
  });

  it('puts projects without a status last in both directions', async () => {
    const created = await callApi(app, northwindRep, 'POST', '/Project', {
      Name: 'Status-less project',
      ExpectedCloseDate: '2027-01-15',
      CompanyId: (await search(northwindRep)).Projects[0]?.CompanyId,
      BrandId: 1,
    });
    expect(created.statusCode, created.body).toBe(200);
    for (const direction of ['Ascending', 'Descending'] as const) {
      const answer = await search(northwindRep, sorted('ProjectStatusName', direction));
      expect(answer.Projects.at(-1)?.Name).toBe('Status-less project');
      const statuses = answer.Projects.slice(0, -1).map((project) => project.ProjectStatusName ?? '');
      const expected = [...statuses].sort();
      expect(statuses).toEqual(direction === 'Ascending' ? expected : expected.reverse());
    }
  });

  it('pages through the results with the same counts on every page', async () => {
    const all = names(await search(admin, { IncludeInactive: true, PageSize: 200 }));
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await search(admin, { IncludeInactive: true, PageSize: 4, PageNumber: page });
      expect(answer).toMatchObject({ PageNumber: page, PageSize: 4 });
      expect(answer.QtyOfActiveProjects + answer.QtyOfInactiveProjects).toBe(all.length);
      pages.push(...names(answer));
    }
    expect(pages).toEqual(all);
  });

  it('refuses a page size over 200 and needs a token', async () => {
    expect((await callApi(app, admin, 'POST', '/Project/search', { PageSize: 201 })).statusCode).toBe(400);
    expect((await callApi(app, null, 'POST', '/Project/search', {})).statusCode).toBe(401);
  });

  it('matches letters beyond ASCII in any case, as the database lower-cases them', async () => {
    const created = await callApi(app, contosoRep, 'POST', '/Project', {
      Name: 'Überlandwerk Zürich – Bürogebäude',
      ExpectedCloseDate: '2027-04-01',
      CompanyId: (await search(contosoRep)).Projects[0]?.CompanyId,
      BrandId: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    for (const text of ['ÜBERLANDWERK', 'überlandwerk', 'zürich – bü']) {
      expect(names(await search(contosoRep, { SearchText: text })), text).toEqual([
        'Überlandwerk Zürich – Bürogebäude',
      ]);
    }
  });

  const versionReads = () => statements.filter((statement) => statement.includes('from data_version'));

  it('runs one statement for the page and one for the counts, whatever the number of projects', async () => {
    await search(admin); // the principal is loaded and cached here
    for (const request of [{}, { IncludeInactive: true, PageSize: 200, SearchText: 'e' }]) {
      app.deps.caches.projectSearch.clear();
      app.deps.caches.projectCounts.clear();
      statements.length = 0;
      const answer = await search(admin, request);
      expect(answer.Projects.length).toBeGreaterThan(3);
      expect(statements).toHaveLength(3);
      expect(versionReads()).toHaveLength(1);
      expect(statements.filter((statement) => statement.includes('json_agg'))).toHaveLength(1);
      expect(statements.filter((statement) => statement.includes('count(*) filter'))).toHaveLength(1);
    }
  });

  it('counts once per filter: another page or sort reads the page only; a project change counts again', async () => {
    const first = await search(northwindRep, { IncludeInactive: true });
    statements.length = 0;
    // sorted() asks for inactive projects too, as the first search did.
    const resorted = await search(northwindRep, { ...sorted('Name', 'Ascending'), PageSize: 2 });
    expect(statements).toHaveLength(2);
    expect(versionReads()).toHaveLength(1);
    expect(resorted.QtyOfActiveProjects).toBe(first.QtyOfActiveProjects);

    const created = await callApi(app, northwindRep, 'POST', '/Project', {
      Name: 'Counted at once',
      ExpectedCloseDate: '2027-01-15',
      CompanyId: first.Projects[0]?.CompanyId,
      BrandId: 1,
    });
    expect(created.statusCode).toBe(200);
    statements.length = 0;
    const after = await search(northwindRep, { IncludeInactive: true });
    expect(statements).toHaveLength(3);
    expect(after.QtyOfActiveProjects).toBe(first.QtyOfActiveProjects + 1);
    expect(after.QtyOfProjectsForCurrentUser).toBe(first.QtyOfProjectsForCurrentUser + 1);
  });

  it('answers a repeated search from memory with one version read, the same answer byte for byte', async () => {
    const request = { SearchText: 'a', SortRequest: { SortField: 'Name', SortDirection: 'Ascending' } };
    const first = await app.inject({
      method: 'POST',
      url: '/api/Project/search',
      headers: { authorization: `Bearer ${contosoRep}` },
      payload: request,
    });
    statements.length = 0;
    const second = await app.inject({
      method: 'POST',
      url: '/api/Project/search',
      headers: { authorization: `Bearer ${contosoRep}` },
      payload: request,
    });
    expect(statements).toHaveLength(1);
    expect(versionReads()).toHaveLength(1);
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('sees a change written straight to the database at once (the triggers raise the version)', async () => {
    const before = await search(contosoRep);
    const target = before.Projects[0];
    if (!target) throw new Error('Contoso has demo projects');
    await app.deps.db.execute(
      sql`update project set name = 'Renamed outside the API' where project_id = ${target.ProjectId}`,
    );
    const after = await search(contosoRep);
    expect(after.Projects.map((project) => project.Name)).toContain('Renamed outside the API');
    // A schedule's line item count is in the answer too: a line item change must show.
    const project = after.Projects.find((candidate) =>
      candidate.ProjectSchedules.some((schedule) => schedule.LineItemCount > 0),
    );
    const schedule = project?.ProjectSchedules.find((candidate) => candidate.LineItemCount > 0);
    if (!project || !schedule) throw new Error('Contoso has demo line items');
    await app.deps.db.execute(
      sql`delete from project_schedule_line_item where project_schedule_line_item_id = (
            select min(li.project_schedule_line_item_id) from project_schedule_line_item li
            join project_schedule s on s.project_schedule_id = li.project_schedule_id
            where s.project_id = ${project.ProjectId} and s.name = ${schedule.Name})`,
    );
    const third = await search(contosoRep);
    const counted = third.Projects.find((candidate) => candidate.ProjectId === project.ProjectId);
    expect(
      counted?.ProjectSchedules.find((candidate) => candidate.Name === schedule.Name)?.LineItemCount,
    ).toBe(schedule.LineItemCount - 1);
  });
});
