import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSecondPass } from '../../../components/second-pass.tsx';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt.tsx';
import { airProcesses } from '../air-processes.ts';
import { pricedModelName } from '../configurator-state.ts';
import { chosenEvaluation, effectiveRequirements, sizeRows } from '../requirement-sizing.ts';
import { coilResultColumns, heatPumpResultColumns } from '../results-format.ts';
import { activeDuties } from '../selection-input.ts';
import { useConfigurator } from '../use-configurator.ts';
import { usePricingInputs } from '../use-pricing-inputs.ts';
import { useRequirements } from '../use-requirements.ts';
import { useSaveConfiguration } from '../use-save-configuration.ts';
import { CodeStringBuilder } from './code-string-builder.tsx';
import { ConditionsPanel } from './conditions-panel.tsx';
import { ElectricalPanel } from './electrical-panel.tsx';
import { FanCurveChart } from './fan-curve-chart.tsx';
import { ItemHeaderPanel } from './item-header-panel.tsx';
import { PricingPanel } from './pricing-panel.tsx';
import { PsychrometricChart } from './psychrometric-chart.tsx';
import { RequirementOverrideDialog } from './requirement-override-dialog.tsx';
import { RequirementsPanel } from './requirements-panel.tsx';
import { ResultsTable } from './results-table.tsx';
import { SaveBar } from './save-bar.tsx';

/** Sections redrawn on every keystroke keep their layout work to themselves. */
const contained = { contain: 'content' } as const;
/** Below the fold while the user types: the browser skips its rendering until it scrolls into view. */
const offscreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' } as const;

type ItemConfiguratorProps = {
  projectId: number;
  base: ItemConfigurationInputs;
  lineItem: LineItemDetail;
  readOnly: boolean;
  onReload: () => void;
};

