import { companyMessages, LOGO_MAX_BYTES } from '@airquote/shared/contracts/company/admin-company-schemas';
import { describe, expect, it } from 'vitest';
import { onePixelPng } from '../../test/admin-fixtures.ts';
import { checkLogoFile, detectLogoType } from './company-logo.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('company logo checks', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(detectLogoType(onePixelPng)).toBe('png');
    expect(detectLogoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectLogoType(text('GIF89a\x01\x00'))).toBe('gif');
    expect(detectLogoType(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
  });

  it('refuses SVG, a RIFF that is not WebP, an executable and a truncated signature', () => {
    expect(
      detectLogoType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
    expect(detectLogoType(text('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectLogoType(text('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(detectLogoType(text('MZ\x90\x00'))).toBeNull();
    expect(detectLogoType(onePixelPng.subarray(0, 7))).toBeNull();
  });

  it('takes the type from the content, whatever the name says', () => {
    const renamed = checkLogoFile('logo.png', bytes(0xff, 0xd8, 0xff, 0xdb));
    expect(renamed).toEqual({ allowed: true, fileName: 'logo.png', contentType: 'image/jpeg' });
    expect(checkLogoFile('logo.png', text('<svg/>'))).toEqual({
      allowed: false,
      message: companyMessages.logoWrongType,
    });
  });

  it('accepts exactly the size limit and refuses one byte more', () => {
    const atLimit = new Uint8Array(LOGO_MAX_BYTES);
    atLimit.set(onePixelPng);
    expect(checkLogoFile('big.png', atLimit).allowed).toBe(true);
    const over = new Uint8Array(LOGO_MAX_BYTES + 1);
    over.set(onePixelPng);
    expect(checkLogoFile('big.png', over)).toEqual({ allowed: false, message: companyMessages.logoTooLarge });
  });

  it('keeps a name long enough to count as a custom logo (spec: more than 2 characters)', () => {
    expect(checkLogoFile('C:\\logos\\northwind.png', onePixelPng)).toMatchObject({
      fileName: 'northwind.png',
    });
    expect(checkLogoFile('ab', onePixelPng)).toMatchObject({ fileName: 'logo.png' });
    expect(checkLogoFile('abc', onePixelPng)).toMatchObject({ fileName: 'abc' });
  });
});
