import { buildTemplateDatabase } from './template-database.ts';

export async function setup(): Promise<void> {
  await buildTemplateDatabase(process.env.TEST_DATABASE_URL);
}
