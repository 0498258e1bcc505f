import { HEAT_COIL_ROWS_BY_OPTION } from '@airquote/shared/selection/coil-unit-options';
import { CoilConfiguration, selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { Box, Fieldset, SimpleGrid, Text } from '@mantine/core';
import { coilConditionFields as fields } from '../condition-fields.ts';
import type { CoilConditions } from '../design-conditions.ts';
import { activeDuties } from '../selection-input.ts';
import { AirSideFields } from './air-side-fields.tsx';
import { bindField, type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';
import classes from './conditions.module.css';
import { FluidSideFields } from './fluid-side-fields.tsx';

type CoilConditionsFormProps = { conditions: CoilConditions; binding: FieldBinding };

/** 0 stands for "none" in the select (a select value cannot be null). */
/**
 * null = the model's standard heating coil. The spec's options 1 ('3') and 2 ('4') choose the 1-row
 * and the 2-row heating coil (docs/decisions/0027): shown as what they are.
 */
const heatCoilRowsOptions = [
  { value: 0, label: 'Standard' },
  ...selectionOptionLists.heatCoilRows.map((option) => ({
    value: option.value,
    label: `${HEAT_COIL_ROWS_BY_OPTION[option.value] ?? option.label}-row heating`,
  })),
];
const electricHeatOptions = [
  { value: 0, label: 'None' },
  ...selectionOptionLists.electricHeatCapacity.map((option) => ({
    value: option.value,
    label: `${option.label} kW`,
  })),
];

/**
 * Design conditions of a water-coil unit (fan coil, air handler, ECO): the unit and its fan in one
 * row, then the chilled and the hot water coil with their entering air, each only when the coil
 * configuration uses it.
 */
export function CoilConditionsForm({ conditions, binding }: CoilConditionsFormProps) {
  const duties = activeDuties(conditions);
  const fourPipe = conditions.CoilConfiguration === CoilConfiguration.FourPipe;
  const changeover = !fourPipe && duties.cooling && duties.heating;
  const common = (path: string) => bindField(binding, fields, path);
  return (
    <>
      <Fieldset legend="Unit and fan" variant="filled" p="xs" pt={4}>
        {/* The two spec names that are long get more room than the seven short ones. */}
        <Box className={classes.unitRow} data-columns="coil">
          <OptionSelect
            {...common('CoilConfiguration')}
            label="Coil Configuration"
            options={selectionOptionLists.coilConfiguration}
            value={conditions.CoilConfiguration}
          />
          {/* A 4-pipe unit has a chilled and a hot coil: no single coil type to choose, but heat coil rows. */}
          {fourPipe ? (
            <OptionSelect
              {...common('HeatCoilRows')}
              label="Heat Coil Rows"
              options={heatCoilRowsOptions}
              value={conditions.HeatCoilRows ?? 0}
            />
          ) : (
            <OptionSelect
              {...common('ConfigurationType')}
              label="Configuration Type"
              options={selectionOptionLists.configurationType}
              value={conditions.ConfigurationType}
            />
          )}
          <OptionSelect
            {...common('ElectricHeatCapacity')}
            label="Electric Heat"
            options={electricHeatOptions}
            value={conditions.ElectricHeatCapacity ?? 0}
          />
          <AirSideFields conditions={conditions} binding={binding} />
        </Box>
      </Fieldset>
      {/* The two coils side by side on a desktop, one under the other on a phone or a tablet. */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" mt="xs">
        <Fieldset
          legend={changeover ? 'Changeover coil: cooling' : 'Chilled water coil'}
          variant="filled"
          p="xs"
          pt={4}
        >
          {duties.cooling ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={6}>
              <NumberField
                {...common('CoolingEnteringDbF')}
                label="Entering air DB"
                value={conditions.CoolingEnteringDbF}
              />
              <NumberField
                {...common('CoolingEnteringWbF')}
                label="Entering air WB"
                value={conditions.CoolingEnteringWbF}
              />
              <FluidSideFields duty="Cooling" side={conditions.Cooling} binding={binding} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              Not used: the 2-pipe coil carries hot water only.
            </Text>
          )}
        </Fieldset>
        <Fieldset
          legend={changeover ? 'Changeover coil: heating' : 'Hot water coil'}
          variant="filled"
          p="xs"
          pt={4}
        >
          {duties.heating ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={6}>
              <NumberField
                {...common('HeatingEnteringDbF')}
                label="Entering air DB"
                value={conditions.HeatingEnteringDbF}
              />
              <FluidSideFields duty="Heating" side={conditions.Heating} binding={binding} />
            </SimpleGrid>
          ) : (
            <Text size="sm" c="dimmed">
              Not used: the 2-pipe coil carries chilled water only.
            </Text>
          )}
        </Fieldset>
      </SimpleGrid>
    </>
  );
}
