import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { ATTACHMENT_MAX_BYTES } from '@airquote/shared/contracts/project/upsert-project-attachment';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { eventLogs } from '../../db/schema/projects.ts';
import { multipartMessages } from '../../plugins/multipart-body.ts';
import {
  callApi,
  demoProjects,
  type MultipartFile,
  multipartPayload,
  projectIdByName,
} from '../../test/project-fixtures.ts';
import { bearer, createTestApp, signIn } from '../../test/test-app.ts';

let app: App;
let rep: string;
let contosoRep: string;
let projectId: number;

beforeAll(async () => {
  app = await createTestApp();
  rep = await signIn(app, 'rep@northwind.test');
  contosoRep = await signIn(app, 'rep@contoso.test');
  projectId = await projectIdByName(app, demoProjects.riverside);
});
afterAll(async () => app.close());

/** A PDF header followed by every byte value, twice: any re-encoding on the way would show. */
const everyByte = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 512 }, (_, index) => index % 256)),
]);
const windowsExecutable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

function upload(
  fields: Record<string, string | number>,
  file: MultipartFile | undefined,
  token: string | null = rep,
  fileFirst = false,
) {
  const { payload, headers } = multipartPayload(fields, file, { fileFirst });
  return app.inject({
    method: 'POST',
    url: '/api/Project/UpsertProjectAttachment',
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}) },
  });
}
const fields = (overrides: Record<string, string | number> = {}) => ({
  projectId,
  attachmentName: 'Mechanical schedule',
  projectAttachmentLookupValue: 1,
  ...overrides,
});

describe('POST /api/Project/UpsertProjectAttachment and GET attachments/{id}', () => {
  it('stores the file and answers exactly the same bytes, named and typed as uploaded', async () => {
    const fileName = 'Plan "B" – rev 2.pdf';
    const response = await upload(fields(), { fileName, data: everyByte, contentType: 'text/html' });
    expect(response.statusCode, response.body).toBe(200);
    const attachment = response.json();
    expect(attachment).toMatchObject({
      ProjectId: projectId,
      AttachmentName: 'Mechanical schedule',
      FileName: fileName,
      ContentType: 'application/pdf',
      SizeBytes: everyByte.length,
      IsActive: true,
      UploadedByName: 'Nora Walsh',
      RowVersion: 1,
    });

    const download = await callApi(app, rep, 'GET', `/Project/attachments/${attachment.ProjectAttachmentId}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(everyByte)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toBe(
      `attachment; filename="Plan _B_ _ rev 2.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const [event] = await app.deps.db
      .select()
      .from(eventLogs)
      .where(
        and(eq(eventLogs.entityType, 'Attachment'), eq(eventLogs.entityId, attachment.ProjectAttachmentId)),
      )
      .orderBy(eventLogs.eventLogId);
    expect(event).toMatchObject({ action: 'Uploaded', after: expect.objectContaining({ SizeBytes: 521 }) });
  });

  it('accepts the fields after the file, and an image, a spreadsheet and a text file', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const xlsx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(40, 7)]);
    for (const [fileName, data, type] of [
      ['photo.png', png, 'image/png'],
      ['units.xlsx', xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['notes.txt', Buffer.from('Coil rows: 3\n'), 'text/plain'],
    ] as const) {
      const response = await upload(fields({ attachmentName: fileName }), { fileName, data }, rep, true);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().ContentType).toBe(type);
    }
  });

  it('refuses an executable renamed to .pdf, and a type outside the list', async () => {
    const renamed = await upload(fields(), { fileName: 'invoice.pdf', data: windowsExecutable });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(
      'The content of "invoice.pdf" is not a .pdf file. Attach the original file.',
    );
    const exe = await upload(fields(), { fileName: 'setup.exe', data: windowsExecutable });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toContain('Files of this type cannot be attached');
  });

  it('refuses a file over 20 MB with a clear message', async () => {
    const tooLarge = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x20);
    tooLarge.write('%PDF-1.7\n');
    const response = await upload(fields(), { fileName: 'huge.pdf', data: tooLarge });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, message: 'The file is larger than 20 MB.' });
  });

  it('answers 400 for a missing file, a missing name, an empty file and a JSON body', async () => {
    const missing = await upload(fields(), undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(multipartMessages.missingFile);
    const otherPart = await upload(fields(), { fieldName: 'document', fileName: 'a.pdf', data: everyByte });
    expect(otherPart.json().message).toBe(multipartMessages.missingFile);
    const unnamed = await upload(fields({ attachmentName: ' ' }), { fileName: 'a.pdf', data: everyByte });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      message: 'Attachment Name is required',
      fieldErrors: { attachmentName: 'Attachment Name is required' },
    });
    const empty = await upload(fields(), { fileName: 'a.pdf', data: Buffer.alloc(0) });
    expect(empty.json().message).toBe(multipartMessages.emptyFile);
    const json = await callApi(app, rep, 'POST', '/Project/UpsertProjectAttachment', fields());
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(multipartMessages.notMultipart);
  });

  it('answers 404 for a project the user may not see, and 401 without a token', async () => {
    const foreign = await upload(fields(), { fileName: 'a.pdf', data: everyByte }, contosoRep);
    expect(foreign.statusCode).toBe(404);
    expect((await upload(fields(), { fileName: 'a.pdf', data: everyByte }, null)).statusCode).toBe(401);
  });
});

describe('PUT /api/Project/UpdateAttachmentStatus', () => {
  it('deactivates with the row version; the project still lists it; a stale version is refused', async () => {
    const attachment = (await upload(fields(), { fileName: 'old.pdf', data: everyByte })).json();
    const off = await callApi(app, rep, 'PUT', '/Project/UpdateAttachmentStatus', {
      ProjectAttachmentId: attachment.ProjectAttachmentId,
      IsActive: false,
      RowVersion: 1,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ IsActive: false, RowVersion: 2 });
    const stale = await callApi(app, rep, 'PUT', '/Project/UpdateAttachmentStatus', {
      ProjectAttachmentId: attachment.ProjectAttachmentId,
      IsActive: true,
      RowVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
    const project = (await callApi(app, rep, 'GET', `/Project/${projectId}`)).json();
    const listed = project.Attachments.find(
      (item: { ProjectAttachmentId: number }) => item.ProjectAttachmentId === attachment.ProjectAttachmentId,
    );
    expect(listed).toMatchObject({ IsActive: false, FileName: 'old.pdf' });
    const events = await app.deps.db
      .select()
      .from(eventLogs)
      .where(
        and(eq(eventLogs.entityType, 'Attachment'), eq(eventLogs.entityId, attachment.ProjectAttachmentId)),
      );
    expect(events.map((event) => event.action)).toEqual(['Uploaded', 'Deactivated']);
  });

  it('answers 404 to another company for the status and the download', async () => {
    const attachment = (await upload(fields(), { fileName: 'private.pdf', data: everyByte })).json();
    const status = await callApi(app, contosoRep, 'PUT', '/Project/UpdateAttachmentStatus', {
      ProjectAttachmentId: attachment.ProjectAttachmentId,
      IsActive: false,
      RowVersion: 1,
    });
    expect(status.statusCode).toBe(404);
    const download = await callApi(
      app,
      contosoRep,
      'GET',
      `/Project/attachments/${attachment.ProjectAttachmentId}`,
    );
    expect(download.statusCode).toBe(404);
    expect(
      (await callApi(app, null, 'GET', `/Project/attachments/${attachment.ProjectAttachmentId}`)).statusCode,
    ).toBe(401);
  });
});
