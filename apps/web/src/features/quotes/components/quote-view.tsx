import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useStaleChangeAlert } from '../../../components/use-stale-change-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format.ts';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';
import { QuoteLinesTable } from '../../../shared/quotes/components/quote-lines-table.tsx';
import { QuoteSection } from '../../../shared/quotes/components/quote-section.tsx';
import { QuoteTotals } from '../../../shared/quotes/components/quote-totals.tsx';
import { quoteFormPath, quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { upsertProjectQuote } from '../api/upsert-project-quote.ts';
import { QuoteAcceptance } from './quote-acceptance.tsx';
import { QuoteDocuments } from './quote-documents.tsx';
import { QuoteEngineeringReview } from './quote-engineering-review.tsx';
import { QuoteLocations } from './quote-locations.tsx';
import { QuoteMultiplierReview } from './quote-multiplier-review.tsx';
import { QuoteNetAdds } from './quote-net-adds.tsx';
import { QuoteNotes } from './quote-notes.tsx';
import { QuoteRevisionCompare } from './quote-revision-compare.tsx';
import { type QuoteSettings, QuoteSettingsForm } from './quote-settings-form.tsx';
import { QuoteStatusActions } from './quote-status-actions.tsx';
import { SubmittalButton } from './submittal-button.tsx';

/** The order request of a quote: the orders feature's button, given by app/ (features import no feature). */
export type OrderRequestComponent = ComponentType<{ quote: ProjectQuote; onReload: () => void }>;

type QuoteViewProps = { quote: ProjectQuote; onReload: () => void; orderRequest?: OrderRequestComponent };

/** One quote: its settings, lines, net adds, totals, addresses and notes; read-only once superseded. */
export function QuoteView({ quote, onReload, orderRequest: OrderRequest }: QuoteViewProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stale = useStaleChangeAlert(onReload);
  const [confirmRevision, setConfirmRevision] = useState(false);
  const saved = (next: ProjectQuote) => {
    queryClient.setQueryData(quoteKeys.detail(next.ProjectQuoteId), next);
    void queryClient.invalidateQueries({ queryKey: quoteKeys.byProject(next.ProjectId) });
  };
  const upsert = useMutation({
    mutationFn: upsertProjectQuote,
    onSuccess: (next, input) => {
      saved(next);
      if (input.CreateRevision) {
        void queryClient.invalidateQueries({ queryKey: quoteKeys.detail(quote.ProjectQuoteId) });
        showToast({ type: 'Success', message: `Revision ${next.Revision} created.` });
        navigate(quoteFormPath(next.ProjectId, next.ProjectQuoteId));
      } else
        showToast({ type: 'Success', message: `Quote ${quoteTitle(next)} saved (${next.QuoteStatusName}).` });
    },
    onError: stale.handleError,
  });
  const base = { ProjectQuoteId: quote.ProjectQuoteId, RowVersion: quote.RowVersion };
  const settings = useMemo<QuoteSettings>(
    () => ({
      ProjectScheduleIds: quote.ProjectScheduleIds,
      BrandId: quote.BrandId,
      TransactionType: quote.TransactionType === 2 ? 2 : 1,
      ValidUntil: quote.ValidUntil.slice(0, 10),
    }),
    [quote],
  );
  const readOnly = !quote.CanEdit;
  // The quote names only the schedules it covers; an editor may add any other schedule of the project.
  const project = useProject(quote.ProjectId, { enabled: !readOnly });
  const schedules = useMemo(() => {
    const covered = new Set(quote.ProjectScheduleIds);
    const others = (project.data?.ProjectSchedules ?? []).filter((s) => !covered.has(s.ProjectScheduleId));
    return [...quote.ProjectSchedules, ...others];
  }, [quote, project.data]);
  const canRevise = !quote.IsSuperseded && quote.CanEdit;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="sm">
            <Title order={1} size="h2">
              Quote {quoteTitle(quote)}
            </Title>
            <Badge variant="light" size="lg" data-testid="quote-status">
              {quote.IsSuperseded ? 'Superseded' : quote.QuoteStatusName}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={`${paths.projectDetail(quote.ProjectId)}?tab=quotes`}>
              {quote.ProjectName}
            </Anchor>
            {` · valid until ${formatCalendarDate(quote.ValidUntil)} · modified ${formatDateTime(quote.DateModified)}`}
          </Text>
        </Stack>
        <Group gap="xs">
          {OrderRequest && <OrderRequest quote={quote} onReload={onReload} />}
          <QuoteDocuments quote={quote} />
          <SubmittalButton quote={quote} />
          <QuoteStatusActions
            quote={quote}
            busy={upsert.isPending}
            onChangeStatus={(statusId) => upsert.mutate({ ...base, QuoteStatusId: statusId })}
          />
          {canRevise && (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} />}
              onClick={() => setConfirmRevision(true)}
            >
              New revision
            </Button>
          )}
        </Group>
      </Group>
      {quote.IsSuperseded && (
        <Alert
          color="gray"
          icon={<IconInfoCircle />}
          title="Superseded revision"
          data-testid="superseded-banner"
        >
          A newer revision replaced this one; it stays readable and cannot change.{' '}
          {quote.SupersededByProjectQuoteId !== null && (
            <Anchor component={Link} to={quoteFormPath(quote.ProjectId, quote.SupersededByProjectQuoteId)}>
              Open the newer revision
            </Anchor>
          )}
        </Alert>
      )}
      <QuoteSection title="Quote">
        <QuoteSettingsForm
          key={quote.RowVersion}
          initialValues={settings}
          schedules={schedules}
          readOnly={readOnly}
          saving={upsert.isPending}
          submitLabel="Save"
          onSave={(values) => upsert.mutate({ ...base, ...values })}
        />
      </QuoteSection>
      <QuoteSection title="Lines">
        <QuoteLinesTable quote={quote} />
      </QuoteSection>
      <QuoteSection title="Net adds and totals">
        <QuoteNetAdds
          projectQuoteId={quote.ProjectQuoteId}
          netAdds={quote.NetAdds}
          canEdit={!readOnly}
          onChanged={onReload}
          onError={stale.handleError}
        />
        <QuoteTotals totals={quote.Totals} />
      </QuoteSection>
      <QuoteRevisionCompare quote={quote} />
      <QuoteAcceptance quote={quote} onReload={onReload} />
      <QuoteMultiplierReview quote={quote} onReload={onReload} onError={stale.handleError} />
      <QuoteEngineeringReview quote={quote} onReload={onReload} onError={stale.handleError} />
      <QuoteSection title="Ship to and bill to">
        <QuoteLocations quote={quote} readOnly={readOnly} onSaved={saved} onError={stale.handleError} />
      </QuoteSection>
      <QuoteSection title="Notes">
        <QuoteNotes projectQuoteId={quote.ProjectQuoteId} onError={stale.handleError} />
      </QuoteSection>
      <ConfirmationModal
        opened={confirmRevision}
        header="New revision?"
        message={`Revision ${quote.Revision + 1} starts as a copy of this quote; revision ${quote.Revision} stays readable, marked superseded.`}
        acceptLabel="Create revision"
        rejectLabel="Back"
        onAccept={() => {
          setConfirmRevision(false);
          upsert.mutate({ ...base, CreateRevision: true });
        }}
        onReject={() => setConfirmRevision(false)}
      />
      {stale.alert}
    </Stack>
  );
}
