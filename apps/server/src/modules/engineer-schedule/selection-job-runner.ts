import type { EngineerScheduleRow } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';
import type { AppDeps } from '../../app-deps.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import {
  appendJobResults,
  claimStalledJobs,
  selectJob,
  setJobStatus,
} from './engineer-schedule.repository.ts';
import { engineerScheduleMessages } from './engineer-schedule-messages.ts';
import { selectRow } from './engineer-schedule-selection.ts';

/**
 * The schedule selection jobs' runner (ADR 37, 56): each job runs in the background of a server, a
 * chunk of rows at a time; a job whose server stopped is taken over by a running one.
 */

/**
 * A job that has not moved for this long stopped with the server that ran it: a running server takes
 * it over (ADR 56). A running job moves every chunk, ten rows, a few milliseconds.
 */
export const TAKEOVER_IDLE_MS = 30_000;
/** How often each server looks for such jobs. */
export const TAKEOVER_SWEEP_MS = 10_000;
/** Rows selected per chunk: each chunk is one short stretch of CPU, then other requests run. */
export const SELECTION_CHUNK_ROWS = 10;

/**
 * Runs a job in the background, a chunk at a time, yielding to the event loop between chunks so the
 * server stays quick for everyone else; a cancelled job stops at its next chunk.
 */
export async function runSelectionJob(deps: AppDeps, jobId: number): Promise<void> {
  try {
    const job = await selectJob(deps.db, jobId);
    if (!job) return;
    const input = job.input as { ProductModelClassId: number; Rows: EngineerScheduleRow[] };
    const catalog = await loadSelectionCatalog(deps.db);
    const modelClass = catalog.classes.get(input.ProductModelClassId);
    if (!modelClass) return setJobStatus(deps.db, jobId, 'Failed', engineerScheduleMessages.wrongClass);
    // A job taken over from a stopped server goes on after the rows it stored.
    for (let start = job.done; start < input.Rows.length; start += SELECTION_CHUNK_ROWS) {
      await new Promise((resolve) => setImmediate(resolve));
      const chunk = input.Rows.slice(start, start + SELECTION_CHUNK_ROWS).map((row) =>
        selectRow(catalog, modelClass, row),
      );
      const last = start + SELECTION_CHUNK_ROWS >= input.Rows.length;
      if (!(await appendJobResults(deps.db, jobId, start, chunk, last))) return;
    }
  } catch (error) {
    deps.log.error({ err: error, jobId }, 'schedule selection job failed');
    await setJobStatus(deps.db, jobId, 'Failed', engineerScheduleMessages.stoppedOnError).catch(() => {});
  }
}

/** Jobs still running, so tests and shutdown can wait for them. */
export const runningJobs = new Set<Promise<void>>();

/** Starts a job here, in the background (its promise kept in runningJobs until it ends). */
export function runJobInBackground(deps: AppDeps, jobId: number): void {
  const running = runSelectionJob(deps, jobId).finally(() => runningJobs.delete(running));
  runningJobs.add(running);
}

/** Takes over the jobs whose server stopped and runs them here (ADR 56); their ids. */
export async function takeOverStalledJobs(deps: AppDeps, idleMs = TAKEOVER_IDLE_MS): Promise<number[]> {
  const jobIds = await claimStalledJobs(deps.db, idleMs);
  for (const jobId of jobIds) {
    deps.log.info({ jobId }, 'schedule selection job taken over from a stopped server');
    runJobInBackground(deps, jobId);
  }
  return jobIds;
}

/** Looks for stalled jobs every TAKEOVER_SWEEP_MS while the server runs; stop() ends it. */
export function startJobTakeover(deps: AppDeps): { stop: () => void } {
  const sweep = () =>
    void takeOverStalledJobs(deps).catch((error: unknown) =>
      // The database may be away for a moment (it answers 503 meanwhile): the next sweep tries again.
      deps.log.warn({ err: error }, 'looking for stalled schedule selection jobs failed'),
    );
  const timer = setInterval(sweep, TAKEOVER_SWEEP_MS);
  timer.unref();
  sweep();
  return { stop: () => clearInterval(timer) };
}
