import type {
  ExcelRowError,
  ExcelUploadReport,
} from '@airquote/shared/contracts/excel-uploader/excel-uploader-schemas';
import { Alert, List, Table, Text } from '@mantine/core';

export type UploadOutcome =
  | { kind: 'done'; report: ExcelUploadReport }
  | { kind: 'refused'; message: string; rowErrors: ExcelRowError[] }
  /** No answer from the server, or not a refusal: whether anything changed is not known. */
  | { kind: 'failed'; message: string };

/** What an upload did: counts and warnings, or every rejected row and that nothing was changed. */
export function UploadReport({ label, outcome }: { label: string; outcome: UploadOutcome }) {
  if (outcome.kind === 'done') {
    const { RowsInserted, RowsUpdated, WarningMessages } = outcome.report;
    return (
      <Alert color="green" variant="light" title={`${label} uploaded`} role="status">
        <Text size="sm">
          {RowsInserted} row(s) inserted, {RowsUpdated} row(s) updated.
        </Text>
        {WarningMessages.length > 0 && (
          <List size="sm" mt="xs" aria-label={`${label} upload warnings`}>
            {WarningMessages.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    );
  }
  if (outcome.kind === 'failed')
    return (
      <Alert color="red" variant="light" title={`${label} upload failed`} role="alert">
        <Text size="sm">{outcome.message}</Text>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" title={`${label} not uploaded`} role="alert">
      <Text size="sm">{outcome.message}</Text>
      {/* The upload is all-or-nothing (ADR 0010): say so even when the server's sentence does not. */}
      {!/nothing was changed/i.test(outcome.message) && <Text size="sm">Nothing was changed.</Text>}
      {outcome.rowErrors.length > 0 && (
        <Table mt="xs" withTableBorder verticalSpacing={4} aria-label={`${label} rejected rows`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>Row</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outcome.rowErrors.map((error) => (
              <Table.Tr key={error.Row}>
                <Table.Td>{error.Row}</Table.Td>
                <Table.Td>{error.Message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Alert>
  );
}
