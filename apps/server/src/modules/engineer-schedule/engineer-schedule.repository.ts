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

/**
 * A chunk's results appended after the `from` rows already stored; false when the job was cancelled
 * meanwhile, or when another server that took the job over has stored that chunk first (nothing is
 * then written, so no row is ever selected twice).
 */
export async function appendJobResults(
  db: DatabaseOrTransaction,
  jobId: number,
  from: number,
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
      sql`${scheduleSelectionJobs.jobId} = ${jobId} and ${scheduleSelectionJobs.status} in ('Queued', 'Running') and ${scheduleSelectionJobs.done} = ${from}`,
    )
    .returning({ jobId: scheduleSelectionJobs.jobId });
  return rows.length > 0;
}

/**
 * The unfinished jobs that have not moved for `idleMs` (their server stopped), taken over by the
 * caller: each one's clock restarts in the same statement, so two servers never take the same job.
 */
export async function claimStalledJobs(db: DatabaseOrTransaction, idleMs: number): Promise<number[]> {
  const rows = await db
    .update(scheduleSelectionJobs)
    .set({ status: 'Running', dateModified: sql`now()` })
    .where(
      sql`${scheduleSelectionJobs.status} in ('Queued', 'Running') and ${scheduleSelectionJobs.dateModified} < now() - make_interval(secs => ${idleMs / 1000})`,
    )
    .returning({ jobId: scheduleSelectionJobs.jobId });
  return rows.map((row) => row.jobId);
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
