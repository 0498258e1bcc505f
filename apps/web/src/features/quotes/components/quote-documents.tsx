import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { ActionIcon, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconClipboardCheck,
  IconDownload,
  IconExternalLink,
  IconFiles,
  IconFileTypePdf,
  IconMail,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showProgressNotice, showToast } from '../../../components/toast.tsx';
import { type BinaryFile, openOrDownload, saveFile } from '../../../lib/file-helper.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { getAttachment } from '../../../shared/projects/api/get-attachment.ts';
import { useProject } from '../../../shared/projects/api/get-project.ts';
import { projectKeys } from '../../../shared/projects/api/query-keys.ts';
import { quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { generateQuotePartSummaryPdf } from '../api/generate-quote-part-summary-pdf.ts';
import { generateQuotePdfs } from '../api/generate-quote-pdfs.ts';
import { type QuoteDocument, QuoteMailModal } from './quote-mail-modal.tsx';
import { SubmittalReviewModal } from './submittal-review-modal.tsx';

type DocumentKind = 'quote' | 'parts';

const documentLabels: Record<DocumentKind, string> = { quote: 'quote PDF', parts: 'part summary PDF' };

/**
 * A generated document is kept with the quote, then opened in a new tab, or downloaded when the
 * browser blocks the tab; the toast says which.
 */
export function deliverGeneratedFile(file: BinaryFile, fallbackName: string): void {
  const name = file.fileName ?? fallbackName;
  const delivery = openOrDownload(file);
  showToast({
    type: 'Success',
    message:
      delivery === 'downloaded'
        ? `${name} is ready and kept with the quote; it was downloaded, as your browser did not open a new tab.`
        : `${name} is ready and kept with the quote.`,
  });
}

/** The quote's generated PDFs (quote, part summary, submittal), newest first. */
export function quoteDocumentsOf(project: Project | undefined, projectQuoteId: number): QuoteDocument[] {
  return (project?.Attachments ?? [])
    .filter(
      (attachment) =>
        attachment.ProjectQuoteId === projectQuoteId &&
        attachment.IsActive &&
        (attachment.ProjectAttachmentLookupValue === ProjectAttachment.QuotePdf ||
          attachment.ProjectAttachmentLookupValue === ProjectAttachment.SubmittalPdf),
    )
    .sort((a, b) => b.ProjectAttachmentId - a.ProjectAttachmentId);
}

/**
 * Quote documents in the quote screen's header (issue 6): generate the quote PDF or part summary
 * (stored as quote attachments and opened in a new tab), open or download the stored ones again, and
 * mail them. Generating runs in the background with a progress notice: the page stays usable.
 */
export function QuoteDocuments({ quote }: { quote: ProjectQuote }) {
  const queryClient = useQueryClient();
  const [mailOpened, setMailOpened] = useState(false);
  const [listOpened, setListOpened] = useState(false);
  const [reviewing, setReviewing] = useState<QuoteDocument | null>(null);
  const project = useProject(quote.ProjectId);
  const documents = quoteDocumentsOf(project.data, quote.ProjectQuoteId);

  const generate = useMutation({
    mutationFn: async (kind: DocumentKind): Promise<BinaryFile> =>
      kind === 'quote'
        ? generateQuotePdfs(quote.ProjectQuoteId)
        : generateQuotePartSummaryPdf(quote.ProjectQuoteId),
    onMutate: (kind) => ({
      hideNotice: showProgressNotice(
        `Generating the ${documentLabels[kind]}`,
        `Quote ${quoteTitle(quote)}: you can keep working; it opens when it is ready.`,
      ),
    }),
    onSuccess: (file, _kind, context) => {
      context.hideNotice();
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(quote.ProjectId) });
      deliverGeneratedFile(file, 'The PDF');
    },
    onError: (error, kind, context) => {
      context?.hideNotice();
      showToast({
        type: 'Error',
        message: `The ${documentLabels[kind]} could not be generated: ${error.message}`,
      });
    },
  });

  const fetchDocument = async (document: QuoteDocument, mode: 'open' | 'download') => {
    try {
      const file = await getAttachment(document.ProjectAttachmentId);
      if (mode === 'open') openOrDownload(file, document.FileName);
      else saveFile(file, document.FileName);
    } catch (error) {
      // Spec section 8: a failed download is only logged.
      console.error('quote document download failed', error);
    }
  };
  const generating = generate.isPending ? generate.variables : null;

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={generating === 'quote'}
        disabled={generating === 'parts'}
        onClick={() => generate.mutate('quote')}
      >
        Quote PDF
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} />}
        loading={generating === 'parts'}
        disabled={generating === 'quote'}
        onClick={() => generate.mutate('parts')}
      >
        Part summary PDF
      </Button>
      <Popover opened={listOpened} onChange={setListOpened} width={400} position="bottom-end" shadow="md">
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconFiles size={16} />}
            onClick={() => setListOpened((open) => !open)}
            aria-expanded={listOpened}
          >
            Documents ({documents.length})
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" data-testid="quote-documents">
            <Text fw={600} size="sm">
              Generated PDFs of this quote
            </Text>
            {documents.length === 0 && (
              <Text size="sm" c="dimmed">
                None yet: generate the quote PDF or the part summary.
              </Text>
            )}
            {documents.map((document) => (
              <Group key={document.ProjectAttachmentId} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {document.AttachmentName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {document.FileName} · {formatDateTime(document.DateCreated)} · {document.UploadedByName}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  {document.ProjectAttachmentLookupValue === ProjectAttachment.SubmittalPdf && (
                    <Tooltip label="Record the engineer's review">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Record the engineer's review of ${document.FileName}`}
                        onClick={() => {
                          setListOpened(false);
                          setReviewing(document);
                        }}
                      >
                        <IconClipboardCheck size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                  <Tooltip label="Open in a new tab">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Open ${document.FileName}`}
                      onClick={() => void fetchDocument(document, 'open')}
                    >
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Download">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download ${document.FileName}`}
                      onClick={() => void fetchDocument(document, 'download')}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => setMailOpened(true)}>
        Mail to customer
      </Button>
      <SubmittalReviewModal
        submittal={reviewing}
        projectId={quote.ProjectId}
        onClose={() => setReviewing(null)}
      />
      <QuoteMailModal
        opened={mailOpened}
        quote={quote}
        documents={documents}
        onClose={() => setMailOpened(false)}
      />
    </>
  );
}
