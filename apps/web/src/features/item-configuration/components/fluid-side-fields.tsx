import {
  FilterMethod,
  FluidType,
  SelectionMethod,
  selectionOptionLists,
} from '@airquote/shared/selection/selection-schemas';
import { SimpleGrid } from '@mantine/core';
import { coilConditionFields, filterTargetUnit } from '../condition-fields.ts';
import { DEFAULT_GLYCOL_PERCENT, type FluidSideConditions } from '../design-conditions.ts';
import { type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';

type FluidSideFieldsProps = {
  duty: 'Cooling' | 'Heating';
  side: FluidSideConditions;
  onChange: (side: FluidSideConditions) => void;
  binding: FieldBinding;
};

/** One water coil's fluid: method, fluid (glycol % unless water), temperatures or flow, filter target. */
export function FluidSideFields({ duty, side, onChange, binding }: FluidSideFieldsProps) {
  const path = (name: keyof FluidSideConditions) => `${duty}.${name}`;
  const field = (name: keyof FluidSideConditions) => coilConditionFields[path(name)];
  const set = <K extends keyof FluidSideConditions>(name: K, value: FluidSideConditions[K]) =>
    onChange({ ...side, [name]: value });
  return (
    <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
      <OptionSelect
        path={path('SelectionMethod')}
        field={field('SelectionMethod')}
        label="Selection Method"
        options={selectionOptionLists.selectionMethod}
        value={side.SelectionMethod}
        onChange={(value) => set('SelectionMethod', value)}
        binding={binding}
      />
      <NumberField
        path={path('EnteringFluidF')}
        field={field('EnteringFluidF')}
        label="Entering Fluid Temp"
        value={side.EnteringFluidF}
        onChange={(value) => set('EnteringFluidF', value)}
        binding={binding}
      />
      {side.SelectionMethod === SelectionMethod.FluidFlow ? (
        <NumberField
          path={path('FluidGpm')}
          field={field('FluidGpm')}
          label="Fluid Flow"
          value={side.FluidGpm}
          onChange={(value) => set('FluidGpm', value)}
          binding={binding}
          decimalScale={2}
        />
      ) : (
        <NumberField
          path={path('LeavingFluidF')}
          field={field('LeavingFluidF')}
          label="Leaving Fluid Temp"
          value={side.LeavingFluidF}
          onChange={(value) => set('LeavingFluidF', value)}
          binding={binding}
        />
      )}
      <OptionSelect
        path={path('FluidType')}
        field={field('FluidType')}
        label="Fluid Type"
        options={selectionOptionLists.fluidType}
        value={side.FluidType}
        onChange={(value) =>
          onChange({
            ...side,
            FluidType: value,
            // A glycol needs a concentration: start from a common mix rather than an invalid 0 %.
            GlycolPercent:
              value !== FluidType.Water && !(side.GlycolPercent > 0)
                ? DEFAULT_GLYCOL_PERCENT
                : side.GlycolPercent,
          })
        }
        binding={binding}
      />
      {side.FluidType !== FluidType.Water && (
        <NumberField
          path={path('GlycolPercent')}
          field={field('GlycolPercent')}
          label="Glycol"
          value={side.GlycolPercent}
          onChange={(value) => set('GlycolPercent', value)}
          binding={binding}
          decimalScale={0}
        />
      )}
      <OptionSelect
        path={path('FilterMethod')}
        field={field('FilterMethod')}
        label="Filter Method"
        options={selectionOptionLists.filterMethod}
        value={side.FilterMethod}
        onChange={(value) => set('FilterMethod', value)}
        binding={binding}
      />
      {side.FilterMethod !== FilterMethod.None && (
        <NumberField
          path={path('FilterTarget')}
          field={field('FilterTarget')}
          label={side.FilterMethod === FilterMethod.LAT ? 'Target Leaving Air' : 'Target Capacity'}
          unit={filterTargetUnit(side.FilterMethod)}
          value={side.FilterTarget}
          onChange={(value) => set('FilterTarget', value)}
          binding={binding}
        />
      )}
    </SimpleGrid>
  );
}
