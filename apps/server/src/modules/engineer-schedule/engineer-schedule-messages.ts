import { ENGINEER_SCHEDULE_MAX_COLUMNS } from '@airquote/shared/contracts/engineer-schedule/engineer-schedule-schemas';

/** What the server says about an engineer's schedule, its selection job and its export (ADR 37). */
export const engineerScheduleMessages = {
  notReadable:
    'The file is neither an .xlsx spreadsheet nor a CSV text file. Save the schedule as .xlsx or .csv and upload that.',
  tooManyColumns: `The schedule has more than ${ENGINEER_SCHEDULE_MAX_COLUMNS} columns; keep the equipment columns only.`,
  rowsRejected: (rows: number) => `${rows} row(s) of the schedule cannot be read; nothing was selected.`,
  wrongClass: 'The model class is not in the catalog or not offered.',
  jobNotFound: 'This selection job is not in this schedule.',
  jobNotDone: 'The selection is not finished: wait for it, or cancel it, before accepting.',
  notSelected: (tags: readonly string[]) =>
    `No unit was selected for ${tags.join(', ')}: open its configuration instead of accepting it.`,
  stalled: 'The selection stopped (the server was restarted while it ran); start it again.',
  stoppedOnError: 'The selection stopped on an error; start it again.',
  noMapping: "No engineer's schedule was imported for this company yet, so its column layout is unknown.",
} as const;
