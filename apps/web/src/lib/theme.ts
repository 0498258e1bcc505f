import {
  brandDefinitions,
  DEFAULT_BRAND_ID,
  findBrandDefinition,
} from '@airquote/shared/brands/brand-themes';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';

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

function relativeLuminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** WCAG 2.2 AA for body text (1.4.3), with a little room for anti-aliasing. */
const READABLE_CONTRAST = 4.6;

/** `hex` darkened step by step until it reads at AA on `background`. */
export function readableOn(hex: string, background: string): string {
  let color = hex;
  for (let amount = 0.05; contrastRatio(color, background) < READABLE_CONTRAST && amount < 1; amount += 0.05)
    color = mix(hex, 0, amount);
  return color;
}

/**
 * Secondary (dimmed) text: Mantine's gray 6 read at 3.3:1 on white (issue #18); this grey reads at
 * 5.1:1 on gray 2, the darkest background it is shown on (hovered and striped rows), 6.1:1 on white.
 */
export const DIMMED_TEXT = '#5c636a';

/**
 * Text colours the theme gives at WCAG AA on light backgrounds: dimmed text, placeholders, error
 * text (red 9), each colour's "light" variant (badges, light buttons and alerts), whose text is its
 * shade 9 darkened until it reads on the variant's hover background (shade 2; green 9 on green 1
 * was 3.8:1), and each colour's filled variant under white text.
 */
export const readableColorVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': readableOn(DEFAULT_THEME.colors.red[9], '#ffffff'),
    // Placeholders Mantine draws as text (FileInput, Select) read at 2.1:1 in gray 5.
    '--mantine-color-placeholder': readableOn(DEFAULT_THEME.colors.gray[5], '#ffffff'),
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => {
        // Filled badges and buttons carry white text: their shade 6 (green 6 gave 2.4:1) darkens
        // until white reads on it; the brand colours already do and stay as they are.
        const filled = readableOn(shades[6], '#ffffff');
        return [
          [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[2])],
          [`--mantine-color-${name}-filled`, filled],
          [`--mantine-color-${name}-filled-hover`, mix(filled, 0, 0.12)],
        ];
      }),
    ),
  },
  dark: {},
});

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
    components: {
      // A table wider than its container scrolls inside it; the scrolling region takes the focus so
      // a keyboard can scroll it too (axe scrollable-region-focusable, issue #18).
      TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
      // A loader is a status: its aria-label names what is loading, which a plain span may not carry
      // (axe aria-prohibited-attr).
      Loader: { defaultProps: { role: 'status' } },
      // Mantine's close button of a dialog has no name of its own (axe button-name): every dialog's
      // is called "Close".
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
      // Mantine 9 keeps every closed Select's list in the page (hidden), so each one is positioned
      // by floating-ui as it mounts: a forced layout per Select, ~17 ms on the schedule page and
      // more on the configuration screen's option lists (issues #14, #18). A list is drawn when it
      // opens; the input names it in aria-controls only then either way.
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}
