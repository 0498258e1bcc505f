import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { companies } from '../../db/schema/companies.ts';
import { eventLogs, projectScheduleLineItems } from '../../db/schema/projects.ts';
import {
  callApi,
  configurationHeader,
  demoProjects,
  multipartPayload,
  projectIdByName,
  scheduleIdByName,
  userIdByEmail,
} from '../../test/project-fixtures.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

/**
 * Issue 3, part 5: a project is visible to its company's employees, its project users and internal
 * staff. Every call about a Northwind project answers 404 to Contoso's rep (never 403, so ids do not
 * leak), and every call answers 401 without a token.
 */
let app: App;
let contosoRep: string;
let requests: Array<{ name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }>;
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

beforeAll(async () => {
  app = await createTestApp();
  const northwindRep = await signIn(app, 'rep@northwind.test');
  contosoRep = await signIn(app, 'rep@contoso.test');
  const projectId = await projectIdByName(app, demoProjects.riverside);
  const scheduleId = await scheduleIdByName(app, projectId, 'Tower B – Patient Floors');
  const [lineItem] = await app.deps.db
    .select()
    .from(projectScheduleLineItems)
    .where(eq(projectScheduleLineItems.projectScheduleId, scheduleId));
  const lineItemId = lineItem?.projectScheduleLineItemId ?? 0;
  const westbrookId = await projectIdByName(app, demoProjects.westbrook);
  const contosoScheduleId = await scheduleIdByName(app, westbrookId, 'Labs');
  const [contosoItem] = await app.deps.db
    .select()
    .from(projectScheduleLineItems)
    .where(eq(projectScheduleLineItems.projectScheduleId, contosoScheduleId));
  const detail = (await callApi(app, northwindRep, 'GET', `/Project/${projectId}`)).json();
  const locationId = detail.Location.LocationId;
  const { payload, headers } = multipartPayload(
    { projectId, attachmentName: 'Specs', projectAttachmentLookupValue: 1 },
    { fileName: 'specs.pdf', data: pdf },
  );
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/Project/UpsertProjectAttachment',
    payload,
    headers: { ...headers, ...bearer(northwindRep) },
  });
  const attachmentId = uploaded.json().ProjectAttachmentId;
  await callApi(app, northwindRep, 'PUT', '/Project/addprojectuser', {
    ProjectId: projectId,
    EmailAddress: 'engineering@airquote.test',
  });
  const [northwind] = await app.deps.db.select().from(companies).where(eq(companies.name, 'Northwind Reps'));
  const projectInput = {
    Name: 'Taken over',
    ExpectedCloseDate: '2027-01-01',
    CompanyId: northwind?.companyId,
    BrandId: 1,
  };
  const location = { City: 'Elsewhere', StateProvinceCode: 'NY', CountryCode: 'US' };

  requests = [
    { name: 'project', method: 'GET', url: `/Project/${projectId}` },
    { name: 'shallow project', method: 'GET', url: `/Project/GetShallow/${projectId}` },
    {
      name: 'ship-to/bill-to',
      method: 'GET',
      url: `/Project/GetProjectAndScheduleShipToBillTo/${projectId}`,
    },
    {
      name: 'customer projects',
      method: 'GET',
      url: `/project/odata/GetCustomerProjects/${northwind?.companyId}`,
    },
    { name: 'event log', method: 'GET', url: `/Project/eventlog/search?projectId=${projectId}` },
    {
      name: 'update',
      method: 'PUT',
      url: '/Project/update',
      payload: { ...projectInput, ProjectId: projectId, RowVersion: 1 },
    },
    {
      name: 'status',
      method: 'PUT',
      url: '/Project/updateStatus',
      payload: { ProjectId: projectId, IsActive: false, RowVersion: 1 },
    },
    {
      name: 'project location',
      method: 'POST',
      url: '/Project/projectlocationupsert',
      payload: { ProjectId: projectId, RowVersion: 1, Location: location },
    },
    {
      name: 'add user',
      method: 'PUT',
      url: '/Project/addprojectuser',
      payload: { ProjectId: projectId, EmailAddress: 'rep@contoso.test' },
    },
    {
      name: 'remove user',
      method: 'PUT',
      url: '/Project/removeprojectuser',
      payload: { ProjectId: projectId, UserId: await userIdByEmail(app, 'engineering@airquote.test') },
    },
    { name: 'download attachment', method: 'GET', url: `/Project/attachments/${attachmentId}` },
    {
      name: 'attachment status',
      method: 'PUT',
      url: '/Project/UpdateAttachmentStatus',
      payload: { ProjectAttachmentId: attachmentId, IsActive: false, RowVersion: 1 },
    },
    { name: 'schedules of project', method: 'GET', url: `/ProjectSchedule/GetByProjectId/${projectId}` },
    { name: 'schedule', method: 'GET', url: `/ProjectSchedule/${scheduleId}` },
    {
      name: 'schedule search in project',
      method: 'GET',
      url: `/ProjectSchedule/search?projectId=${projectId}`,
    },
    {
      name: 'create schedule',
      method: 'POST',
      url: '/ProjectSchedule',
      payload: { ProjectId: projectId, Name: 'Mine now' },
    },
    {
      name: 'update schedule',
      method: 'PUT',
      url: '/ProjectSchedule/update',
      payload: {
        ProjectScheduleId: scheduleId,
        Name: 'Renamed',
        Description: '',
        IsActive: true,
        RowVersion: 1,
      },
    },
    {
      name: 'schedule location',
      method: 'POST',
      url: '/ProjectSchedule/projectschedulelocationupsert',
      payload: { ProjectScheduleId: scheduleId, RowVersion: 1, Location: location },
    },
    {
      name: 'copy into the schedule',
      method: 'POST',
      url: `/ProjectSchedule/CopyLineItems/${scheduleId}`,
      payload: [contosoItem?.projectScheduleLineItemId],
    },
    {
      name: 'copy its line items',
      method: 'POST',
      url: `/ProjectSchedule/CopyLineItems/${contosoScheduleId}`,
      payload: [lineItemId],
    },
    { name: 'line item', method: 'GET', url: `/ProjectScheduleLineItem/${lineItemId}` },
    {
      name: 'line items of schedule',
      method: 'GET',
      url: `/ProjectScheduleLineItem/GetByProjectScheduleId/${scheduleId}`,
    },
    {
      name: 'grid',
      method: 'GET',
      url: `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleId/${scheduleId}`,
    },
    {
      name: 'old grid',
      method: 'GET',
      url: `/ProjectScheduleLineItem/GetGridColumnsByProjectScheduleIdOld/${scheduleId}`,
    },
    {
      name: 'create line item',
      method: 'POST',
      url: '/ProjectScheduleLineItem',
      payload: { ProjectScheduleId: scheduleId, ...(await configurationHeader(app, 'FHC-06')) },
    },
    {
      name: 'update line item',
      method: 'PUT',
      url: '/ProjectScheduleLineItem',
      payload: { ProjectScheduleLineItemId: lineItemId, ItemQty: 99, ItemTag: 'X-1', RowVersion: 1 },
    },
    {
      name: 'toggle line item',
      method: 'PUT',
      url: `/ProjectScheduleLineItem/ToggleStatus/${lineItemId}`,
      payload: { RowVersion: 1 },
    },
    {
      name: 'product type in schedule',
      method: 'GET',
      url: `/productType/ProductTypeExistWithinInSchedule?scheduleId=${scheduleId}&productTypeId=1`,
    },
    { name: 'location', method: 'GET', url: `/location/${locationId}` },
  ];
});
afterAll(async () => app.close());

