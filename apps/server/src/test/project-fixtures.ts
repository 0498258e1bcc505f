import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { projectSchedules, projects } from '../db/schema/projects.ts';
import { appUsers } from '../db/schema/users.ts';
import { findModelsByName } from '../db/seed/catalog-data.ts';
import { bearer } from './test-app.ts';

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

type Method = 'GET' | 'POST' | 'PUT';

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
