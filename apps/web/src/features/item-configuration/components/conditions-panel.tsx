import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { initialConditions } from '../configurator-state.ts';
import type { Configurator } from '../use-configurator.ts';
import { CoilConditionsForm } from './coil-conditions-form.tsx';
import type { FieldBinding } from './condition-inputs.tsx';
import { HeatPumpConditionsForm } from './heat-pump-conditions-form.tsx';

type ConditionsPanelProps = { state: Configurator; readOnly: boolean };

/** The design conditions of the header's kind of unit, with a way back to the rating conditions. */
export function ConditionsPanel({ state, readOnly }: ConditionsPanelProps) {
  const { conditions, inputs, header, actions, visibleErrors, touch, orderedRows } = state;
  const binding: FieldBinding = useMemo(
    () => ({ errors: visibleErrors, onField: actions.changeField, onTouch: touch, readOnly }),
    [visibleErrors, actions, touch, readOnly],
  );
  const rating = conditions.Kind === 'Coil' ? 'AHRI 440' : 'ISO 13256-1 water loop';
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Design conditions">
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h5">
          Design conditions
        </Title>
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            Rating conditions: {rating}
          </Text>
          {!readOnly && inputs && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconRefresh size={12} />}
              onClick={() =>
                actions.replaceConditions(initialConditions(inputs, null, header.ProductModelId, orderedRows))
              }
            >
              Reset to {rating}
            </Button>
          )}
        </Group>
      </Group>
      {conditions.Kind === 'Coil' ? (
        <CoilConditionsForm conditions={conditions.Coil} binding={binding} />
      ) : (
        <HeatPumpConditionsForm conditions={conditions.HeatPump} binding={binding} />
      )}
    </Paper>
  );
}
