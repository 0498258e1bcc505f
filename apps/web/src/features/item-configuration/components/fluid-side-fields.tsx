import {
  FilterMethod,
  FluidType,
  SelectionMethod,
  selectionOptionLists,
} from '@airquote/shared/selection/selection-schemas';
import { coilConditionFields, filterTargetKind, filterTargetUnit } from '../condition-fields.ts';
import type { FluidSideConditions } from '../design-conditions.ts';
import { bindField, type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';

type FluidSideFieldsProps = { duty: 'Cooling' | 'Heating'; side: FluidSideConditions; binding: FieldBinding };

/**
 * One water coil's fluid: selection method, entering temperature, flow or leaving temperature by
 * method, fluid (a glycol % unless water), filter method and its target (°F for LAT, MBH for capacity).
 */
export function FluidSideFields({ duty, side, binding }: FluidSideFieldsProps) {
  const common = (name: keyof FluidSideConditions) =>
    bindField(binding, coilConditionFields, `${duty}.${name}`);
  return (
    <>
      <OptionSelect
        {...common('SelectionMethod')}
        label="Method"
        options={selectionOptionLists.selectionMethod}
        value={side.SelectionMethod}
      />
      <NumberField {...common('EnteringFluidF')} label="EWT" value={side.EnteringFluidF} />
      {side.SelectionMethod === SelectionMethod.FluidFlow ? (
        <NumberField {...common('FluidGpm')} label="Flow" value={side.FluidGpm} decimalScale={2} />
      ) : (
        <NumberField {...common('LeavingFluidF')} label="LWT" value={side.LeavingFluidF} />
      )}
      <OptionSelect
        {...common('FluidType')}
        label="Fluid"
        options={selectionOptionLists.fluidType}
        value={side.FluidType}
      />
      {side.FluidType !== FluidType.Water && (
        <NumberField
          {...common('GlycolPercent')}
          label="Glycol"
          value={side.GlycolPercent}
          decimalScale={0}
        />
      )}
      <OptionSelect
        {...common('FilterMethod')}
        label="Filter Method"
        options={selectionOptionLists.filterMethod}
        value={side.FilterMethod}
      />
      {side.FilterMethod !== FilterMethod.None && (
        <NumberField
          {...common('FilterTarget')}
          label={side.FilterMethod === FilterMethod.LAT ? 'Target LAT' : 'Target capacity'}
          unit={filterTargetUnit(side.FilterMethod)}
          kind={filterTargetKind(side.FilterMethod)}
          value={side.FilterTarget}
        />
      )}
    </>
  );
}
