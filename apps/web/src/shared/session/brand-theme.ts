import { brandDefinitions } from '@airquote/shared/brands/brand-themes';
import type { UserInfo } from '../../lib/session-store.ts';

/** The brand of the signed-in user's default company, or null (spec section 1). */
export function brandIdOfUser(userInfo: UserInfo | null): number | null {
  return userInfo?.AppUser.DefaultCompany?.DefaultBrandId ?? null;
}

/** Puts the brand's theme class on <body>; null clears it (no user signed in). */
export function applyBrandTheme(brandId: number | null): void {
  const classes = brandDefinitions.map((brand) => brand.cssClass);
  document.body.classList.remove(...classes);
  const brand = brandDefinitions.find((candidate) => candidate.brandId === brandId);
  if (brand) document.body.classList.add(brand.cssClass);
}