describe('another company’s project', () => {
  it('answers 404 on every call, changes nothing and writes no event', async () => {
    const eventsBefore = (await app.deps.db.select().from(eventLogs)).length;
    const answers: Record<string, number> = {};
    for (const request of requests) {
      const response = await callApi(app, contosoRep, request.method, request.url, request.payload);
      answers[request.name] = response.statusCode;
      if (response.statusCode === 404) expect(response.json().statusCode).toBe(404);
    }
    expect(answers).toEqual(Object.fromEntries(requests.map((request) => [request.name, 404])));
    expect((await app.deps.db.select().from(eventLogs)).length).toBe(eventsBefore);
  });

  it('answers 404 to an upload into it', async () => {
    const projectId = await projectIdByName(app, demoProjects.riverside);
    const { payload, headers } = multipartPayload(
      { projectId, attachmentName: 'Sneaky', projectAttachmentLookupValue: 1 },
      { fileName: 'a.pdf', data: pdf },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/Project/UpsertProjectAttachment',
      payload,
      headers: { ...headers, ...bearer(contosoRep) },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is visible to internal staff and to a project user of another company', async () => {
    const admin = await signIn(app, 'admin@airquote.test');
    const projectUser = await signIn(app, 'engineering@airquote.test');
    for (const token of [admin, projectUser]) {
      for (const request of requests.filter(
        (candidate) => candidate.method === 'GET' && !candidate.url.includes('odata'),
      )) {
        const response = await callApi(app, token, 'GET', request.url);
        expect(response.statusCode, `${request.name}: ${response.body}`).toBe(200);
      }
    }
  });
});

describe('without a token', () => {
  it('every project-area call answers 401', async () => {
    const everyCall = [
      ...requests,
      { name: 'search', method: 'POST' as const, url: '/Project/search', payload: {} },
      { name: 'recent projects', method: 'GET' as const, url: '/Project' },
      { name: 'create project', method: 'POST' as const, url: '/Project', payload: {} },
      { name: 'upload', method: 'POST' as const, url: '/Project/UpsertProjectAttachment', payload: {} },
      { name: 'markets', method: 'GET' as const, url: '/Project/ProjectMarket' },
      { name: 'statuses', method: 'GET' as const, url: '/Project/ProjectStatus' },
      { name: 'phases', method: 'GET' as const, url: '/Project/ProjectPhase' },
      { name: 'win probabilities', method: 'GET' as const, url: '/Project/WinProbabilityOptions' },
      { name: 'product type lookups', method: 'GET' as const, url: '/Project/GetProductTypeLookups' },
      { name: 'schedules by user', method: 'GET' as const, url: '/ProjectSchedule/GetByUserId/1' },
      { name: 'schedule search', method: 'GET' as const, url: '/ProjectSchedule/search' },
      { name: 'product types', method: 'GET' as const, url: '/producttype' },
      { name: 'product type search', method: 'POST' as const, url: '/productType/search', payload: {} },
      { name: 'address lookup', method: 'GET' as const, url: '/location/AddressLookUpData' },
    ];
    const answers = Object.fromEntries(
      await Promise.all(
        everyCall.map(async (request) => [
          request.name,
          (await callApi(app, null, request.method, request.url, request.payload)).statusCode,
        ]),
      ),
    );
    expect(answers).toEqual(Object.fromEntries(everyCall.map((request) => [request.name, 401])));
  });
});
