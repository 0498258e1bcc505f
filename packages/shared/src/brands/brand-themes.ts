/**
 * The two brands (spec section 3: ids 1 and 2) and their theme colours. This is the one source of
 * brand colours: the server seeds the Brand table from it, the web app builds its themes from it and
 * documents take their colours from it.
 */
export type BrandThemeColors = {
  primaryMain: string;
  primaryTint: string;
  primaryShade: string;
  secondaryMain: string;
  secondaryTint: string;
  secondaryShade: string;
};

export type BrandDefinition = {
  brandId: 1 | 2;
  name: string;
  cssClass: string;
  colors: BrandThemeColors;
};

/** Brand used for the logo when the user has no default company (spec section 1). */
export const DEFAULT_BRAND_ID = 2;

export const brandDefinitions: readonly BrandDefinition[] = [
  {
    brandId: 1,
    name: 'Zephyr Air',
    cssClass: 'brand-zephyr',
    colors: {
      primaryMain: '#0f6e6a',
      primaryTint: '#4c9c98',
      primaryShade: '#0a4f4c',
      secondaryMain: '#e07a1f',
      secondaryTint: '#f0a55f',
      secondaryShade: '#a95a12',
    },
  },
  {
    brandId: 2,
    name: 'Polaris Coil',
    cssClass: 'brand-polaris',
    colors: {
      primaryMain: '#1d4f91',
      primaryTint: '#5a82bd',
      primaryShade: '#123566',
      secondaryMain: '#c8102e',
      secondaryTint: '#e0566b',
      secondaryShade: '#8c0b20',
    },
  },
];

export function findBrandDefinition(brandId: number | null | undefined): BrandDefinition {
  const found = brandDefinitions.find((brand) => brand.brandId === brandId);
  return found ?? (brandDefinitions.find((brand) => brand.brandId === DEFAULT_BRAND_ID) as BrandDefinition);
}
