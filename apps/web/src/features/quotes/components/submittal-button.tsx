import {
  submittalMessages,
  submittalOptionList,
} from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showProgressNotice, showToast } from '../../../components/toast.tsx';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import { projectKeys } from '../../../shared/projects/api/query-keys.ts';
import { quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { generateSubmittalPdfs } from '../api/generate-submittal-pdfs.ts';
import { deliverGeneratedFile } from './quote-documents.tsx';

const allOptions = submittalOptionList.map((option) => String(option.value));

/**
 * "Submittal package" on the quote screen (issue 6): choose the SubmittalOptions, the quote's schedules
 * and any stored PDFs of the project to merge. It is made in the background (a notice shows it goes
 * on), kept with the quote, then opened in a new tab.
 */
export function SubmittalButton({ quote }: { quote: ProjectQuote }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [options, setOptions] = useState<string[]>(allOptions);
  const [scheduleIds, setScheduleIds] = useState<string[]>([]);
  const [pdfIds, setPdfIds] = useState<string[]>([]);
  const project = useProject(quote.ProjectId, { enabled: opened });
  // Uploaded PDFs only: generated quote and submittal PDFs do not belong inside a package.
  const storedPdfs = (project.data?.Attachments ?? []).filter(
    (attachment) =>
      attachment.IsActive &&
      attachment.ContentType === 'application/pdf' &&
      attachment.ProjectAttachmentLookupValue !== ProjectAttachment.QuotePdf &&
      attachment.ProjectAttachmentLookupValue !== ProjectAttachment.SubmittalPdf,
  );
  const schedules = quote.ProjectSchedules.filter((schedule) => schedule.ActiveLineItemCount > 0);

  const open = () => {
    setOptions(allOptions);
    setScheduleIds(schedules.map((schedule) => String(schedule.ProjectScheduleId)));
    setPdfIds([]);
    setOpened(true);
  };
  const generate = useMutation({
    mutationFn: () =>
      generateSubmittalPdfs({
        ProjectId: quote.ProjectId,
        ProjectQuoteId: quote.ProjectQuoteId,
        ProjectScheduleIds: scheduleIds.map(Number),
        SubmittalOptions: options.map(Number),
        PdfAttachmentIds: pdfIds.map(Number),
      }),
    // The dialog closes at once: the package is made in the background while the user keeps working.
    onMutate: () => {
      setOpened(false);
      return {
        hideNotice: showProgressNotice(
          'Generating the submittal package',
          `Quote ${quoteTitle(quote)}: you can keep working; it opens when it is ready.`,
        ),
      };
    },
    onSuccess: (file, _variables, context) => {
      context.hideNotice();
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(quote.ProjectId) });
      deliverGeneratedFile(file, 'The submittal package');
    },
    onError: (error, _variables, context) => {
      context?.hideNotice();
      showToast({ type: 'Error', message: `The submittal could not be generated: ${error.message}` });
    },
  });
  const noOption = options.length === 0;
  const noSchedule = scheduleIds.length === 0;

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileDescription size={16} />}
        onClick={open}
        loading={generate.isPending}
      >
        Submittal package
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Submittal package" centered size="md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!noOption && !noSchedule) generate.mutate();
          }}
        >
          <Stack gap="md">
            <Checkbox.Group
              label="Contents"
              withAsterisk
              value={options}
              onChange={setOptions}
              error={noOption ? submittalMessages.optionsRequired : undefined}
            >
              <Stack gap={6} mt={6}>
                {submittalOptionList.map((option) => (
                  <Checkbox key={option.value} value={String(option.value)} label={option.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox.Group
              label="Schedules"
              withAsterisk
              value={scheduleIds}
              onChange={setScheduleIds}
              error={noSchedule ? 'Choose at least one schedule with line items.' : undefined}
            >
              <Stack gap={6} mt={6}>
                {schedules.length === 0 && (
                  <Text size="sm" c="dimmed">
                    The quote's schedules have no active line items.
                  </Text>
                )}
                {schedules.map((schedule) => (
                  <Checkbox
                    key={schedule.ProjectScheduleId}
                    value={String(schedule.ProjectScheduleId)}
                    label={`${schedule.Name} (${schedule.ActiveLineItemCount} line item${schedule.ActiveLineItemCount === 1 ? '' : 's'})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            {storedPdfs.length > 0 && (
              <Checkbox.Group
                label="Stored PDFs to add"
                description="Attachments of the project, added at the end as their own pages"
                value={pdfIds}
                onChange={setPdfIds}
              >
                <Stack gap={6} mt={6}>
                  {storedPdfs.map((attachment) => (
                    <Checkbox
                      key={attachment.ProjectAttachmentId}
                      value={String(attachment.ProjectAttachmentId)}
                      label={`${attachment.AttachmentName} (${attachment.FileName})`}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
            <Text size="xs" c="dimmed">
              The package has a cover and a table of contents, shows no prices and is kept with the quote's
              documents.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={noOption || noSchedule}>
                Generate
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
