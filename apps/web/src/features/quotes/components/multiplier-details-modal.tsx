import type {
  MultiplierReviewer,
  ProjectQuoteCatMultiplier,
} from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import { Table } from '@mantine/core';
import { RowDetailsModal } from '../../../components/row-details-modal.tsx';
import { requestStatusBadge } from './multiplier-category-row.tsx';

/** Who decided the request or, while it waits, who may decide it; nobody yet for a draft. */
function reviewerOf(row: ProjectQuoteCatMultiplier, reviewers: readonly MultiplierReviewer[]): string {
  if (row.DecidedByName) return row.DecidedByName;
  if (row.IsSent && reviewers.length > 0) return reviewers.map((reviewer) => reviewer.Name).join(', ');
  return '—';
}

type MultiplierDetailsModalProps = {
  opened: boolean;
  onClose: () => void;
  requests: readonly ProjectQuoteCatMultiplier[];
  reviewers: readonly MultiplierReviewer[];
};

/**
 * Spec section 2: the wide row-details table of the multiplier review, one row per category request
 * with its category, status, multiplier, reviewer and notes.
 */
export function MultiplierDetailsModal({
  opened,
  onClose,
  requests,
  reviewers,
}: MultiplierDetailsModalProps) {
  return (
    <RowDetailsModal opened={opened} onClose={onClose} title="Multiplier request details">
      <Table verticalSpacing="xs" striped aria-label="Multiplier request details">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Category</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Multiplier</Table.Th>
            <Table.Th>Reviewer</Table.Th>
            <Table.Th>Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((row) => (
            <Table.Tr key={row.ProjectQuoteCatMultiplierId}>
              <Table.Td>{row.ProductTypeCategoryName}</Table.Td>
              <Table.Td>{requestStatusBadge(row)}</Table.Td>
              <Table.Td ta="right">{row.RequestedMultiplier}</Table.Td>
              <Table.Td>{reviewerOf(row, reviewers)}</Table.Td>
              <Table.Td>{row.DecisionNote ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </RowDetailsModal>
  );
}
