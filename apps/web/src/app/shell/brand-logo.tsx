import { DEFAULT_BRAND_ID } from '@airquote/shared/brands/brand-themes';
import { getCompanyLogo } from '@airquote/shared/contracts/company/get-company-logo';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl, callApi } from '../../lib/api-client.ts';
import { useUserInfo } from '../../lib/session-store.ts';

export const DEFAULT_LOGO = '/logo-default.svg';

/** Spec section 9: a company logo counts as custom only if LogoFileName is longer than 2 characters. */
export function hasCustomLogo(logoFileName: string | null | undefined): boolean {
  return (logoFileName ?? '').length > 2;
}

function useCompanyLogoUrl(companyId: number | null, enabled: boolean): string | null {
  const query = useQuery({
    queryKey: ['company-logo', companyId],
    enabled: enabled && companyId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      URL.createObjectURL((await callApi(getCompanyLogo, { params: { companyId: companyId ?? 0 } })).blob),
  });
  return query.data ?? null;
}

/**
 * The logo of the signed-in user's default company: its custom logo, else its brand's logo; brand 2's
 * logo when there is no default company; the default asset when loading fails (spec sections 1, 8).
 */
export function BrandLogo() {
  const userInfo = useUserInfo();
  const company = userInfo?.AppUser.DefaultCompany ?? null;
  const custom = hasCustomLogo(company?.LogoFileName);
  const companyLogoUrl = useCompanyLogoUrl(company?.CompanyId ?? null, custom);
  const brandId = company?.DefaultBrandId ?? DEFAULT_BRAND_ID;
  const source = (custom && companyLogoUrl) || apiUrl(`/brand/logos/${brandId}`);
  // The source that failed to load, so a new source (another brand, a new logo) is tried again.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const failed = failedSource === source;
  return (
    <img
      className="aq-logo"
      src={failed ? DEFAULT_LOGO : source}
      alt={company?.DefaultBrand?.Name ?? 'AirQuote'}
      width={128}
      height={32}
      data-brand-id={brandId}
      onError={() => setFailedSource(source)}
    />
  );
}
