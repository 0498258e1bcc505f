import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import { SCHEDULE_SPREADSHEET_MAX_BYTES } from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { Button, FileButton, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { openOrDownload } from '../../../lib/file-helper.ts';
import { downloadScheduleSpreadsheet } from '../api/download-schedule-spreadsheet.ts';
import { projectKeys } from '../api/query-keys.ts';
import { uploadScheduleSpreadsheet } from '../api/upload-schedule-spreadsheet.ts';
import {
  ScheduleSpreadsheetReportModal,
  type SpreadsheetUploadOutcome,
  spreadsheetOutcomeOfError,
} from './schedule-spreadsheet-report-modal.tsx';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Checked before sending, so a wrong file is refused at once with the same words as the server's. */
function fileProblem(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name))
    return 'The file is not an .xlsx spreadsheet. Download the schedule as .xlsx, edit it and upload that.';
  if (file.size > SCHEDULE_SPREADSHEET_MAX_BYTES)
    return `The file is larger than ${SCHEDULE_SPREADSHEET_MAX_BYTES / 1024 / 1024} MB; upload at most ${SCHEDULE_SPREADSHEET_MAX_BYTES / 1024 / 1024} MB at a time.`;
  return null;
}

/**
 * A schedule's line items by spreadsheet: download them as .xlsx (anyone who sees the schedule) and
 * upload an edited sheet (editors), then a report of what changed or of every rejected row.
 */
export function ScheduleSpreadsheetActions({
  schedule,
  canEdit,
  onChanged,
}: {
  schedule: ProjectSchedule;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<SpreadsheetUploadOutcome | null>(null);
  // Cleared after each choice, so choosing the same file again (after fixing it) uploads it again.
  const resetFile = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadScheduleSpreadsheet(schedule.ProjectScheduleId, file),
    onSuccess: (report, file) => {
      setOutcome({ kind: 'done', fileName: file.name, report });
      if (report.Added + report.Updated > 0) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.grid(schedule.ProjectScheduleId) });
        onChanged();
      }
    },
    onError: (error, file) => setOutcome(spreadsheetOutcomeOfError(file.name, error)),
  });

  const download = async () => {
    setDownloading(true);
    try {
      openOrDownload(await downloadScheduleSpreadsheet(schedule.ProjectScheduleId));
    } catch (error) {
      // Spec section 8: a failed download is only logged.
      console.error('schedule spreadsheet download failed', error);
    } finally {
      setDownloading(false);
    }
  };

  const choose = (file: File | null) => {
    if (!file) return;
    resetFile.current?.();
    const problem = fileProblem(file);
    if (problem) setOutcome({ kind: 'refused', fileName: file.name, message: problem, rows: [] });
    else upload.mutate(file);
  };

  return (
    <Group gap="xs" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} />}
        loading={downloading}
        onClick={() => void download()}
      >
        Download .xlsx
      </Button>
      {canEdit && (
        <FileButton onChange={choose} accept={XLSX_ACCEPT} resetRef={resetFile}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
            >
              Upload .xlsx
            </Button>
          )}
        </FileButton>
      )}
      <ScheduleSpreadsheetReportModal outcome={outcome} onClose={() => setOutcome(null)} />
    </Group>
  );
}
