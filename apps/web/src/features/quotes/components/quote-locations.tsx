import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { showToast } from '../../../components/toast.tsx';
import {
  LocationForm,
  type LocationFormValues,
  locationFormValues,
} from '../../../shared/projects/components/location-form.tsx';
import { projectQuoteLocationUpsert } from '../api/project-quote-location-upsert.ts';

type QuoteLocationsProps = {
  quote: ProjectQuote;
  readOnly: boolean;
  onSaved: (quote: ProjectQuote) => void;
  onError: (error: Error) => void;
};

/** Ship-to and bill-to of the quote, each saved on its own (the quote's row version guards both). */
export function QuoteLocations({ quote, readOnly, onSaved, onError }: QuoteLocationsProps) {
  const shipTo = useMemo(() => locationFormValues(quote.ShipToLocation), [quote.ShipToLocation]);
  const billTo = useMemo(() => locationFormValues(quote.BillToLocation), [quote.BillToLocation]);
  const save = useMutation({
    mutationFn: (change: { ShipTo?: LocationFormValues; BillTo?: LocationFormValues }) =>
      projectQuoteLocationUpsert({
        ProjectQuoteId: quote.ProjectQuoteId,
        RowVersion: quote.RowVersion,
        ...change,
      }),
    onSuccess: (saved) => {
      onSaved(saved);
      showToast({ type: 'Success', message: 'Address saved.' });
    },
    onError,
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Ship To
        </Title>
        <LocationForm
          initialValues={shipTo}
          readOnly={readOnly}
          saving={save.isPending && save.variables?.ShipTo !== undefined}
          onSave={(ShipTo) => save.mutateAsync({ ShipTo }).catch(() => undefined)}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Bill To
        </Title>
        <LocationForm
          initialValues={billTo}
          readOnly={readOnly}
          saving={save.isPending && save.variables?.BillTo !== undefined}
          onSave={(BillTo) => save.mutateAsync({ BillTo }).catch(() => undefined)}
          {...(quote.ShipToLocation
            ? { fillFrom: { label: 'Same as ship-to', location: quote.ShipToLocation } }
            : {})}
        />
      </Stack>
    </SimpleGrid>
  );
}
