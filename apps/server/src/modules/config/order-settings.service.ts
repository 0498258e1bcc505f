import { defaultMinLeadTimeWorkingDays } from '@airquote/shared/rules/lead-time';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { updatedOrStale } from '../../lib/row-version.ts';
import type { Actor } from '../auth/actor.ts';
import {
  findAppSetting,
  insertAppSettingIfMissing,
  updateAppSettingIfVersion,
} from './order-settings.repository.ts';

/** The app_setting key of the minimum lead time (ADR 0033). */
export const MIN_LEAD_TIME_KEY = 'order.minLeadTimeWorkingDays';

/** The minimum lead time in working days and its row version (1 and the default until an admin saves). */
export async function readOrderSettings(db: DatabaseOrTransaction) {
  const row = await findAppSetting(db, MIN_LEAD_TIME_KEY);
  const value = typeof row?.value === 'number' ? row.value : defaultMinLeadTimeWorkingDays;
  return { MinLeadTimeWorkingDays: value, RowVersion: row?.rowVersion ?? 1 };
}

/** PUT admin/ordersettings: the first save inserts the row (version 1 → 2), later saves compare versions. */
export async function saveOrderSettings(
  deps: AppDeps,
  actor: Actor,
  input: { MinLeadTimeWorkingDays: number; RowVersion: number },
) {
  await deps.db.transaction(async (tx) => {
    await insertAppSettingIfMissing(tx, MIN_LEAD_TIME_KEY, defaultMinLeadTimeWorkingDays);
    updatedOrStale(
      await updateAppSettingIfVersion(tx, MIN_LEAD_TIME_KEY, input.RowVersion, {
        value: input.MinLeadTimeWorkingDays,
        modifiedByUserId: actor.userId,
      }),
    );
  });
  return readOrderSettings(deps.db);
}
