import { CategoryMultiplierTransactionType, ProductType } from '@airquote/shared/enums/lookups';
import { formatMultiplier } from '@airquote/shared/rules/money';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../client.ts';
import { productTypeCategories } from '../schema/catalog.ts';
import { companies } from '../schema/companies.ts';
import { companyRegions, distributors, productTypeCategoryMultipliers, regions } from '../schema/pricing.ts';

export const regionNames = ['Northeast', 'Southeast', 'Midwest', 'West'] as const;

/**
 * The sales regions (reference data, every installation). Seeded only into an empty table, so an
 * admin's renames survive a restart. No regional sales manager yet: the VP of pricing reviews
 * every multiplier request until an admin names one (Region/update).
 */
export async function seedRegions(db: DatabaseOrTransaction): Promise<void> {
  if ((await db.$count(regions)) > 0) return;
  await db.insert(regions).values(regionNames.map((name) => ({ name })));
}

/**
 * Standard BuyResale multiplier (ten-thousandths) of a demo company: a rep firm's base, plus a
 * step per product type (air handlers, heat pumps and ECO units carry less discount) and per
 * category within it. FactoryDirect is 0.07 higher. BuyResale lands in 0.50–0.61, FactoryDirect in 0.57–0.68.
 */
const demoCompanyBase = {
  'Northwind Reps': 5000,
  'Contoso Reps': 5250,
  'Fabrikam Mechanical': 5600,
} as const;
const productTypeStep: Record<number, number> = {
  [ProductType.FanCoil]: 0,
  [ProductType.AirHandler]: 300,
  [ProductType.WSHP]: 500,
  [ProductType.ECO]: 150,
};
const FACTORY_DIRECT_STEP = 700;
const demoCompanyRegion: Record<keyof typeof demoCompanyBase, (typeof regionNames)[number]> = {
  'Northwind Reps': 'Northeast',
  'Contoso Reps': 'West',
  'Fabrikam Mechanical': 'Midwest',
};

const demoDistributors = [
  [
    'Atlantic HVAC Supply',
    'Northeast',
    'Dana Whitfield',
    'orders@atlantic-hvac.test',
    '617-555-0142',
    'Boston',
    'MA',
  ],
  [
    'Keystone Mechanical Distributors',
    'Northeast',
    'Marco Ruiz',
    'sales@keystone-mech.test',
    '215-555-0188',
    'Philadelphia',
    'PA',
  ],
  [
    'Peachtree Climate Supply',
    'Southeast',
    'Tasha Greene',
    'quotes@peachtree-climate.test',
    '404-555-0117',
    'Atlanta',
    'GA',
  ],
  [
    'Gulf Coast Air Products',
    'Southeast',
    'Luis Ortega',
    'luis@gulfcoast-air.test',
    '813-555-0163',
    'Tampa',
    'FL',
  ],
  [
    'Great Lakes Hydronics',
    'Midwest',
    'Karen Novak',
    'karen@greatlakes-hydronics.test',
    '312-555-0109',
    'Chicago',
    'IL',
  ],
  [
    'Prairie Comfort Wholesale',
    'Midwest',
    'Ben Larsen',
    'ben@prairie-comfort.test',
    '612-555-0176',
    'Minneapolis',
    'MN',
  ],
  [
    'Pacific Air Distribution',
    'West',
    'Grace Kim',
    'grace@pacific-air.test',
    '916-555-0134',
    'Sacramento',
    'CA',
  ],
  [
    'Cascade Mechanical Supply',
    'West',
    'Owen Price',
    'owen@cascade-mech.test',
    '503-555-0191',
    'Portland',
    'OR',
  ],
] as const;

/**
 * Demo pricing data beside the demo companies: their regions, standard multipliers for every
 * category and transaction type, and distributors. Idempotent and kind to admin edits: a company
 * gets multipliers only while it has none, distributors only into an empty table.
 */
export async function seedDemoPricing(db: DatabaseOrTransaction): Promise<void> {
  const names = Object.keys(demoCompanyBase) as Array<keyof typeof demoCompanyBase>;
  // One after the other: inside a transaction they share one connection.
  const companyRows = await db.select().from(companies).where(inArray(companies.name, names));
  const regionRows = await db.select().from(regions);
  const categoryRows = await db
    .select()
    .from(productTypeCategories)
    .orderBy(asc(productTypeCategories.productTypeId), asc(productTypeCategories.sortOrder));
  const regionIds = new Map(regionRows.map((region) => [region.name, region.regionId]));
  for (const company of companyRows) {
    const name = company.name as keyof typeof demoCompanyBase;
    const regionId = regionIds.get(demoCompanyRegion[name]);
    if (regionId !== undefined)
      await db
        .insert(companyRegions)
        .values({ companyId: company.companyId, regionId })
        .onConflictDoNothing();
    const [existing] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(productTypeCategoryMultipliers)
      .where(eq(productTypeCategoryMultipliers.companyId, company.companyId));
    if ((existing?.count ?? 0) > 0 || categoryRows.length === 0) continue;
    const indexInType = new Map<number, number>();
    await db.insert(productTypeCategoryMultipliers).values(
      categoryRows.flatMap((category) => {
        const index = indexInType.get(category.productTypeId) ?? 0;
        indexInType.set(category.productTypeId, index + 1);
        const buyResale = demoCompanyBase[name] + (productTypeStep[category.productTypeId] ?? 0) + 50 * index;
        return [
          [CategoryMultiplierTransactionType.BuyResale, buyResale],
          [CategoryMultiplierTransactionType.FactoryDirect, buyResale + FACTORY_DIRECT_STEP],
        ].map(([transactionType, tenThousandths]) => ({
          companyId: company.companyId,
          productTypeCategoryId: category.productTypeCategoryId,
          transactionType: transactionType as number,
          multiplier: formatMultiplier(tenThousandths as number),
        }));
      }),
    );
  }
  if ((await db.$count(distributors)) > 0) return;
  await db.insert(distributors).values(
    demoDistributors.map(([name, region, contactName, contactEmail, phone, city, stateProvinceCode]) => ({
      name,
      regionId: regionIds.get(region) ?? null,
      contactName,
      contactEmail,
      phone,
      city,
      stateProvinceCode,
    })),
  );
}
