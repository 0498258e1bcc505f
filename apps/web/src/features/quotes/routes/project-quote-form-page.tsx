import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { showToast } from '../../../components/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import { ProjectNotFound } from '../../../shared/projects/components/project-not-found.tsx';
import { parseId, parseProjectId } from '../../../shared/projects/project-route-params.ts';
import { quoteKeys } from '../../../shared/quotes/api/query-keys.ts';
import { quoteFormPath } from '../../../shared/quotes/quote-rules.ts';
import { useQuoteAccess } from '../../../shared/quotes/use-quote-access.ts';
import { useProjectQuote } from '../api/get-project-quote.ts';
import { upsertProjectQuote } from '../api/upsert-project-quote.ts';
import { QuoteSettingsForm } from '../components/quote-settings-form.tsx';
import { type OrderRequestComponent, QuoteView } from '../components/quote-view.tsx';
import { defaultValidUntil } from '../quote-rules.ts';

function Message({ title, text, projectId }: { title: string; text: string; projectId?: number }) {
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text>{text}</Text>
          {projectId !== undefined && (
            <Anchor component={Link} to={paths.projectDetail(projectId)}>
              Open the project
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

const loading = (label: string) => (
  <Group justify="center" p="xl">
    <Loader aria-label={label} />
  </Group>
);

/** topmenu/project/project-detail/:projectId/project-quote-form?projectQuoteId&projectScheduleId. */
export function ProjectQuoteFormPage({ orderRequest }: { orderRequest?: OrderRequestComponent }) {
  const projectId = parseProjectId(useParams().projectId);
  const [searchParams] = useSearchParams();
  const access = useQuoteAccess();
  const quoteParam = searchParams.get('projectQuoteId');
  const projectQuoteId = parseId(quoteParam);
  const scheduleId = parseId(searchParams.get('projectScheduleId'));
  // Engineers (and anyone without quote.view) are never sent to the quote endpoints: they answer 403.
  if (!access.canView) return <Message title="Quote" text="Your account has no access to quotes." />;
  if (!projectId) return <ProjectNotFound />;
  if (quoteParam !== null && projectQuoteId === null) return <QuoteNotFound projectId={projectId} />;
  if (projectQuoteId === null) {
    if (!access.canEdit)
      return <Message title="New Quote" text="Your account may not create quotes." projectId={projectId} />;
    return <NewQuote projectId={projectId} scheduleId={scheduleId} />;
  }
  return (
    <ExistingQuote
      key={projectQuoteId}
      projectId={projectId}
      projectQuoteId={projectQuoteId}
      orderRequest={orderRequest}
    />
  );
}

function QuoteNotFound({ projectId }: { projectId: number }) {
  return (
    <Message title="Quote" text="This quote does not exist or is not visible to you." projectId={projectId} />
  );
}

function NewQuote({ projectId, scheduleId }: { projectId: number; scheduleId: number | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const project = useProject(projectId);
  const create = useMutation({
    mutationFn: upsertProjectQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.ProjectQuoteId), quote);
      void queryClient.invalidateQueries({ queryKey: quoteKeys.byProject(projectId) });
      showToast({ type: 'Success', message: `Quote ${quote.QuoteNumber} created.` });
      navigate(quoteFormPath(projectId, quote.ProjectQuoteId), { replace: true });
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });
  const data = project.data;
  const initialValues = useMemo(
    () => ({
      ProjectScheduleIds:
        scheduleId !== null && data?.ProjectSchedules.some((s) => s.ProjectScheduleId === scheduleId)
          ? [scheduleId]
          : [],
      BrandId: data?.BrandId ?? null,
      TransactionType: 1 as const,
      ValidUntil: defaultValidUntil(new Date()),
    }),
    [data, scheduleId],
  );
  if (project.isPending) return loading('Loading the project');
  if (project.isError) {
    if (project.error instanceof ApiCallError && project.error.status === 404) return <ProjectNotFound />;
    return <Text c="red">{project.error.message}</Text>;
  }
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          New Quote
        </Title>
        <Anchor component={Link} to={`${paths.projectDetail(projectId)}?tab=quotes`} size="sm">
          {project.data.Name}
        </Anchor>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        <QuoteSettingsForm
          initialValues={initialValues}
          schedules={project.data.ProjectSchedules}
          readOnly={false}
          saving={create.isPending}
          submitLabel="Create quote"
          onSave={(values) => create.mutate({ ProjectId: projectId, ...values })}
        />
      </Paper>
    </Stack>
  );
}

function ExistingQuote({
  projectId,
  projectQuoteId,
  orderRequest,
}: {
  projectId: number;
  projectQuoteId: number;
  orderRequest: OrderRequestComponent | undefined;
}) {
  const quote = useProjectQuote(projectQuoteId);
  if (quote.isPending) return loading('Loading the quote');
  if (quote.isError) {
    if (quote.error instanceof ApiCallError && quote.error.status === 404)
      return <QuoteNotFound projectId={projectId} />;
    return <Text c="red">{quote.error.message}</Text>;
  }
  // A quote of another project under this address: show it where it belongs.
  if (quote.data.ProjectId !== projectId) return <QuoteNotFound projectId={projectId} />;
  return <QuoteView quote={quote.data} onReload={() => void quote.refetch()} orderRequest={orderRequest} />;
}