/** The item configuration screen of one line item, once its inputs are loaded. */
export function ItemConfigurator({ projectId, base, lineItem, readOnly, onReload }: ItemConfiguratorProps) {
  // Issue #18: the header and the save bar with its price are drawn first; the engine's run and the
  // sections below the header follow in a second pass, from the next frame.
  const drawn = useSecondPass();
  const state = useConfigurator(base, lineItem, drawn);
  const { header, inputs, run, payload, actions, chosen, selection } = state;
  // Sizing by load (issue #13, ADR 29): requirements, the candidates ranked against them, the override.
  const sizing = useRequirements(lineItem);
  const [overrideOpen, setOverrideOpen] = useState(false);
  const { save, tagError, staleAlert } = useSaveConfiguration({
    projectId,
    lineItemId: lineItem.ProjectScheduleLineItemId,
    onSaved: (sent) => {
      const { Requirements: _requirements, RequirementOverrideReason: _reason, ...configuration } = sent;
      state.markSaved(configuration);
      sizing.markSaved();
      setOverrideOpen(false);
    },
    onReload,
  });
  const dirty = state.dirty || sizing.dirty;
  // Leaving with unsaved changes asks first (issue #15); a save under way is not held up.
  const unsavedPrompt = useUnsavedChangesPrompt(dirty && !readOnly && !save.isPending);
  const required = useMemo(
    () => effectiveRequirements(sizing.requirements, selection),
    [sizing.requirements, selection],
  );
  const sized = useMemo(() => (run ? sizeRows(run, required) : null), [run, required]);
  const evaluation = useMemo(() => chosenEvaluation(run, required), [run, required]);
  const saveWith = (reason: string | null) =>
    payload &&
    save.mutate({
      ...payload,
      Requirements: sizing.requirements,
      ...(reason ? { RequirementOverrideReason: reason } : {}),
    });
  const headerErrors = useMemo(
    () => (tagError ? { ...state.headerErrors, ItemTag: tagError } : state.headerErrors),
    [state.headerErrors, tagError],
  );
  const segments = inputs?.CodeStringSegments;
  // The chosen options belong to the inputs' model class: price them only once those are loaded.
  const modelName = pricedModelName(header, inputs);
  const pricing = usePricingInputs({
    lineItemId: lineItem.ProjectScheduleLineItemId,
    modelName,
    chosen,
    itemQty: header.ItemQty,
    optionsValid: state.optionProblems.length === 0,
  });
  const { priced } = pricing;
  // The bar repeats the panel's figures, so the screen never shows two list prices.
  const prices = pricing.canSeePrices
    ? {
        base: priced?.BaseListPrice ?? null,
        adders: priced?.AddersListPrice ?? null,
        unit: priced?.UnitListPrice ?? null,
        itemQty: priced?.ItemQty ?? null,
        extended: priced?.ExtendedListPrice ?? null,
      }
    : null;
  const groups = useMemo(
    () => inputs?.CodeStringGroups.map((group) => group.CodeStringGroup) ?? [],
    [inputs],
  );
  const modelData =
    inputs?.SelectionModels.find((model) => model.ProductModelId === header.ProductModelId) ?? null;
  const candidate = run?.chosen ?? null;
  const processes = useMemo(
    () => (selection ? airProcesses(selection, candidate) : []),
    [selection, candidate],
  );
  const coil = state.conditions.Kind === 'Coil' ? state.conditions.Coil : null;
  const cooling = coil ? activeDuties(coil).cooling : false;
  const heating = coil ? activeDuties(coil).heating : false;
  const electricHeat = coil ? coil.ElectricHeatCapacity !== null : false;
  const isCoil = coil !== null;
  // Stable columns while typing: only a change of configuration changes them.
  const columns = useMemo(
    () => (isCoil ? coilResultColumns({ cooling, heating }, electricHeat) : heatPumpResultColumns),
    [isCoil, cooling, heating, electricHeat],
  );
  const blockers = [
    ...Object.values(headerErrors).filter(Boolean),
    ...(inputs && !run
      ? [drawn ? 'Correct the design conditions.' : 'The performance is being calculated.']
      : []),
    ...(state.optionProblems.length > 0 ? ['Resolve the options that need attention.'] : []),
    ...(sizing.valid ? [] : ['Correct the requirements.']),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Group gap="sm">
          <Title order={1} size="h3">
            Configure {lineItem.ItemTag}
          </Title>
          {inputs && <Badge variant="light">{inputs.CategoryName}</Badge>}
          {header.ProductModelClass?.Description && (
            <Text size="sm" c="dimmed">
              {header.ProductModelClass.Description}
            </Text>
          )}
        </Group>
        {readOnly && (
          <Badge color="gray" variant="light">
            View only
          </Badge>
        )}
      </Group>

      <Paper withBorder radius="md" p="sm">
        <ItemHeaderPanel
          header={header}
          dispatch={actions.dispatchHeader}
          hierarchy={state.hierarchy}
          errors={headerErrors}
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

      {inputs && segments && drawn && (
        <>
          <ConditionsPanel state={state} readOnly={readOnly} />
          <RequirementsPanel
            state={sizing}
            evaluation={evaluation}
            modelName={modelName}
            overrideReason={lineItem.RequirementOverride?.Reason ?? null}
            readOnly={readOnly}
          />
          <Paper withBorder radius="md" p="sm" component="section" aria-label="Performance">
            <Group justify="space-between" mb={4}>
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
              chosenKey={candidate?.key ?? null}
              onChoose={actions.chooseResult}
              readOnly={readOnly}
              sized={sized}
            />
          </Paper>
          {/* Side by side on a desktop, one under the other on a phone or a tablet (issue #18). */}
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            <Paper withBorder radius="md" p="sm" component="section" aria-label="Fan curve" style={contained}>
              <Title order={2} size="h5" mb={4}>
                Fan curve{modelData ? ` · ${modelData.ProductModelName}` : ''}
              </Title>
              {modelData && candidate ? (
                <FanCurveChart
                  model={modelData}
                  airFlowProfileId={candidate.result.AirFlowProfileId}
                  fanSpeed={candidate.result.FanSpeed}
                  operatingPoint={candidate.result.FanOperatingPoint}
                  altitudeFt={selection?.Input.AltitudeFt ?? 0}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  No operating point for these inputs.
                </Text>
              )}
            </Paper>
            <Paper
              withBorder
              radius="md"
              p="sm"
              component="section"
              aria-label="Psychrometric chart"
              style={contained}
            >
              <Title order={2} size="h5" mb={4}>
                Psychrometric chart
              </Title>
              <PsychrometricChart altitudeFt={selection?.Input.AltitudeFt ?? 0} processes={processes} />
            </Paper>
          </SimpleGrid>
          <Paper
            withBorder
            radius="md"
            p="sm"
            component="section"
            aria-label="Options"
            style={offscreenSkipped}
          >
            <Title order={2} size="h5" mb={6}>
              Options
            </Title>
            <CodeStringBuilder
              groups={groups}
              segments={segments}
              chosen={chosen}
              onChange={actions.replaceChosen}
              onRepair={actions.repairChosen}
              readOnly={readOnly}
            />
          </Paper>
          <ElectricalPanel
            ratings={
              inputs.ElectricalRatings?.find((model) => model.ProductModelId === header.ProductModelId) ??
              null
            }
            segments={segments}
            chosen={chosen}
          />
          <PricingPanel pricing={pricing} />
        </>
      )}
      <SaveBar
        projectId={projectId}
        scheduleId={lineItem.ProjectScheduleId}
        segments={segments ?? null}
        chosen={chosen}
        prices={prices}
        dirty={dirty && !readOnly}
        readOnly={readOnly}
        blockers={blockers}
        saving={save.isPending}
        onSave={() => (evaluation && !evaluation.Meets ? setOverrideOpen(true) : saveWith(null))}
        canSave={payload !== null && blockers.length === 0}
      />
      <RequirementOverrideDialog
        opened={overrideOpen}
        modelName={modelName ?? 'The chosen unit'}
        shortfalls={evaluation?.Shortfalls ?? []}
        initialReason={lineItem.RequirementOverride?.Reason ?? ''}
        saving={save.isPending}
        onCancel={() => setOverrideOpen(false)}
        onSave={(reason) => saveWith(reason)}
      />
      {staleAlert}
      {unsavedPrompt}
    </Stack>
  );
}
