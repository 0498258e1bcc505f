import { useUserInfo } from '../lib/session-store.ts';
import { CompanyLogo } from './company-logo.tsx';

/** The logo of the signed-in user's default company (spec sections 1, 8 and 9). */
export function BrandLogo() {
  const userInfo = useUserInfo();
  const company = userInfo?.AppUser.DefaultCompany ?? null;
  return (
    <CompanyLogo
      className="aq-logo"
      company={company}
      alt={company?.DefaultBrand?.Name ?? 'AirQuote'}
      width={128}
      height={32}
    />
  );
}
