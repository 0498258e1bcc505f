import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { callApi, demoProjects, projectIdByName, scheduleIdByName } from '../../test/project-fixtures.ts';
import { createQuote } from '../../test/quote-fixtures.ts';
import { createTestApp, signIn } from '../../test/test-app.ts';

/** Issue 15 item 7: an Engineer (no quote.view) reads a project's event log without its quote events. */
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Log = { EventLogs: Array<{ EntityType: string; Summary: string }>; TotalCount: number };

describe("Engineer's event log", () => {
  it('has no quote events, while the rep sees them', async () => {
    const repToken = await signIn(app, 'rep@northwind.test');
    const engineerToken = await signIn(app, 'engineer@northwind.test');
    const projectId = await projectIdByName(app, demoProjects.riverside);
    const scheduleId = await scheduleIdByName(app, projectId, 'Tower B – Patient Floors');
    await createQuote(app, repToken, { ProjectId: projectId, ProjectScheduleIds: [scheduleId] });
    const url = `/Project/eventlog/search?projectId=${projectId}&pageSize=200`;

    const rep = (await callApi(app, repToken, 'GET', url)).json() as Log;
    expect(rep.EventLogs.some((event) => event.EntityType === 'ProjectQuote')).toBe(true);

    const response = await callApi(app, engineerToken, 'GET', url);
    expect(response.statusCode).toBe(200);
    const engineer = response.json() as Log;
    expect(engineer.EventLogs.length).toBeGreaterThan(0);
    expect(engineer.EventLogs.filter((event) => event.EntityType === 'ProjectQuote')).toEqual([]);
    expect(engineer.TotalCount).toBe(
      rep.TotalCount - rep.EventLogs.filter((e) => e.EntityType === 'ProjectQuote').length,
    );
  });
});
