import type { RequirementEvaluation } from '@airquote/shared/selection/requirements';
import { Badge, Group, NumberInput, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useUnits } from '../../../lib/use-units.ts';
import { marginsText, requirementFields } from '../requirement-sizing.ts';
import type { RequirementsState } from '../use-requirements.ts';

type RequirementsPanelProps = {
  state: RequirementsState;
  /** The candidate Save stores, against the requirements (and a Capacity target); null when none. */
  evaluation: RequirementEvaluation | null;
  modelName: string | null;
  /** The reason kept on the line item for a unit that misses a requirement, if any. */
  overrideReason: string | null;
  readOnly: boolean;
};

/**
 * Sizing by load (issue #13, ADR 29): what the unit must deliver at the design conditions. The
 * candidates below are ranked against it; a unit that misses is saved only with a reason.
 */
export function RequirementsPanel({
  state,
  evaluation,
  modelName,
  overrideReason,
  readOnly,
}: RequirementsPanelProps) {
  const units = useUnits();
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Requirements">
      <Group justify="space-between" mb={4} wrap="wrap" gap="xs">
        <Title order={2} size="h5">
          Requirements
        </Title>
        <Text size="xs" c="dimmed">
          What the unit must deliver at the design conditions. All optional.
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
        {requirementFields.map((field) => {
          // The state stays I-P (what Save sends); an SI user sees and types kW, l/s and Pa.
          const converts = units.system === 'SI';
          const unit = converts ? units.label(field.kind) : field.unit;
          const ipValue = state.values[field.key];
          // The schema's limits are written in I-P: the message names them in the user's units.
          const error = state.errors[field.key];
          return (
            <NumberInput
              key={field.key}
              size="xs"
              label={field.label}
              name={`Requirements.${field.key}`}
              value={converts && ipValue !== '' ? units.display(field.kind, ipValue) : ipValue}
              onChange={(next) => {
                const typed = typeof next === 'number' ? next : next.trim() === '' ? '' : Number(next);
                state.setValue(
                  field.key,
                  converts && typeof typed === 'number' && Number.isFinite(typed)
                    ? units.toIp(field.kind, typed)
                    : typed,
                );
              }}
              decimalScale={converts ? units.decimals(field.kind) : field.key === 'Cfm' ? 0 : 2}
              step={field.step}
              hideControls
              readOnly={readOnly}
              error={error && units.message(error)}
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  {unit}
                </Text>
              }
              rightSectionWidth={unit.length > 4 ? 58 : 40}
              rightSectionPointerEvents="none"
              aria-description={`in ${unit}`}
            />
          );
        })}
      </SimpleGrid>
      <div aria-live="polite">
        {evaluation && modelName && (
          <Group gap={6} mt={6} wrap="nowrap" data-testid="requirement-status">
            {evaluation.Meets ? (
              <>
                <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
                <Text size="sm">
                  {modelName} meets every requirement: {marginsText(evaluation)}.
                </Text>
              </>
            ) : (
              <>
                <IconAlertCircle size={16} color="var(--mantine-color-red-8)" aria-hidden />
                <Text size="sm" c="red.9">
                  {modelName} misses: {units.message(evaluation.Shortfalls.join('; '))}. Saving it needs an
                  override reason.
                </Text>
              </>
            )}
          </Group>
        )}
        {overrideReason && (
          <Group gap={6} mt={6} wrap="nowrap" data-testid="requirement-override">
            <Badge color="orange" variant="light" size="sm">
              Override
            </Badge>
            <Text size="sm">Saved with the reason: {overrideReason}</Text>
          </Group>
        )}
      </div>
    </Paper>
  );
}
