import type {
  QuoteRevisionComparison,
  RevisionLineChange,
} from '@airquote/shared/contracts/quote/compare-project-quote-revisions';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Alert, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { QuoteSection } from '../../../shared/quotes/components/quote-section.tsx';
import {
  compareProjectQuoteRevisionsPdf,
  useRevisionComparison,
} from '../api/compare-project-quote-revisions.ts';
import { useProjectQuotes } from '../api/get-project-quotes-by-project-id.ts';
import { deliverGeneratedFile } from './quote-documents.tsx';

const FIELD_WORDS: Record<RevisionLineChange['Fields'][number], string> = {
  Quantity: 'quantity',
  Model: 'model',
  CodeString: 'code string',
  UnitPrice: 'unit price',
};

const signed = (value: string | null) =>
  value === null ? '—' : value.startsWith('-') ? `−${formatMoney(value.slice(1))}` : `+${formatMoney(value)}`;
const money = (value: string | null | undefined) => (value ? formatMoney(value) : '—');
const lineText = (state: RevisionLineChange['From']) =>
  state ? `${state.ItemQty} × ${state.CodeString || state.ProductModelName}` : '—';

function ComparisonTable({ comparison }: { comparison: QuoteRevisionComparison }) {
  const priced = comparison.TotalDelta !== null;
  const label = (side: QuoteRevisionComparison['From']) => `rev ${side.Revision}`;
  const counts = (change: RevisionLineChange['Change']) =>
    comparison.Lines.filter((line) => line.Change === change).length;
  return (
    <Stack gap="xs">
      <Text size="sm" aria-live="polite">
        {counts('Added')} added, {counts('Removed')} removed, {counts('Changed')} changed,{' '}
        {comparison.UnchangedLineCount} unchanged
        {priced
          ? `; total ${signed(comparison.TotalDelta)} (${money(comparison.From.Total)} → ${money(comparison.To.Total)})`
          : ''}
      </Text>
      {[comparison.From, comparison.To]
        .filter((side) => side.BasisNote !== null)
        .map((side) => (
          <Alert key={side.ProjectQuoteId} color="yellow" data-testid="revision-price-note">
            {label(side)}: {side.BasisNote}
          </Alert>
        ))}
      {comparison.Lines.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder data-testid="revision-comparison">
            <Table.Caption>
              Differences from {label(comparison.From)} to {label(comparison.To)}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tag</Table.Th>
                <Table.Th scope="col">Change</Table.Th>
                <Table.Th scope="col">{label(comparison.From)}</Table.Th>
                <Table.Th scope="col">{label(comparison.To)}</Table.Th>
                {priced && (
                  <>
                    <Table.Th scope="col" ta="right">
                      Unit before
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Unit after
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      Extended delta
                    </Table.Th>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.Lines.map((line) => (
                <Table.Tr key={line.ProjectScheduleLineItemId}>
                  <Table.Th scope="row">{line.ItemTag}</Table.Th>
                  <Table.Td>
                    {line.Change === 'Changed'
                      ? `Changed: ${line.Fields.map((field) => FIELD_WORDS[field]).join(', ')}`
                      : line.Change}
                  </Table.Td>
                  <Table.Td>{lineText(line.From)}</Table.Td>
                  <Table.Td>{lineText(line.To)}</Table.Td>
                  {priced && (
                    <>
                      <Table.Td ta="right">{money(line.From?.NetUnitPrice)}</Table.Td>
                      <Table.Td ta="right">{money(line.To?.NetUnitPrice)}</Table.Td>
                      <Table.Td ta="right">{signed(line.ExtendedNetDelta)}</Table.Td>
                    </>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/**
 * "Compare revisions" on the quote page (issue 17 part 4): pick two revisions of this quote; the
 * server's differences show as a table (lines added, removed, changed; unit prices and the total
 * delta for readers with prices) and as the "Revision comparison" PDF. Hidden for a quote without
 * another revision.
 */
export function QuoteRevisionCompare({ quote }: { quote: ProjectQuote }) {
  // Only a quote that supersedes or was superseded by another has revisions to compare.
  const hasRevisions = quote.SupersedesProjectQuoteId !== null || quote.IsSuperseded;
  const quotes = useProjectQuotes(quote.ProjectId, { enabled: hasRevisions });
  const revisions = (quotes.data ?? [])
    .filter((item) => item.QuoteNumber === quote.QuoteNumber)
    .sort((a, b) => a.Revision - b.Revision);
  const previous =
    [...revisions].reverse().find((item) => item.Revision < quote.Revision) ??
    revisions.find((item) => item.Revision > quote.Revision);
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const from = fromId ?? previous?.ProjectQuoteId ?? null;
  const to = toId ?? quote.ProjectQuoteId;
  const comparison = useRevisionComparison(from, to);
  const pdf = useMutation({
    mutationFn: () => compareProjectQuoteRevisionsPdf(from ?? 0, to),
    onSuccess: (file) => deliverGeneratedFile(file, 'The comparison'),
    onError: (error) =>
      showToast({ type: 'Error', message: `The comparison PDF could not be made: ${error.message}` }),
  });
  if (revisions.length < 2) return null;
  const options = revisions.map((item) => ({
    value: String(item.ProjectQuoteId),
    label: `Revision ${item.Revision}${item.ProjectQuoteId === quote.ProjectQuoteId ? ' (this one)' : ''}`,
  }));
  return (
    <QuoteSection title="Compare revisions" testId="revision-compare">
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <Select
            label="Compare"
            data={options}
            value={from === null ? null : String(from)}
            onChange={(value) => setFromId(value ? Number(value) : null)}
            allowDeselect={false}
            w={200}
          />
          <Select
            label="With"
            data={options}
            value={String(to)}
            onChange={(value) => setToId(value ? Number(value) : null)}
            allowDeselect={false}
            w={200}
          />
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            disabled={from === null || from === to}
            loading={pdf.isPending}
            onClick={() => pdf.mutate()}
          >
            Comparison PDF
          </Button>
        </Group>
        {from === to && <Text size="sm">Choose two different revisions.</Text>}
        {comparison.isPending && from !== to && <Loader size="sm" aria-label="Comparing revisions" />}
        {comparison.isError && (
          <Alert color="red" role="alert">
            {comparison.error.message}
          </Alert>
        )}
        {comparison.data && from !== to && <ComparisonTable comparison={comparison.data} />}
      </Stack>
    </QuoteSection>
  );
}
