import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { renderWithApp } from '../test/render-app.tsx';
import { CompanyLogo, DEFAULT_LOGO, type LogoCompany } from './company-logo.tsx';

const original = { create: URL.createObjectURL };

describe('CompanyLogo load failure (spec section 8.12c)', () => {
  afterEach(() => {
    URL.createObjectURL = original.create;
    vi.unstubAllGlobals();
  });

  it('falls back to the default logo when the brand logo does not load', () => {
    mockApi({});
    renderWithApp(<CompanyLogo company={null} alt="AirQuote" width={128} height={32} />);
    const image = screen.getByRole('img', { name: 'AirQuote' });
    expect(image).toHaveAttribute('src', '/api/brand/logos/2');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_LOGO);
    expect(DEFAULT_LOGO).toBe('/logo-default.svg');
  });

  it('falls back to the default logo when a custom company logo does not load', async () => {
    URL.createObjectURL = () => 'blob:company-7-logo';
    const api = mockApi({ 'GET /company/logos/7': () => 'not really an image' });
    const company: LogoCompany = { CompanyId: 7, LogoFileName: 'harbor.png', DefaultBrandId: 1 };
    renderWithApp(<CompanyLogo company={company} alt="Harbor" width={128} height={32} />);
    const image = screen.getByRole('img', { name: 'Harbor' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:company-7-logo'));
    expect(api.callsTo('GET /company/logos/7')).toHaveLength(1);
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_LOGO);
  });

  it('tries a new source again after an earlier one failed', () => {
    mockApi({});
    renderWithApp(<BrandSwitcher />);
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image).toHaveAttribute('src', '/api/brand/logos/2');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', DEFAULT_LOGO);
    fireEvent.click(screen.getByRole('button', { name: 'Brand 1' }));
    expect(image).toHaveAttribute('src', '/api/brand/logos/1');
  });
});

/** One logo whose company changes brand, so the same component gets a new source. */
function BrandSwitcher() {
  const [brandId, setBrandId] = useState(2);
  return (
    <>
      <CompanyLogo
        company={{ CompanyId: 3, LogoFileName: '', DefaultBrandId: brandId }}
        alt="Logo"
        width={128}
        height={32}
      />
      <button type="button" onClick={() => setBrandId(1)}>
        Brand 1
      </button>
    </>
  );
}
