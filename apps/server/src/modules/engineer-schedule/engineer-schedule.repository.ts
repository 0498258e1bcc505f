import type { EngineerScheduleMapping } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';
import { desc, eq, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { engineerScheduleMappings, scheduleSelectionJobs } from '../../db/schema/engineer-schedules.ts';

export type SelectionJobRow = typeof scheduleSelectionJobs.$inferSelect;

export async function selectRememberedMapping(
  db: DatabaseOrTransaction,
  companyId: number,
): Promise<EngineerScheduleMapping | null> {
  const [row] = await db
    .select({ mapping: engineerScheduleMappings.mapping })
    .from(engineerScheduleMappings)
    .where(eq(engineerScheduleMappings.companyId, companyId));
  return (row?.mapping as EngineerScheduleMapping | undefined) ?? null;
}

export async function rememberMapping(
  db: DatabaseOrTransaction,
  companyId: number,
  mapping: EngineerScheduleMapping,
) {
  await db
    .insert(engineerScheduleMappings)
    .values({ companyId, mapping })
    .onConflictDoUpdate({
      target: engineerScheduleMappings.companyId,
      set: { mapping, dateModified: sql`now()` },
    });
}

export async function insertSelectionJob(
  db: DatabaseOrTransaction,
  values: {
    projectScheduleId: number;
    createdByUserId: number;
    total: number;
    input: Record<string, unknown>;
  },
): Promise<SelectionJobRow> {
  const [row] = await db.insert(scheduleSelectionJobs).values(values).returning();
  return row as SelectionJobRow;
}

export async function selectJob(
  db: DatabaseOrTransaction,
  jobId: number,
): Promise<SelectionJobRow | undefined> {
  const [row] = await db.select().from(scheduleSelectionJobs).where(eq(scheduleSelectionJobs.jobId, jobId));
  return row;
}

export async function selectLatestJob(db: DatabaseOrTransaction, scheduleId: number) {
  const [row] = await db
    .select()
    .from(scheduleSelectionJobs)
    .where(eq(scheduleSelectionJobs.projectScheduleId, scheduleId))
    .orderBy(desc(scheduleSelectionJobs.jobId))
    .limit(1);
  return row;
}

/** A chunk's results appended; false when the job was cancelled meanwhile (nothing then written). */
export async function appendJobResults(
  db: DatabaseOrTransaction,
  jobId: number,
  results: unknown[],
  done: boolean,
): Promise<boolean> {
  const rows = await db
    .update(scheduleSelectionJobs)
    .set({
      result: sql`${scheduleSelectionJobs.result} || ${JSON.stringify(results)}::jsonb`,
      done: sql`${scheduleSelectionJobs.done} + ${results.length}`,
      status: done ? 'Done' : 'Running',
      dateModified: sql`now()`,
    })
    .where(
      sql`${scheduleSelectionJobs.jobId} = ${jobId} and ${scheduleSelectionJobs.status} in ('Queued', 'Running')`,
    )
    .returning({ jobId: scheduleSelectionJobs.jobId });
  return rows.length > 0;
}

export async function setJobStatus(
  db: DatabaseOrTransaction,
  jobId: number,
  status: SelectionJobRow['status'],
  error: string | null = null,
) {
  await db
    .update(scheduleSelectionJobs)
    .set({ status, error, dateModified: sql`now()` })
    .where(
      sql`${scheduleSelectionJobs.jobId} = ${jobId} and ${scheduleSelectionJobs.status} in ('Queued', 'Running')`,
    );
}
