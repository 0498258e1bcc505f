import { buildTemplateDatabase } from './template-database.ts';

export default async function globalSetup(): Promise<void> {
  await buildTemplateDatabase(process.env.TEST_DATABASE_URL);
}
