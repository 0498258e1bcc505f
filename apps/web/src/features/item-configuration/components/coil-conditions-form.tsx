import { CoilConfiguration, selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { coilConditionFields } from '../condition-fields.ts';
import type { CoilConditions } from '../design-conditions.ts';
import { activeDuties } from '../selection-input.ts';
import { AirSideFields } from './air-side-fields.tsx';
import { type FieldBinding, OptionSelect } from './condition-inputs.tsx';
import { FluidSideFields } from './fluid-side-fields.tsx';

type CoilConditionsFormProps = {
  conditions: CoilConditions;
  onChange: (conditions: CoilConditions) => void;
  binding: FieldBinding;
};

const electricHeatOptions = [
  { value: 0, label: 'None' },
  ...selectionOptionLists.electricHeatCapacity.map((option) => ({
    value: option.value,
    label: `${option.label} kW`,
  })),
];

/**
 * Design conditions of a water-coil unit (fan coil, air handler, ECO): the unit and its air in the
 * first column, the chilled and hot water coils beside it, each shown only when the coil
 * configuration uses it.
 */
export function CoilConditionsForm({ conditions, onChange, binding }: CoilConditionsFormProps) {
  const duties = activeDuties(conditions);
  const fourPipe = conditions.CoilConfiguration === CoilConfiguration.FourPipe;
  const option = (
    name: 'CoilConfiguration' | 'ConfigurationType' | 'HeatCoilRows',
    options: ReadonlyArray<{ value: number; label: string }>,
  ) => (
    <OptionSelect
      path={name}
      field={coilConditionFields[name]}
      options={options}
      value={conditions[name]}
      onChange={(value) => onChange({ ...conditions, [name]: value })}
      binding={binding}
    />
  );
  const changeover = !fourPipe && duties.cooling && duties.heating;
  return (
    <SimpleGrid cols={3} spacing="sm">
      <Fieldset legend="Unit and air" variant="filled" p="xs">
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          {option('CoilConfiguration', selectionOptionLists.coilConfiguration)}
          {/* A 4-pipe unit has a chilled and a hot coil: there is no single coil type to choose. */}
          {fourPipe
            ? option('HeatCoilRows', selectionOptionLists.heatCoilRows)
            : option('ConfigurationType', selectionOptionLists.configurationType)}
          <AirSideFields
            conditions={conditions}
            fields={coilConditionFields}
            onChange={onChange}
            binding={binding}
            cooling={duties.cooling}
            heating={duties.heating}
          />
          <OptionSelect
            path="ElectricHeatCapacity"
            field={coilConditionFields.ElectricHeatCapacity}
            label="Electric Heat"
            options={electricHeatOptions}
            value={conditions.ElectricHeatCapacity ?? 0}
            onChange={(value) =>
              onChange({ ...conditions, ElectricHeatCapacity: value === 0 ? null : value })
            }
            binding={binding}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset
        legend={changeover ? 'Changeover coil: cooling' : 'Chilled water coil'}
        variant="filled"
        p="xs"
      >
        {duties.cooling ? (
          <FluidSideFields
            duty="Cooling"
            side={conditions.Cooling}
            onChange={(side) => onChange({ ...conditions, Cooling: side })}
            binding={binding}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Not used: the 2-pipe coil carries hot water only.
          </Text>
        )}
      </Fieldset>
      <Fieldset legend={changeover ? 'Changeover coil: heating' : 'Hot water coil'} variant="filled" p="xs">
        {duties.heating ? (
          <FluidSideFields
            duty="Heating"
            side={conditions.Heating}
            onChange={(side) => onChange({ ...conditions, Heating: side })}
            binding={binding}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Not used: the 2-pipe coil carries chilled water only.
          </Text>
        )}
      </Fieldset>
    </SimpleGrid>
  );
}
