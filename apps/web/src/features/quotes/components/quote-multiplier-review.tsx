import type {
  MultiplierReviewer,
  ProjectQuoteCatMultiplier,
} from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import { catMultiplierMessages } from '@airquote/shared/contracts/quote/cat-multiplier-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Alert, Button, Group, Loader, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconInfoCircle, IconListDetails, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { QuoteSection } from '../../../shared/quotes/components/quote-section.tsx';
import { createProjectQuoteCatMultiplier } from '../api/create-project-quote-cat-multiplier.ts';
import { decideProjectQuoteCatMultiplier } from '../api/decide-project-quote-cat-multiplier.ts';
import { deleteProjectQuoteCatMultiplier } from '../api/delete-project-quote-cat-multiplier.ts';
import { useCatMultipliers } from '../api/get-cat-multipliers-by-project-quote-id.ts';
import { useProductTypeCategories } from '../api/get-product-type-categories.ts';
import { useMultiplierReviewers } from '../api/get-quote-multiplier-request-reviewers.ts';
import { reviewKeys } from '../api/query-keys.ts';
import { sendMultipliersRequestEmail } from '../api/send-multipliers-request-email.ts';
import {
  canDeleteCatMultiplier,
  quoteAllows,
  quoteCategoriesOf,
  quoteStatusIs,
} from '../quote-review-rules.ts';
import { actorOf } from '../quote-rules.ts';
import { MultiplierCategoryRow, requestStatusBadge } from './multiplier-category-row.tsx';
import { MultiplierDetailsModal } from './multiplier-details-modal.tsx';

const reviewerRoles: Record<MultiplierReviewer['ReviewerRole'], string> = {
  VPPricingDirector: 'VP of pricing',
  RegionalSalesManager: 'regional sales manager',
};

type QuoteMultiplierReviewProps = {
  quote: ProjectQuote;
  /** Refetches the quote: its status and totals change with a sent request or a decision. */
  onReload: () => void;
  onError: (error: Error) => void;
};

/**
 * Issue 5 part 3: lower multipliers per product type category. The requester drafts them and sends
 * the request (the quote goes to Multiplier Review); a reviewer approves or rejects each with a note,
 * and the last decision returns the quote to Open priced with the approved ones. Only for readers of
 * prices who take part in it.
 */
