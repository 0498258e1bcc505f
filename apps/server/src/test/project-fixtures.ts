import { and, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { productModels } from '../db/schema/catalog.ts';
import { projectScheduleLineItems, projectSchedules, projects } from '../db/schema/projects.ts';
import { appUsers } from '../db/schema/users.ts';
import { findModelsByName } from '../db/seed/catalog-data.ts';
import { bearer, signIn } from './test-app.ts';

/** Helpers for the project-area API tests: ids of the demo data and short request builders. */
export async function projectIdByName(app: App, name: string): Promise<number> {
  const [row] = await app.deps.db.select().from(projects).where(eq(projects.name, name));
  if (!row) throw new Error(`no demo project ${name}`);
  return row.projectId;
}

export async function scheduleIdByName(app: App, projectId: number, name: string): Promise<number> {
  const rows = await app.deps.db
    .select()
    .from(projectSchedules)
    .where(eq(projectSchedules.projectId, projectId));
  const row = rows.find((schedule) => schedule.name === name);
  if (!row) throw new Error(`no schedule ${name} in project ${projectId}`);
  return row.projectScheduleId;
}

/** A demo schedule's id by the names of its project and itself. */
export async function demoScheduleId(app: App, projectName: string, scheduleName: string): Promise<number> {
  return scheduleIdByName(app, await projectIdByName(app, projectName), scheduleName);
}

/** The seeded line item of a model in a demo schedule. */
export async function demoLineItemId(app: App, projectName: string, scheduleName: string, modelName: string) {
  const scheduleId = await demoScheduleId(app, projectName, scheduleName);
  const [model] = await app.deps.db.select().from(productModels).where(eq(productModels.name, modelName));
  const [row] = await app.deps.db
    .select()
    .from(projectScheduleLineItems)
    .where(
      and(
        eq(projectScheduleLineItems.projectScheduleId, scheduleId),
        eq(projectScheduleLineItems.productModelId, model?.productModelId ?? 0),
      ),
    );
  if (!row) throw new Error(`no ${modelName} line item in ${scheduleName}`);
  return row.projectScheduleLineItemId;
}

/** The demo accounts the API tests act as, by the names the tests give their tokens. */
export const demoAccounts = {
  admin: 'admin@airquote.test',
  pricing: 'pricing@airquote.test',
  rep: 'rep@northwind.test',
  engineer: 'engineer@northwind.test',
  contosoRep: 'rep@contoso.test',
} as const;

/** Signs the named demo accounts in at once; their bearer tokens by the same names. */
export async function signInDemoAccounts<Name extends keyof typeof demoAccounts>(
  app: App,
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const tokens = await Promise.all(names.map((name) => signIn(app, demoAccounts[name])));
  return Object.fromEntries(names.map((name, index) => [name, tokens[index]])) as Record<Name, string>;
}

export async function userIdByEmail(app: App, email: string): Promise<number> {
  const [row] = await app.deps.db.select().from(appUsers).where(eq(appUsers.emailAddress, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.userId;
}

/** The configuration header of a catalog model (type, category, class and model ids). */
export async function configurationHeader(app: App, modelName: string) {
  const model = (await findModelsByName(app.deps.db, [modelName])).get(modelName);
  if (!model) throw new Error(`no model ${modelName}`);
  return {
    ProductTypeId: model.productTypeId,
    ProductTypeCategoryId: model.productTypeCategoryId,
    ProductModelClassId: model.productModelClassId,
    ProductModelId: model.productModelId,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** A JSON API call with a token (or none). */
export function callApi(app: App, token: string | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const demoProjects = {
  riverside: 'Riverside Medical Center – Tower B',
  lakeview: 'Lakeview Elementary School HVAC Renovation',
  harbor: 'Harbor Point Apartments',
  summit: 'Summit Office Park – Building 3',
  grandview: 'Grandview Hotel Renovation',
  westbrook: 'Westbrook University Science Building',
  fabrikam: 'Fabrikam Plant 2 Office Expansion',
} as const;

export type MultipartFile = { fieldName?: string; fileName: string; data: Buffer; contentType?: string };

/** A multipart/form-data body as a browser's FormData sends it (a quote in a file name as %22). */
export function multipartPayload(
  fields: Record<string, string | number>,
  file?: MultipartFile,
  options: { fileFirst?: boolean } = {},
) {
  const boundary = `----AirQuoteTest${Math.random().toString(16).slice(2)}`;
  const fieldChunks = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileChunks = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? 'file'}"; filename="${file.fileName.replaceAll('"', '%22')}"\r\n` +
            `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]
    : [];
  const parts = options.fileFirst ? [...fileChunks, ...fieldChunks] : [...fieldChunks, ...fileChunks];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A new project in the demo Riverside project's company and brand, with one schedule per name; returns
 * their ids. Fails loudly when the server refuses either.
 */
export async function createTestProject(app: App, token: string, name: string, scheduleNames: string[] = []) {
  const demo = (
    await callApi(app, token, 'GET', `/Project/${await projectIdByName(app, demoProjects.riverside)}`)
  ).json();
  const created = await callApi(app, token, 'POST', '/Project', {
    Name: name,
    ExpectedCloseDate: '2027-03-31',
    CompanyId: demo.CompanyId,
    BrandId: demo.BrandId,
  });
  if (created.statusCode !== 200)
    throw new Error(`POST /Project answered ${created.statusCode}: ${created.body}`);
  const projectId: number = created.json().ProjectId;
  const scheduleIds: number[] = [];
  for (const scheduleName of scheduleNames) {
    const schedule = await callApi(app, token, 'POST', '/ProjectSchedule', {
      ProjectId: projectId,
      Name: scheduleName,
    });
    if (schedule.statusCode !== 200)
      throw new Error(`POST /ProjectSchedule answered ${schedule.statusCode}: ${schedule.body}`);
    scheduleIds.push(schedule.json().ProjectScheduleId);
  }
  return { projectId, scheduleIds };
}
