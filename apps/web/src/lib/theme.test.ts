import { brandDefinitions } from '@airquote/shared/brands/brand-themes';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DIMMED_TEXT, readableColorVariables, readableOn, themeForBrand } from './theme.ts';

describe('readable theme colours (WCAG 2.2 AA, issue #18)', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's gray 6 on white, the dimmed text axe flagged.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens a colour only as far as it must to read at 4.5:1', () => {
    expect(readableOn('#1d4f91', '#ffffff')).toBe('#1d4f91');
    const green = readableOn('#2b8a3e', '#b2f2bb');
    expect(green).not.toBe('#2b8a3e');
    expect(contrastRatio(green, '#b2f2bb')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives dimmed, error and every light-variant text 4.5:1 on its backgrounds, for both brands', () => {
    for (const brand of brandDefinitions) {
      const theme = mergeMantineTheme(DEFAULT_THEME, themeForBrand(brand.brandId));
      const light = readableColorVariables(theme).light;
      expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
      for (const background of [
        '#ffffff',
        '#f1f3f5',
        '#e9ecef',
        theme.colors[theme.primaryColor]?.[0] ?? '#ffffff',
      ])
        expect(contrastRatio(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light['--mantine-color-error'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light['--mantine-color-placeholder'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
        4.5,
      );
      // The brand colour itself is kept for its filled buttons and menu.
      const brandShades = theme.colors[theme.primaryColor] ?? [];
      expect(light[`--mantine-color-${theme.primaryColor}-filled`]).toBe(brandShades[6]);
      for (const [name, shades] of Object.entries(theme.colors)) {
        const text = light[`--mantine-color-${name}-light-color`] ?? '';
        expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(text, shades[2]), name).toBeGreaterThanOrEqual(4.5);
        const filled = light[`--mantine-color-${name}-filled`] ?? '';
        expect(contrastRatio('#ffffff', filled), name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
