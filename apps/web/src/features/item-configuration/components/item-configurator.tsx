import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { airProcesses } from '../air-processes.ts';
import { codeStringOf } from '../code-string-options.ts';
import { addersOf, unitListPrice } from '../pricing.ts';
import { coilResultColumns, heatPumpResultColumns } from '../results-format.ts';
import { activeDuties } from '../selection-input.ts';
import { useConfigurator } from '../use-configurator.ts';
import { useSaveConfiguration } from '../use-save-configuration.ts';
import { CodeStringBuilder } from './code-string-builder.tsx';
import { ConditionsPanel } from './conditions-panel.tsx';
import { FanCurveChart } from './fan-curve-chart.tsx';
import { ItemHeaderPanel } from './item-header-panel.tsx';
import { PsychrometricChart } from './psychrometric-chart.tsx';
import { ResultsTable } from './results-table.tsx';

type ItemConfiguratorProps = {
  projectId: number;
  base: ItemConfigurationInputs;
  lineItem: LineItemDetail;
  readOnly: boolean;
  onReload: () => void;
};

/** The item configuration screen of one line item, once its inputs are loaded. */
export function ItemConfigurator({ projectId, base, lineItem, readOnly, onReload }: ItemConfiguratorProps) {
  const state = useConfigurator(base, lineItem);
  const { header, inputs, run, payload } = state;
  const { save, tagError, staleAlert } = useSaveConfiguration({
    projectId,
    lineItemId: lineItem.ProjectScheduleLineItemId,
    onSaved: state.markSaved,
    onReload,
  });
  const headerErrors = { ...state.headerErrors, ...(tagError ? { ItemTag: tagError } : {}) };
  const conditionsValid = run !== null;
  const canSave =
    !readOnly &&
    payload !== null &&
    conditionsValid &&
    state.optionProblems.length === 0 &&
    Object.keys(state.headerErrors).length === 0;
  const segments = inputs?.CodeStringSegments ?? [];
  const pricing = inputs?.ProjectScheduleLineItemPricing ?? null;
  const adders = pricing ? addersOf(segments, state.chosen) : null;
  const prices = pricing
    ? { base: pricing.BaseListPrice, adders, unit: unitListPrice(pricing.BaseListPrice, adders) }
    : null;
  const modelData =
    inputs?.SelectionModels.find((model) => model.ProductModelId === header.ProductModelId) ?? null;
  const chosen = run?.chosen ?? null;
  const selection = payload?.Selection ?? null;
  const columns =
    state.conditions.Kind === 'Coil'
      ? coilResultColumns(
          activeDuties(state.conditions.Coil),
          state.conditions.Coil.ElectricHeatCapacity !== null,
        )
      : heatPumpResultColumns;

  return (
    <Stack gap="sm">
      <Group
        justify="space-between"
        wrap="nowrap"
        py={6}
        style={{
          position: 'sticky',
          top: 'var(--app-shell-header-height, 48px)',
          zIndex: 20,
          background: 'var(--mantine-color-body)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Title order={1} size="h3">
            Configure {lineItem.ItemTag}
          </Title>
          {inputs && <Badge variant="light">{inputs.CategoryName}</Badge>}
          <Text ff="monospace" size="sm" c="dimmed" truncate data-testid="header-code-string">
            {inputs ? codeStringOf(segments, state.chosen) : ''}
          </Text>
          {state.dirty && !readOnly && (
            <Badge color="orange" variant="light" data-testid="unsaved-changes">
              Unsaved changes
            </Badge>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={`${paths.projectDetail(projectId)}?tab=schedules&schedule=${lineItem.ProjectScheduleId}`}
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
          >
            Back to schedule
          </Button>
          {!readOnly && (
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!canSave}
              loading={save.isPending}
              onClick={() => payload && save.mutate(payload)}
            >
              Save
            </Button>
          )}
        </Group>
      </Group>

      <Paper withBorder radius="md" p="sm">
        <ItemHeaderPanel
          header={header}
          dispatch={state.dispatch}
          hierarchy={state.hierarchy}
          errors={headerErrors}
          prices={prices}
          readOnly={readOnly}
        />
      </Paper>

      {state.inputsError && <Text c="red">{state.inputsError.message}</Text>}
      {header.ProductModelId === null && (
        <Text c="dimmed">Choose a model to see its performance and options.</Text>
      )}
      {state.inputsLoading && !state.inputsError && (
        <Group justify="center" p="lg">
          <Loader aria-label="Loading the model's data" />
        </Group>
      )}

      {inputs && (
        <>
          <ConditionsPanel state={state} readOnly={readOnly} />
          <Paper withBorder radius="md" p="sm" component="section" aria-label="Performance">
            <Group justify="space-between" mb={6}>
              <Title order={2} size="h5">
                Performance
              </Title>
              <Text
                size="xs"
                c="dimmed"
                data-testid="recalculation"
                data-recalc-ms={run?.elapsedMs.toFixed(2)}
              >
                {run
                  ? `${run.rows.length} candidates of the model class at these conditions; the highlighted one is saved.`
                  : 'Correct the design conditions to see the performance.'}
              </Text>
            </Group>
            <ResultsTable
              columns={columns}
              rows={run?.rows ?? []}
              currentModelId={header.ProductModelId}
              chosenKey={chosen?.key ?? null}
              readOnly={readOnly}
              onChoose={state.chooseResult}
            />
          </Paper>
          <SimpleGrid cols={2} spacing="sm">
            <Paper withBorder radius="md" p="sm">
              <Title order={2} size="h5" mb={4}>
                Fan curve {modelData ? `· ${modelData.ProductModelName}` : ''}
              </Title>
              {modelData && chosen ? (
                <FanCurveChart
                  model={modelData}
                  airFlowProfileId={chosen.result.AirFlowProfileId}
                  fanSpeed={chosen.result.FanSpeed}
                  operatingPoint={chosen.result.FanOperatingPoint}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  No operating point for these inputs.
                </Text>
              )}
            </Paper>
            <Paper withBorder radius="md" p="sm">
              <Title order={2} size="h5" mb={4}>
                Psychrometric chart
              </Title>
              <PsychrometricChart
                altitudeFt={selection?.Input.AltitudeFt ?? 0}
                processes={selection ? airProcesses(selection, chosen) : []}
              />
            </Paper>
          </SimpleGrid>
          <Paper withBorder radius="md" p="sm" component="section" aria-label="Options">
            <Title order={2} size="h5" mb={6}>
              Options
            </Title>
            <CodeStringBuilder
              groups={inputs.CodeStringGroups.map((group) => group.CodeStringGroup)}
              segments={segments}
              chosen={state.chosen}
              onChange={state.setChosen}
              onRepair={state.repairChosen}
              readOnly={readOnly}
            />
          </Paper>
        </>
      )}
      {staleAlert}
    </Stack>
  );
}
