import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import { quoteDocumentMessages } from '@airquote/shared/contracts/quote/quote-document-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { isValidEmail } from '@airquote/shared/rules/email';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { visibleFieldError } from '../../../components/field-error.ts';
import { showToast } from '../../../components/toast.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { sendQuoteSubmittalEmail } from '../api/send-quote-submittal-email.ts';

/** A stored PDF of the quote (a project attachment). */
export type QuoteDocument = Project['Attachments'][number];

/** Addresses as typed: separated by commas, semicolons or spaces. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const mailFormSchema = z.object({
  To: z
    .string()
    .refine((text) => splitRecipients(text).length > 0, { error: quoteDocumentMessages.recipientsRequired })
    .refine((text) => splitRecipients(text).every(isValidEmail), {
      error: quoteDocumentMessages.recipientInvalid,
    }),
  Subject: z.string().trim().min(1, { error: quoteDocumentMessages.subjectRequired }).max(200),
  Message: z.string().max(4000),
  ProjectAttachmentIds: z.array(z.string()).min(1, { error: quoteDocumentMessages.attachmentsRequired }),
});
type MailFormValues = z.infer<typeof mailFormSchema>;
const resolver = formResolver<MailFormValues>(mailFormSchema);

type QuoteMailModalProps = {
  opened: boolean;
  quote: ProjectQuote;
  documents: QuoteDocument[];
  onClose: () => void;
};

/** The newest quote PDF and part summary are chosen at first. */
function defaultChoice(documents: QuoteDocument[]): string[] {
  const newest = (prefix: string) => documents.find((document) => document.FileName.startsWith(prefix));
  return [newest('Quote-'), newest('PartSummary-')]
    .filter((document) => document !== undefined)
    .map((document) => String(document.ProjectAttachmentId));
}

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function QuoteMailModal(props: QuoteMailModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Mail quote ${quoteTitle(props.quote)}`}
      centered
      size="lg"
    >
      <QuoteMailForm key={props.quote.ProjectQuoteId} {...props} />
    </Modal>
  );
}

/** Mail the quote's generated PDFs to the customer: to, subject, message and which PDFs. */
function QuoteMailForm({ quote, documents, onClose }: QuoteMailModalProps) {
  const initialValues = (): MailFormValues => ({
    To: '',
    Subject: `Quote ${quoteTitle(quote)} – ${quote.ProjectName}`,
    Message: `Please find attached our quote ${quoteTitle(quote)} for ${quote.ProjectName}.`,
    ProjectAttachmentIds: defaultChoice(documents),
  });
  const { register, handleSubmit, formState, control } = useForm<MailFormValues>({
    resolver,
    defaultValues: initialValues(),
    mode: 'onTouched',
  });
  const send = useMutation({
    mutationFn: (values: MailFormValues) =>
      sendQuoteSubmittalEmail({
        ProjectQuoteId: quote.ProjectQuoteId,
        To: splitRecipients(values.To),
        Subject: values.Subject,
        Message: values.Message,
        ProjectAttachmentIds: values.ProjectAttachmentIds.map(Number),
      }),
    onSuccess: (_answer, values) => {
      showToast({
        type: 'Success',
        message: `${quoteDocumentMessages.mailed} To: ${splitRecipients(values.To).join(', ')}.`,
      });
      onClose();
    },
    onError: (error) => showToast({ type: 'Error', message: error.message }),
  });

  return (
    <form onSubmit={handleSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="To"
          description="One or more e-mail addresses, separated by commas"
          withAsterisk
          data-autofocus
          error={visibleFieldError(formState, 'To')}
          {...register('To')}
        />
        <TextInput
          label="Subject"
          withAsterisk
          maxLength={200}
          error={visibleFieldError(formState, 'Subject')}
          {...register('Subject')}
        />
        <Textarea
          label="Message"
          autosize
          minRows={3}
          maxLength={4000}
          error={visibleFieldError(formState, 'Message')}
          {...register('Message')}
        />
        <Controller
          control={control}
          name="ProjectAttachmentIds"
          render={({ field }) => (
            <Checkbox.Group
              label="PDFs to send"
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.ProjectAttachmentIds?.message}
            >
              <Stack gap={6} mt={6}>
                {documents.length === 0 && (
                  <Text size="sm" c="dimmed">
                    No PDF yet: generate the quote PDF or the part summary first.
                  </Text>
                )}
                {documents.map((document) => (
                  <Checkbox
                    key={document.ProjectAttachmentId}
                    value={String(document.ProjectAttachmentId)}
                    label={`${document.AttachmentName} (${document.FileName})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
