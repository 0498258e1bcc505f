import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { projectSchedules, projects } from '../../db/schema/projects.ts';
import {
  callApi,
  demoProjects,
  projectIdByName,
  scheduleIdByName,
  signInDemoAccounts,
  userIdByEmail,
} from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

/** GET ProjectSchedule (spec section 7): the 200 most recently changed schedules the caller may see. */
let app: App;
let tokens: Record<'rep' | 'contosoRep' | 'admin', string>;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await signInDemoAccounts(app, ['rep', 'contosoRep', 'admin']);
});
afterAll(async () => app.close());

async function recentSchedules(token: string): Promise<ProjectSchedule[]> {
  const response = await callApi(app, token, 'GET', '/ProjectSchedule');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The schedule ids of a company's projects, straight from the database. */
async function scheduleIdsOfCompany(companyName: string): Promise<Set<number>> {
  const rows = await app.deps.db
    .select({ id: projectSchedules.projectScheduleId })
    .from(projectSchedules)
    .innerJoin(projects, eq(projects.projectId, projectSchedules.projectId))
    .innerJoin(companies, eq(companies.companyId, projects.companyId))
    .where(eq(companies.name, companyName));
  return new Set(rows.map((row) => row.id));
}

/** Newest change first, the higher id first among equal times. */
function newestFirst(schedules: ProjectSchedule[]): number[] {
  return [...schedules]
    .sort((a, b) => b.DateModified.localeCompare(a.DateModified) || b.ProjectScheduleId - a.ProjectScheduleId)
    .map((schedule) => schedule.ProjectScheduleId);
}

describe('GET /api/ProjectSchedule', () => {
  it('answers the visible schedules newest change first, as the other schedule reads do, inactive ones included', async () => {
    const harborId = await projectIdByName(app, demoProjects.harbor);
    const amenityId = await scheduleIdByName(app, harborId, 'Amenity Spaces');
    const before = (await callApi(app, tokens.rep, 'GET', `/ProjectSchedule/${amenityId}`)).json();
    const changed = await callApi(app, tokens.rep, 'PUT', '/ProjectSchedule/update', {
      ProjectScheduleId: amenityId,
      Name: 'Amenity Spaces',
      Description: 'Closed for the winter',
      IsActive: false,
      RowVersion: before.RowVersion,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const schedules = await recentSchedules(tokens.rep);
    expect(schedules[0]).toEqual(
      (await callApi(app, tokens.rep, 'GET', `/ProjectSchedule/${amenityId}`)).json(),
    );
    expect(schedules[0]).toMatchObject({
      Name: 'Amenity Spaces',
      IsActive: false,
      ProjectName: demoProjects.harbor,
    });
    expect(schedules.map((schedule) => schedule.ProjectScheduleId)).toEqual(newestFirst(schedules));
    const riversideId = await projectIdByName(app, demoProjects.riverside);
    expect(schedules.find((schedule) => schedule.ProjectId === riversideId)).toMatchObject({
      ProjectName: demoProjects.riverside,
      LineItemCount: 3,
      ActiveLineItemCount: 3,
    });
  });

  it('answers only schedules of projects the caller may see; internal staff see every company’s', async () => {
    const northwindIds = await scheduleIdsOfCompany('Northwind Reps');
    const contosoIds = await scheduleIdsOfCompany('Contoso Reps');
    expect(northwindIds.size).toBeGreaterThan(0);
    expect(contosoIds.size).toBeGreaterThan(0);

    const contosos = await recentSchedules(tokens.contosoRep);
    expect(new Set(contosos.map((schedule) => schedule.ProjectScheduleId))).toEqual(contosoIds);
    expect(contosos.map((schedule) => schedule.Name)).toContain('Labs');
    const northwinds = await recentSchedules(tokens.rep);
    expect(new Set(northwinds.map((schedule) => schedule.ProjectScheduleId))).toEqual(northwindIds);
    const all = new Set((await recentSchedules(tokens.admin)).map((schedule) => schedule.ProjectScheduleId));
    for (const id of [...northwindIds, ...contosoIds]) expect(all).toContain(id);

    expect((await callApi(app, null, 'GET', '/ProjectSchedule')).statusCode).toBe(401);
  });

  it('answers at most the 200 most recently changed', async () => {
    const summitId = await projectIdByName(app, demoProjects.summit);
    const repId = await userIdByEmail(app, 'rep@northwind.test');
    const start = Date.now() + 60_000;
    // Changed after everything else (one second apart, in the future), so they are the newest 205.
    const inserted = await app.deps.db
      .insert(projectSchedules)
      .values(
        Array.from({ length: 205 }, (_, index) => ({
          projectId: summitId,
          name: `Zone ${index + 1}`,
          createdByUserId: repId,
          dateModified: new Date(start + index * 1000),
        })),
      )
      .returning({ id: projectSchedules.projectScheduleId });
    try {
      const newest200 = inserted
        .map((row) => row.id)
        .reverse()
        .slice(0, 200);
      const schedules = await recentSchedules(tokens.rep);
      expect(schedules.map((schedule) => schedule.ProjectScheduleId)).toEqual(newest200);
      expect(schedules[0]).toMatchObject({ Name: 'Zone 205', ProjectName: demoProjects.summit });
      expect((await recentSchedules(tokens.admin)).map((schedule) => schedule.ProjectScheduleId)).toEqual(
        newest200,
      );
      const contosos = await recentSchedules(tokens.contosoRep);
      expect(contosos.length).toBeGreaterThan(0);
      expect(contosos.some((schedule) => schedule.ProjectId === summitId)).toBe(false);
    } finally {
      await app.deps.db.delete(projectSchedules).where(
        inArray(
          projectSchedules.projectScheduleId,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});