export function QuoteMultiplierReview({ quote, onReload, onError }: QuoteMultiplierReviewProps) {
  const queryClient = useQueryClient();
  const userInfo = useUserInfo();
  const actor = actorOf(userInfo);
  const underReview = quoteStatusIs(quote, 'MultiplierReview');
  const canRequest = quoteAllows(quote, 'RequestMultiplierReview', actor);
  const mayDecide = quoteAllows(quote, 'DecideMultiplierReview', actor);
  const takesPart =
    actor.capabilities.has('multiplier.request') ||
    actor.capabilities.has('multiplier.approve') ||
    underReview;
  const visible = quote.Totals !== null && takesPart;
  const quoteId = quote.ProjectQuoteId;
  const [note, setNote] = useState('');
  const [detailsOpened, setDetailsOpened] = useState(false);

  const requests = useCatMultipliers(quoteId, quote.DateModified, { enabled: visible });
  const categoryNames = useProductTypeCategories({ enabled: visible });
  const reviewers = useMultiplierReviewers(quoteId, quote.DateModified, {
    enabled: visible && (canRequest || underReview),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKeys.catMultipliers(quoteId) });

  const create = useMutation({ mutationFn: createProjectQuoteCatMultiplier, onSuccess: refresh, onError });
  const remove = useMutation({ mutationFn: deleteProjectQuoteCatMultiplier, onSuccess: refresh, onError });
  const send = useMutation({
    mutationFn: sendMultipliersRequestEmail,
    onSuccess: (answer) => {
      setNote('');
      showToast({
        type: 'Success',
        message: answer.IsUnderReview
          ? 'Multiplier request sent: the quote waits in multiplier review for the reviewers’ decision.'
          : 'No multiplier was below the standard: applied without review.',
      });
      refresh();
      onReload();
    },
    onError,
  });
  const decide = useMutation({
    mutationFn: decideProjectQuoteCatMultiplier,
    onSuccess: (decided) => {
      showToast({
        type: 'Success',
        message: `${decided.Status} ${decided.RequestedMultiplier} for ${decided.ProductTypeCategoryName}.`,
      });
      refresh();
      onReload();
    },
    onError,
  });

  const names = useMemo(
    () => new Map((categoryNames.data ?? []).map((row) => [row.ProductTypeCategoryId, row.Name])),
    [categoryNames.data],
  );
  const categories = useMemo(
    () => quoteCategoriesOf(quote, requests.data ?? [], names),
    [quote, requests.data, names],
  );
  if (!visible) return null;

  const rows = requests.data ?? [];
  const userId = userInfo?.AppUser.UserId;
  const isReviewer =
    actor.capabilities.has('admin') || (reviewers.data ?? []).some((reviewer) => reviewer.UserId === userId);
  const canDecide = mayDecide && isReviewer;
  const mayDelete = actor.capabilities.has('multiplier.request') && !quote.IsSuperseded;
  const drafts = rows.filter((row) => row.Status === 'Pending' && !row.IsSent);
  const decided = rows.filter((row) => row.Status !== 'Pending').reverse();
  const busy = create.isPending || remove.isPending || send.isPending || decide.isPending;
  const withActions = canRequest || canDecide || rows.some((row) => canDeleteCatMultiplier(row, underReview));

  return (
    <QuoteSection title="Multipliers" testId="multiplier-review">
      {underReview && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle />}
          title="Multiplier review"
          data-testid="multiplier-review-banner"
        >
          {canDecide
            ? 'Approve or reject each requested multiplier with a note. When every one is decided the quote opens again, priced with the approved multipliers.'
            : 'The requested multipliers wait for the reviewers’ decision; the quote opens again when every one is decided.'}
        </Alert>
      )}
      {requests.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading the multiplier requests" />
        </Group>
      ) : requests.isError ? (
        <Text c="red">{requests.error.message}</Text>
      ) : categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          The quote has no priced lines, so no category multiplier to request.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" aria-label="Category multipliers">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Category</Table.Th>
                <Table.Th ta="right">Standard</Table.Th>
                <Table.Th ta="right">Applied</Table.Th>
                <Table.Th ta="right">Requested</Table.Th>
                <Table.Th>Request</Table.Th>
                {withActions && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((category) => (
                <MultiplierCategoryRow
                  key={category.ProductTypeCategoryId}
                  category={category}
                  withActions={withActions}
                  actions={{
                    canRequest,
                    canDelete:
                      mayDelete &&
                      category.Latest !== null &&
                      canDeleteCatMultiplier(category.Latest, underReview),
                    canDecide,
                    busy,
                    onRequest: (categoryId, multiplier) =>
                      create.mutate({
                        ProjectQuoteId: quoteId,
                        ProductTypeCategoryId: categoryId,
                        RequestedMultiplier: multiplier,
                      }),
                    onDelete: (row) => remove.mutate(row.ProjectQuoteCatMultiplierId),
                    onDecide: (row, approved, decisionNote) =>
                      decide.mutate({
                        ProjectQuoteCatMultiplierId: row.ProjectQuoteCatMultiplierId,
                        Approved: approved,
                        Note: decisionNote,
                        RowVersion: row.RowVersion,
                      }),
                  }}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.length > 0 && (
        <Group justify="flex-end">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconListDetails size={14} />}
            onClick={() => setDetailsOpened(true)}
          >
            Details
          </Button>
          <MultiplierDetailsModal
            opened={detailsOpened}
            onClose={() => setDetailsOpened(false)}
            requests={rows}
            reviewers={reviewers.data ?? []}
          />
        </Group>
      )}
      {(canRequest || underReview) && <Reviewers reviewers={reviewers} />}
      {canRequest && (
        <Stack gap="xs">
          <Textarea
            label="Note to the reviewers"
            description="Why the lower multipliers are needed (optional)."
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {drafts.length === 0
                ? 'Enter a lower multiplier for a category and Add it to the request.'
                : `${drafts.length} category multiplier(s) ready to send.`}
            </Text>
            <Button
              leftSection={<IconSend size={16} />}
              loading={send.isPending}
              disabled={drafts.length === 0 || busy}
              onClick={() =>
                send.mutate({ ProjectQuoteId: quoteId, RowVersion: quote.RowVersion, Note: note })
              }
            >
              Send request
            </Button>
          </Group>
        </Stack>
      )}
      {decided.length > 0 && <DecisionHistory decided={decided} />}
    </QuoteSection>
  );
}

function Reviewers({ reviewers }: { reviewers: { data?: MultiplierReviewer[]; isError: boolean } }) {
  if (!reviewers.data) return null;
  if (reviewers.data.length === 0)
    return (
      <Text size="sm" c="orange">
        {catMultiplierMessages.noReviewers}
      </Text>
    );
  return (
    <Text size="sm" data-testid="multiplier-reviewers">
      <Text span c="dimmed" size="sm">
        Reviewers:{' '}
      </Text>
      {reviewers.data
        .map((reviewer) => `${reviewer.Name} (${reviewerRoles[reviewer.ReviewerRole]})`)
        .join(', ')}
    </Text>
  );
}

function DecisionHistory({ decided }: { decided: ProjectQuoteCatMultiplier[] }) {
  return (
    <Stack gap={4} aria-label="Decided multiplier requests">
      <Text size="sm" fw={600}>
        Decisions
      </Text>
      {decided.map((row) => (
        <Group
          key={row.ProjectQuoteCatMultiplierId}
          gap="xs"
          wrap="nowrap"
          align="flex-start"
          data-testid="multiplier-decision"
        >
          {requestStatusBadge(row)}
          <Text size="sm">
            {row.ProductTypeCategoryName}: {row.RequestedMultiplier} (standard {row.StandardMultiplier}) ·{' '}
            {row.DecidedByName ?? ''} · {formatDateTime(row.DecidedAt)}
            {row.DecisionNote ? ` · ${row.DecisionNote}` : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
