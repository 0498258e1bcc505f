/** TanStack Query keys of the engineer's schedule import (issue #14). */
export const engineerScheduleKeys = {
  job: (projectScheduleId: number) => ['engineer-schedule', 'job', projectScheduleId] as const,
  modelClasses: ['engineer-schedule', 'model-classes'] as const,
};
