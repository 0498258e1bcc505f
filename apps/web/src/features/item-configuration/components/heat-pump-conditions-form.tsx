import { FluidType, selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { heatPumpConditionFields as fields } from '../condition-fields.ts';
import {
  DEFAULT_GLYCOL_PERCENT,
  type HeatPumpConditions,
  heatPumpApplications,
  ISO_13256_1,
} from '../design-conditions.ts';
import { AirSideFields } from './air-side-fields.tsx';
import { type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';

type HeatPumpConditionsFormProps = {
  conditions: HeatPumpConditions;
  onChange: (conditions: HeatPumpConditions) => void;
  binding: FieldBinding;
};

/** Design conditions of a water source heat pump: its air, and the water of its ISO 13256-1 application. */
export function HeatPumpConditionsForm({ conditions, onChange, binding }: HeatPumpConditionsFormProps) {
  const number = (
    name: 'CoolingEnteringFluidF' | 'HeatingEnteringFluidF' | 'FluidGpm' | 'GlycolPercent',
    decimalScale = 1,
  ) => (
    <NumberField
      path={name}
      field={fields[name]}
      value={conditions[name]}
      onChange={(value) => onChange({ ...conditions, [name]: value })}
      binding={binding}
      decimalScale={decimalScale}
    />
  );
  const rating = ISO_13256_1.EnteringFluidF[conditions.Application];
  return (
    <SimpleGrid cols={2} spacing="sm">
      <Fieldset legend="Unit and air" variant="filled" p="xs">
        <SimpleGrid cols={3} spacing="xs" verticalSpacing={6}>
          <AirSideFields
            conditions={conditions}
            fields={fields}
            onChange={onChange}
            binding={binding}
            cooling
            heating
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Source water" variant="filled" p="xs">
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <OptionSelect
            path="Application"
            field={fields.Application}
            options={heatPumpApplications}
            value={conditions.Application}
            onChange={(application) => {
              // Each application has its own ISO 13256-1 rating water: start from it.
              const water = ISO_13256_1.EnteringFluidF[application];
              onChange({
                ...conditions,
                Application: application,
                CoolingEnteringFluidF: water.Cooling,
                HeatingEnteringFluidF: water.Heating,
              });
            }}
            binding={binding}
          />
          {number('FluidGpm', 2)}
          {number('CoolingEnteringFluidF')}
          {number('HeatingEnteringFluidF')}
          <OptionSelect
            path="FluidType"
            field={fields.FluidType}
            options={selectionOptionLists.fluidType}
            value={conditions.FluidType}
            onChange={(value) =>
              onChange({
                ...conditions,
                FluidType: value,
                GlycolPercent:
                  value !== FluidType.Water && !(conditions.GlycolPercent > 0)
                    ? DEFAULT_GLYCOL_PERCENT
                    : conditions.GlycolPercent,
              })
            }
            binding={binding}
          />
          {conditions.FluidType !== FluidType.Water && number('GlycolPercent', 0)}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={6}>
          ISO 13256-1 rating water for this application: {rating.Cooling} °F cooling, {rating.Heating} °F
          heating.
        </Text>
      </Fieldset>
    </SimpleGrid>
  );
}
