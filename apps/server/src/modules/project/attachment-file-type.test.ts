import { describe, expect, it } from 'vitest';
import { checkAttachmentFile, cleanFileName } from './attachment-file-type.ts';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((character) => character.charCodeAt(0)) : [value],
    ),
  );
const exe = bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0);

describe('checkAttachmentFile', () => {
  it.each([
    ['drawing.pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['photo.PNG', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0), 'image/png'],
    ['photo.jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['anim.gif', bytes('GIF89a'), 'image/gif'],
    [
      'schedule.xlsx',
      bytes('PK', 3, 4, 20, 0),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'spec.docx',
      bytes('PK', 3, 4, 20, 0),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['old.xls', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), 'application/vnd.ms-excel'],
    ['plan.dwg', bytes('AC1032', 0, 0), 'image/vnd.dwg'],
    ['units.csv', bytes('Tag,Qty\nUNIT-1,2\n'), 'text/csv'],
    ['notes.txt', bytes('Ünïcode text'), 'text/plain'],
  ])('accepts %s with matching content as %s', (name, data, contentType) => {
    expect(checkAttachmentFile(name, data)).toEqual({ allowed: true, fileName: name, contentType });
  });

  it('refuses an executable renamed to an allowed extension', () => {
    for (const name of ['setup.pdf', 'setup.png', 'setup.xlsx', 'setup.txt', 'setup.csv', 'setup.dwg']) {
      const check = checkAttachmentFile(name, exe);
      expect(check.allowed, name).toBe(false);
      if (!check.allowed) expect(check.message).toContain(`The content of "${name}"`);
    }
  });

  it('refuses extensions outside the list, and names without one', () => {
    for (const name of ['setup.exe', 'script.js', 'page.html', 'README', '.pdf']) {
      const check = checkAttachmentFile(name, bytes('%PDF-1.7'));
      expect(check).toMatchObject({ allowed: false, message: expect.stringContaining('Allowed types: pdf') });
    }
  });
});

describe('cleanFileName', () => {
  it('drops folders a browser sent and control characters', () => {
    expect(cleanFileName('C:\\fakepath\\Plan "A".pdf')).toBe('Plan "A".pdf');
    expect(cleanFileName('Plan %22A%22.pdf')).toBe('Plan "A".pdf');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
  });
});
