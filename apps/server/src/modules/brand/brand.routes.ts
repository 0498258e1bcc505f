import { getBrandLogo } from '@airquote/shared/contracts/brand/get-brand-logo';
import { getBrands } from '@airquote/shared/contracts/brand/get-brands';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { brands } from '../../db/schema/brands.ts';
import { notFound } from '../../lib/http-error.ts';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';

export function brandRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    defineRoute(getBrands, async () => {
      const rows = await deps.db.select().from(brands).orderBy(asc(brands.brandId));
      return rows.map((brand) => ({ BrandId: brand.brandId, Name: brand.name, CssClass: brand.cssClass }));
    }),
    defineRoute(getBrandLogo, async ({ params }) => {
      const [brand] = await deps.db.select().from(brands).where(eq(brands.brandId, params.brandId));
      if (!brand) throw notFound('Brand not found.');
      return { contentType: 'image/svg+xml', body: brand.logoSvg, fileName: `brand-${brand.brandId}.svg` };
    }),
  ];
}
