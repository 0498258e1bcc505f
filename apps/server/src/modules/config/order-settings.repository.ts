import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { appSettings } from '../../db/schema/orders.ts';

export type AppSettingRow = typeof appSettings.$inferSelect;

export async function findAppSetting(
  db: DatabaseOrTransaction,
  settingKey: string,
): Promise<AppSettingRow | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.settingKey, settingKey));
  return row;
}

/** Inserts the setting at row version 1 unless it is stored already. */
export async function insertAppSettingIfMissing(
  db: DatabaseOrTransaction,
  settingKey: string,
  value: unknown,
): Promise<void> {
  await db.insert(appSettings).values({ settingKey, value, rowVersion: 1 }).onConflictDoNothing();
}

/** Compare-and-increment: undefined when the row version moved (lib/row-version.ts makes it 409). */
export async function updateAppSettingIfVersion(
  db: DatabaseOrTransaction,
  settingKey: string,
  rowVersion: number,
  values: { value: unknown; modifiedByUserId: number },
): Promise<AppSettingRow | undefined> {
  const [row] = await db
    .update(appSettings)
    .set({
      ...values,
      dateModified: sql`now()`,
      rowVersion: sql`${appSettings.rowVersion} + 1`,
    })
    .where(and(eq(appSettings.settingKey, settingKey), eq(appSettings.rowVersion, rowVersion)))
    .returning();
  return row;
}
