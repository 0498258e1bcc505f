import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { ApiCallError } from '../../../lib/api-client.ts';
import { orderSettingsKey, saveOrderSettings, useOrderSettings } from '../api/order-settings.ts';

/**
 * The minimum lead time of orders (issue 15 item 6, ADR 0033): order processing may set a line's
 * requested ship date no earlier than this many working days (Monday to Friday) after the order date.
 */
export function OrderSettingsCard() {
  const settings = useOrderSettings();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<string | number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveOrderSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(orderSettingsKey, next);
      setTyped(null);
      setProblem(null);
      showToast({
        type: 'Success',
        message: `Minimum lead time is now ${next.MinLeadTimeWorkingDays} working days.`,
      });
    },
    onError: (error) => {
      setProblem(error instanceof ApiCallError ? error.message : String(error));
      if (error instanceof ApiCallError && (error.status === 409 || error.status === 412))
        void settings.refetch();
    },
  });
  if (!settings.data) return null;
  const value = typed ?? settings.data.MinLeadTimeWorkingDays;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="order-settings-title">
          Order lead time
        </Title>
        <Text size="sm" c="dimmed">
          Order processing can request a line to ship no earlier than this many working days (Monday to
          Friday) after the order date.
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="Minimum lead time (working days)"
            min={0}
            max={260}
            allowDecimal={false}
            value={value}
            onChange={setTyped}
            w={260}
          />
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate({
                MinLeadTimeWorkingDays: typeof value === 'number' ? value : Number(value),
                RowVersion: settings.data.RowVersion,
              })
            }
          >
            Save lead time
          </Button>
        </Group>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
