import type { Env } from '../../config/env.ts';
import type { Database } from '../client.ts';
import { seedCatalog } from './catalog-data.ts';
import { seedCatalogEngineering } from './catalog-engineering-data.ts';
import { seedCodeStrings } from './code-string-data.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoQuotes } from './demo-quotes.ts';
import { seedDemoPricing, seedRegions } from './pricing-data.ts';
import { seedProjectLookups } from './project-lookups-data.ts';
import { seedReferenceData } from './reference-data.ts';

/** Reference data (roles, permissions, project lookups, catalog) always; demo companies and accounts only outside production, on first start. */
export async function seedDatabase(
  db: Database,
  env: Pick<Env, 'seedDemoData' | 'DEMO_PASSWORD'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    await seedProjectLookups(tx);
    await seedCatalog(tx);
    await seedCatalogEngineering(tx);
    await seedCodeStrings(tx);
    await seedRegions(tx);
    if (!env.seedDemoData) return false;
    const seeded = await seedDemoData(tx, env.DEMO_PASSWORD);
    // Also on later starts: databases seeded before pricing existed get its demo data once.
    await seedDemoPricing(tx);
    await seedDemoQuotes(tx);
    return seeded;
  });
}
