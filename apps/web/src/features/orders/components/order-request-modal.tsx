import {
  createOrderRequestSchema,
  type OrderAddress,
  orderAddressSchema,
} from '@airquote/shared/contracts/order/order-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../components/required-data-check.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { formatFileSize, formatMoney } from '../../../lib/format.ts';
import { attachmentAccept, attachmentProblem } from '../../../shared/projects/attachment-rules.ts';
import { quoteTitle } from '../../../shared/quotes/quote-rules.ts';
import { type AddressCountry, addressFromLocation, OrderAddressFields } from './order-address-fields.tsx';

export type OrderRequestValues = {
  PoNumber: string;
  RequestedShipDate: string;
  Note: string;
  ShipTo: OrderAddress;
  BillTo: OrderAddress;
};

// The shared rules of the order request, less the quote's id and version (the quote gives them); the
// form always sends both addresses (issue 15 item 6).
const resolver = formResolver<OrderRequestValues>(
  createOrderRequestSchema
    .pick({ PoNumber: true, RequestedShipDate: true, Note: true })
    .extend({ ShipTo: orderAddressSchema, BillTo: orderAddressSchema }),
);

const orderRequestLabels: ControlLabels<OrderRequestValues> = {
  PoNumber: 'PO Number',
  RequestedShipDate: 'Requested Ship Date',
};

/** Today as YYYY-MM-DD in the user's calendar: the earliest ship date the picker offers. */
export function todayLocal(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type OrderRequestModalProps = {
  opened: boolean;
  quote: ProjectQuote;
  saving: boolean;
  /** Why the server refused the last request, shown in the form. */
  refusal: string | null;
  /** Countries and their states for the address fields (the address lookups). */
  countries?: AddressCountry[];
  onSubmit: (values: OrderRequestValues, files: File[]) => void;
  onClose: () => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function OrderRequestModal(props: OrderRequestModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Order quote ${quoteTitle(props.quote)}`}
      centered
      size="xl"
    >
      <OrderRequestForm key={props.quote.ProjectQuoteId} {...props} />
    </Modal>
  );
}

/** The order request of one open quote: PO number, ship date, note and files; addresses as the quote has them. */
function OrderRequestForm({
  quote,
  saving,
  refusal,
  countries = [],
  onSubmit,
  onClose,
}: OrderRequestModalProps) {
  const { register, handleSubmit, formState, getValues, watch } = useForm<OrderRequestValues>({
    resolver,
    defaultValues: {
      PoNumber: '',
      RequestedShipDate: '',
      Note: '',
      // Prefilled from the quote's locations; the rep completes or changes them.
      ShipTo: addressFromLocation(quote.ShipToLocation, quote.ProjectName),
      BillTo: addressFromLocation(quote.BillToLocation ?? quote.ShipToLocation),
    },
    mode: 'onTouched',
  });
  const requiredData = useRequiredDataCheck({ labels: orderRequestLabels, getValues });
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);

  const addFiles = (chosen: File[]) => {
    const problems = chosen.flatMap((file) => {
      const problem = attachmentProblem(file);
      return problem ? [`${file.name}: ${problem}`] : [];
    });
    setFileProblem(problems.length > 0 ? problems.join(' ') : null);
    const allowed = chosen.filter((file) => attachmentProblem(file) === null);
    setFiles((current) => [
      ...current,
      ...allowed.filter(
        (file) => !current.some((kept) => kept.name === file.name && kept.size === file.size),
      ),
    ]);
  };

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values, files), requiredData.onInvalid)}
      noValidate
      aria-label="Order request"
    >
      {requiredData.popup}
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {quote.ProjectName} · {quote.BrandName}
          {quote.Totals?.Total ? ` · total ${formatMoney(quote.Totals.Total)}` : ''}. The quote becomes
          Ordered and its lines and totals are kept as they are now; order processing is told by e-mail.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="PO Number"
            withAsterisk
            data-autofocus
            maxLength={50}
            error={visibleFieldError(formState, 'PoNumber')}
            {...register('PoNumber')}
          />
          <TextInput
            label="Requested Ship Date"
            type="date"
            withAsterisk
            min={todayLocal()}
            error={visibleFieldError(formState, 'RequestedShipDate')}
            {...register('RequestedShipDate')}
          />
        </SimpleGrid>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          error={visibleFieldError(formState, 'Note')}
          {...register('Note')}
        />
        <OrderAddressFields
          name="ShipTo"
          legend="Ship To"
          register={register}
          formState={formState}
          countries={countries}
          countryCode={watch('ShipTo.CountryCode')}
        />
        <OrderAddressFields
          name="BillTo"
          legend="Bill To"
          register={register}
          formState={formState}
          countries={countries}
          countryCode={watch('BillTo.CountryCode')}
        />
        <Text size="xs" c="dimmed" mt={-8}>
          Prefilled from the quote&apos;s addresses; the order keeps the addresses as typed here.
        </Text>
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={3} size="h6">
              Attachments
            </Title>
            <FileButton onChange={addFiles} accept={attachmentAccept} multiple>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />}>
                  Add files
                </Button>
              )}
            </FileButton>
          </Group>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              No files: add the signed purchase order or anything else order processing needs (up to 20 MB
              each).
            </Text>
          ) : (
            <Stack
              gap={4}
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Files to attach"
            >
              {files.map((file) => (
                <Group key={`${file.name}-${file.size}`} component="li" gap="xs" wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(file.size)}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles((current) => current.filter((kept) => kept !== file))}
                  />
                </Group>
              ))}
            </Stack>
          )}
          {fileProblem && (
            <Text size="sm" c="red" role="alert">
              {fileProblem}
            </Text>
          )}
        </Stack>
        {refusal && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            title="The quote cannot be ordered"
            role="alert"
          >
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" loading={saving}>
            Send order request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
