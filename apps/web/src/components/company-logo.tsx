import { DEFAULT_BRAND_ID } from '@airquote/shared/brands/brand-themes';
import { getCompanyLogo } from '@airquote/shared/contracts/sign-in-path.generated';
import { hasCustomLogo } from '@airquote/shared/rules/company-logo';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiUrl, callApi } from '../lib/api-client.ts';

export const DEFAULT_LOGO = '/logo-default.svg';

export type LogoCompany = { CompanyId: number; LogoFileName: string; DefaultBrandId: number };

/** Every cached company logo starts with this key, so a new upload refreshes them all. */
export const companyLogoKey = ['company-logo'] as const;

function useCompanyLogoUrl(companyId: number | null, enabled: boolean, version: string): string | null {
  const query = useQuery({
    queryKey: [...companyLogoKey, companyId, version],
    enabled: enabled && companyId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () =>
      URL.createObjectURL((await callApi(getCompanyLogo, { params: { companyId: companyId ?? 0 } })).blob),
  });
  return query.data ?? null;
}

type CompanyLogoProps = {
  company: LogoCompany | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Changes when the logo may have changed (an admin list passes the company's DateModified). */
  version?: string;
};

/**
 * A company's custom logo, else its brand's logo; brand 2's logo without a company; the default
 * asset when loading fails (spec sections 1, 8 and 9).
 */
export function CompanyLogo({ company, alt, width, height, className, version = '' }: CompanyLogoProps) {
  const custom = hasCustomLogo(company?.LogoFileName);
  const companyLogoUrl = useCompanyLogoUrl(company?.CompanyId ?? null, custom, version);
  const brandId = company?.DefaultBrandId ?? DEFAULT_BRAND_ID;
  const source = (custom && companyLogoUrl) || apiUrl(`/brand/logos/${brandId}`);
  // The source that failed to load, so a new source (another brand, a new logo) is tried again.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  return (
    <img
      className={className}
      src={failedSource === source ? DEFAULT_LOGO : source}
      alt={alt}
      width={width}
      height={height}
      // A square or tall logo stays in a band twice the slot's height; its width keeps the maximum.
      style={{ objectFit: 'contain', maxHeight: height * 2 }}
      data-brand-id={brandId}
      data-custom-logo={custom && companyLogoUrl ? 'true' : undefined}
      onError={() => setFailedSource(source)}
    />
  );
}
