import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('quotes a plain name as it is', () => {
    expect(contentDisposition('inline', 'CustomerTermsOfUse.pdf')).toBe(
      'inline; filename="CustomerTermsOfUse.pdf"',
    );
  });

  it('never lets a quote, backslash or line break out of the quoted name; the exact name goes in filename*', () => {
    const header = contentDisposition('attachment', 'a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1.pdf"; filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('keeps non-ASCII names exactly in filename*', () => {
    expect(contentDisposition('attachment', 'Bestellübersicht – Ø.pdf')).toBe(
      `attachment; filename="Bestell_bersicht _ _.pdf"; filename*=UTF-8''Bestell%C3%BCbersicht%20%E2%80%93%20%C3%98.pdf`,
    );
  });
});
