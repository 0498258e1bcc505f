import {
  brandDefinitions,
  DEFAULT_BRAND_ID,
  findBrandDefinition,
} from '@airquote/shared/brands/brand-themes';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * amount));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Ten shades around a brand colour, the colour itself at index 6 (Mantine's primary shade). */
export function shadesOf(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mix(hex, 255, amount));
  const darker = [0.15, 0.3, 0.42].map((amount) => mix(hex, 0, amount));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
}

const brandColors = Object.fromEntries(
  brandDefinitions.flatMap((brand) => [
    [`brand${brand.brandId}`, shadesOf(brand.colors.primaryMain)],
    [`brand${brand.brandId}Secondary`, shadesOf(brand.colors.secondaryMain)],
  ]),
);

/** The Mantine theme of a brand; with no signed-in user the default brand's colours are used. */
export function themeForBrand(brandId: number | null) {
  const brand = findBrandDefinition(brandId ?? DEFAULT_BRAND_ID);
  return createTheme({
    colors: brandColors,
    primaryColor: `brand${brand.brandId}`,
    primaryShade: 6,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontSizes: { md: '1rem' },
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
    defaultRadius: 'sm',
  });
}
