import { searchProjects } from '@airquote/shared/contracts/project/search-projects';
import { upsertProjectAttachment } from '@airquote/shared/contracts/project/upsert-project-attachment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { callApi } from './api-client.ts';
import { sessionStore } from './session-store.ts';

const attachment = {
  ProjectAttachmentId: 1,
  ProjectId: 7,
  ProjectQuoteId: null,
  AttachmentName: 'Layout',
  FileName: 'layout.pdf',
  ContentType: 'application/pdf',
  SizeBytes: 3,
  ProjectAttachmentLookupValue: 1,
  IsActive: true,
  UploadedByName: 'Nora Walsh',
  DateCreated: '2026-11-21T10:00:00Z',
  RowVersion: 1,
};

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a FormData body as multipart: the body untouched, no JSON content type, the bearer header', async () => {
    sessionStore.setToken('token-1');
    const api = mockApi({ 'POST /Project/UpsertProjectAttachment': () => attachment });
    const form = new FormData();
    form.append('projectId', '7');
    form.append('file', new Blob(['abc']), 'layout.pdf');
    await expect(callApi(upsertProjectAttachment, { body: form })).resolves.toEqual(attachment);
    const [call] = api.calls;
    expect(call?.init.body).toBe(form);
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('Bearer token-1');
  });

  it('sends any other body as JSON', async () => {
    const api = mockApi({
      'POST /Project/search': () => ({
        Projects: [],
        QtyOfActiveProjects: 0,
        QtyOfInactiveProjects: 0,
        QtyOfProjectsForCurrentUser: 0,
        EventLogs: [],
        PageNumber: 1,
        PageSize: 25,
      }),
    });
    await callApi(searchProjects, { body: { SearchText: 'x' } });
    const [call] = api.calls;
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(call?.body).toEqual({ SearchText: 'x' });
  });
});
