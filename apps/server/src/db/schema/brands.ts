import type { BrandThemeColors } from '@airquote/shared/brands/brand-themes';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const brands = pgTable('brand', {
  brandId: integer('brand_id').primaryKey(),
  name: text('name').notNull(),
  cssClass: text('css_class').notNull(),
  colors: jsonb('colors').$type<BrandThemeColors>().notNull(),
  logoSvg: text('logo_svg').notNull(),
});
