import { describe, expect, it } from 'vitest';
import { attachmentProblem, extensionOf, suggestedAttachmentName } from './attachment-rules.ts';

describe('attachment checks before upload', () => {
  it('accepts an allowed type up to 20 MB', () => {
    expect(attachmentProblem({ name: 'Layout.PDF', size: 20 * 1024 * 1024 })).toBeNull();
    expect(attachmentProblem({ name: 'notes.txt', size: 12 })).toBeNull();
  });

  it('refuses other types, larger files and empty files with a message', () => {
    expect(attachmentProblem({ name: 'setup.exe', size: 10 })).toMatch(/^\.exe files cannot be attached/);
    expect(attachmentProblem({ name: 'README', size: 10 })).toMatch(/^Files without an extension/);
    expect(attachmentProblem({ name: 'big.zip', size: 20 * 1024 * 1024 + 1 })).toMatch(/larger than 20 MB/);
    expect(attachmentProblem({ name: 'empty.csv', size: 0 })).toBe('The file is empty.');
  });

  it('reads extensions and suggests a name', () => {
    expect(extensionOf('a.b.DWG')).toBe('dwg');
    expect(extensionOf('.hidden')).toBe('');
    expect(suggestedAttachmentName('Mechanical schedule.xlsx')).toBe('Mechanical schedule');
  });
});
