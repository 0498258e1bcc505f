import type { Env } from '../../config/env.ts';
import type { Database } from '../client.ts';
import { seedCatalog } from './catalog-data.ts';
import { seedCatalogEngineering } from './catalog-engineering-data.ts';
import { describeRatingsRefresh } from './catalog-ratings-refresh.ts';
import { seedCodeStrings } from './code-string-data.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedDemoPricing, seedRegions } from './pricing-data.ts';
import { seedProjectLookups } from './project-lookups-data.ts';
import { seedReferenceData } from './reference-data.ts';

/**
 * Reference data (roles, permissions, project lookups, catalog) always; demo companies and accounts
 * only outside production, on first start. `log` hears what start-up changed in existing data (seeded
 * ratings brought to the current published values, ADR 0045).
 */
export async function seedDatabase(
  db: Database,
  env: Pick<Env, 'seedDemoData' | 'DEMO_PASSWORD'>,
  log: (message: string) => void = () => {},
): Promise<boolean> {
  let ratings: string | null = null;
  const seeded = await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedProjectLookups(tx);
    await seedCatalog(tx);
    ratings = describeRatingsRefresh(await seedCatalogEngineering(tx));
    await seedCodeStrings(tx);
    await seedRegions(tx);
    if (!env.seedDemoData) return false;
    const demoSeeded = await seedDemoData(tx, env.DEMO_PASSWORD);
    // Also on later starts: databases seeded before pricing existed get its demo data once.
    await seedDemoPricing(tx);
    await seedDemoQuotes(tx);
    return demoSeeded;
  });
  // Said once the transaction has committed, so the log never reports a change that was rolled back.
  if (ratings) log(ratings);
  return seeded;
}
