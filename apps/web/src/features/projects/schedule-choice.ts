import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';

/** In the order they were made, so a schedule keeps its place while its line items change. */
export function byCreation(schedules: readonly ProjectSchedule[]): ProjectSchedule[] {
  return [...schedules].sort(
    (a, b) => a.DateCreated.localeCompare(b.DateCreated) || a.ProjectScheduleId - b.ProjectScheduleId,
  );
}

/**
 * The schedule the schedules tab shows: the one the address names, else the first active one, else
 * the first (schedules in the order they were made). Read by the tab and by the page's loader, which
 * asks for that schedule's grid before the tab is drawn.
 */
export function currentSchedule(
  schedules: readonly ProjectSchedule[],
  requestedScheduleId: number,
): ProjectSchedule | undefined {
  const list = byCreation(schedules);
  return (
    list.find((schedule) => schedule.ProjectScheduleId === requestedScheduleId) ??
    list.find((schedule) => schedule.IsActive) ??
    list[0]
  );
}
