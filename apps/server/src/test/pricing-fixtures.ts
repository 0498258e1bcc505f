import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import { parseCents } from '@airquote/shared/rules/money';
import { and, eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { productTypeCategories } from '../db/schema/catalog.ts';
import { companies } from '../db/schema/companies.ts';
import { productTypeCategoryMultipliers } from '../db/schema/pricing.ts';

/** Helpers of the pricing API tests: ids of demo rows and the seeded standard multipliers. */
export async function companyIdByName(app: App, name: string): Promise<number> {
  const [row] = await app.deps.db.select().from(companies).where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.companyId;
}

export async function categoryIdByName(app: App, name: string): Promise<number> {
  const [row] = await app.deps.db
    .select()
    .from(productTypeCategories)
    .where(eq(productTypeCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.productTypeCategoryId;
}

/** The stored standard multiplier row of a company, category and transaction type. */
export async function standardMultiplier(
  app: App,
  companyId: number,
  categoryId: number,
  transactionType: number,
) {
  const [row] = await app.deps.db
    .select()
    .from(productTypeCategoryMultipliers)
    .where(
      and(
        eq(productTypeCategoryMultipliers.companyId, companyId),
        eq(productTypeCategoryMultipliers.productTypeCategoryId, categoryId),
        eq(productTypeCategoryMultipliers.transactionType, transactionType),
      ),
    );
  if (!row)
    throw new Error(
      `no multiplier for company ${companyId}, category ${categoryId}, type ${transactionType}`,
    );
  return row;
}

/** list × multiplier rounded half up, computed here apart from the code under test. */
export function expectedNetCents(listCents: number, multiplier: string): number {
  const [whole = '0', fraction = ''] = multiplier.split('.');
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return Number((BigInt(listCents) * tenThousandths + 5000n) / 10_000n);
}

export const cents = (text: string | null | undefined) => parseCents(text ?? 'x');

/** Σ adders of the chosen values as the configuration screen lists them. */
export function addersOf(
  inputs: ItemConfigurationInputs,
  chosen: ItemConfigurationInputs['ProductModelValues'],
) {
  return chosen.reduce((sum, value) => {
    const segment = inputs.CodeStringSegments.find(
      (item) => item.CodeStringSegmentId === value.CodeStringSegmentId,
    );
    const option = segment?.Values.find((item) => item.CodeStringValueId === value.CodeStringValueId);
    return sum + (cents(option?.ListPriceAdder) ?? 0);
  }, 0);
}
