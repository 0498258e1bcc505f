import type { Env } from '../../config/env.ts';
import type { Database } from '../client.ts';
import { seedDemoData } from './demo-data.ts';
import { seedReferenceData } from './reference-data.ts';

/** Reference data always; demo companies and accounts only outside production, on first start. */
export async function seedDatabase(
  db: Database,
  env: Pick<Env, 'seedDemoData' | 'DEMO_PASSWORD'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await seedReferenceData(tx);
    return env.seedDemoData ? seedDemoData(tx, env.DEMO_PASSWORD) : false;
  });
}
