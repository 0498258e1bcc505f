import type { ScheduleSpreadsheetReport } from '@airquote/shared/contracts/project-schedule/schedule-spreadsheet-schemas';
import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { ApiCallError } from '../../../lib/api-client.ts';

export type SpreadsheetRowProblem = { Row: number; Message: string };

export type SpreadsheetUploadOutcome =
  | { kind: 'done'; fileName: string; report: ScheduleSpreadsheetReport }
  | { kind: 'refused'; fileName: string; message: string; rows: SpreadsheetRowProblem[] }
  /** No answer, or not a refusal of rows: whether anything changed is not known. */
  | { kind: 'failed'; fileName: string; message: string };

/**
 * A refused upload answers 400 with each bad row as the field error "Row n" (ADR 0010); the client's
 * error carries those, so the modal lists them in row order.
 */
export function spreadsheetOutcomeOfError(fileName: string, error: Error): SpreadsheetUploadOutcome {
  if (!(error instanceof ApiCallError) || error.status !== 400)
    return { kind: 'failed', fileName, message: error.message };
  const rows = Object.entries(error.fieldErrors)
    .map(([key, Message]) => ({ Row: Number(/^Row (\d+)$/.exec(key)?.[1] ?? Number.NaN), Message }))
    .filter((problem) => Number.isFinite(problem.Row))
    .sort((a, b) => a.Row - b.Row);
  return { kind: 'refused', fileName, message: error.message, rows };
}

function Counts({ report }: { report: ScheduleSpreadsheetReport }) {
  const counts: Array<[string, number]> = [
    ['Added', report.Added],
    ['Updated', report.Updated],
    ['Unchanged', report.Unchanged],
  ];
  return (
    <Table withTableBorder w={280} aria-label="Upload counts">
      <Table.Tbody>
        {counts.map(([label, count]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td ta="right">{count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function RejectedRows({ rows }: { rows: SpreadsheetRowProblem[] }) {
  return (
    <Table.ScrollContainer minWidth={400} mah={360}>
      <Table withTableBorder striped verticalSpacing={4} stickyHeader aria-label="Rejected rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Row</Table.Th>
            <Table.Th>Why it was rejected</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((problem) => (
            <Table.Tr key={problem.Row}>
              <Table.Td>{problem.Row}</Table.Td>
              <Table.Td>{problem.Message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What a schedule spreadsheet upload did: the counts, or every rejected row and that nothing changed. */
export function ScheduleSpreadsheetReportModal({
  outcome,
  onClose,
}: {
  outcome: SpreadsheetUploadOutcome | null;
  onClose: () => void;
}) {
  return (
    // Its Close button below is the way out (and Escape): no second "Close" in the header.
    <Modal
      opened={outcome !== null}
      onClose={onClose}
      title="Spreadsheet upload"
      size="lg"
      withCloseButton={false}
    >
      {outcome && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {outcome.fileName}
          </Text>
          {outcome.kind === 'done' && (
            <Alert color="green" variant="light" title="Line items saved" role="status">
              <Counts report={outcome.report} />
            </Alert>
          )}
          {outcome.kind === 'refused' && (
            <Alert color="red" variant="light" title="Nothing was changed" role="alert">
              <Stack gap="xs">
                <Text size="sm">{outcome.message}</Text>
                {outcome.rows.length > 0 && (
                  <Text size="sm">Correct these rows in the sheet and upload it again.</Text>
                )}
              </Stack>
            </Alert>
          )}
          {outcome.kind === 'refused' && outcome.rows.length > 0 && <RejectedRows rows={outcome.rows} />}
          {outcome.kind === 'failed' && (
            <Alert color="red" variant="light" title="Upload failed" role="alert">
              <Text size="sm">{outcome.message}</Text>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
