import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { project } from '../../../test/project-test-data.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ProjectAttachmentsPanel } from './project-attachments-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ProjectAttachmentsPanel', () => {
  it('refuses a file type the server does not take, before sending anything', async () => {
    const api = mockApi({});
    renderWithApp(<ProjectAttachmentsPanel project={project()} canEdit onReload={() => {}} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), {
      applyAccept: false,
    });
    expect(await screen.findByText(/\.exe files cannot be attached/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(api.calls).toHaveLength(0);
  });

  it('uploads an allowed file as multipart, named after the file unless a name is typed', async () => {
    const api = mockApi({
      'POST /Project/UpsertProjectAttachment': () =>
        project().Attachments[0] ?? {
          ProjectAttachmentId: 9,
          ProjectId: 1,
          ProjectQuoteId: null,
          AttachmentName: 'Submittal notes',
          FileName: 'Submittal notes.txt',
          ContentType: 'text/plain',
          SizeBytes: 5,
          ProjectAttachmentLookupValue: 1,
          IsActive: true,
          UploadedByName: 'Nora Walsh',
          DateCreated: '2026-11-21T10:00:00Z',
          RowVersion: 1,
        },
    });
    renderWithApp(<ProjectAttachmentsPanel project={project()} canEdit onReload={() => {}} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['hello'], 'Submittal notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('textbox', { name: 'Attachment Name' })).toHaveValue('Submittal notes');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.callsTo('POST /Project/UpsertProjectAttachment')).toHaveLength(1));
    const form = api.calls[0]?.body as FormData;
    expect(form.get('projectId')).toBe('1');
    expect(form.get('attachmentName')).toBe('Submittal notes');
    expect(form.get('projectAttachmentLookupValue')).toBe('1');
    expect((form.get('file') as File).name).toBe('Submittal notes.txt');
    expect(await screen.findByText('Submittal notes was attached.')).toBeInTheDocument();
  });
});
