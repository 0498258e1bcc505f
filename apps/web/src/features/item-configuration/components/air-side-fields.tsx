import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { airSideFields } from '../condition-fields.ts';
import type { AirSideConditions } from '../design-conditions.ts';
import { bindField, type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';

type AirSideFieldsProps = { conditions: AirSideConditions; binding: FieldBinding };

/**
 * The fan fields every unit kind shares (motor, fan speed, select by, ESP, coil connection,
 * altitude), as grid cells: each form lays them out in its own "Unit and fan" row.
 */
export function AirSideFields({ conditions, binding }: AirSideFieldsProps) {
  const common = (path: keyof AirSideConditions) => bindField(binding, airSideFields, path);
  return (
    <>
      <OptionSelect
        {...common('MotorType')}
        label="Motor"
        options={selectionOptionLists.airMotorType}
        value={conditions.MotorType}
      />
      <OptionSelect
        {...common('FanSpeed')}
        label="Fan Speed"
        options={selectionOptionLists.airFanSpeed}
        value={conditions.FanSpeed}
      />
      <OptionSelect
        {...common('SelectBy')}
        label="Select By"
        options={selectionOptionLists.airSelectBy}
        value={conditions.SelectBy}
      />
      <NumberField {...common('EspInWg')} label="ESP" value={conditions.EspInWg} decimalScale={2} />
      <OptionSelect
        {...common('CoilConnection')}
        label="Coil Connection"
        options={selectionOptionLists.airCoilConnection}
        value={conditions.CoilConnection}
      />
      <NumberField
        {...common('AltitudeFt')}
        label="Altitude"
        value={conditions.AltitudeFt}
        decimalScale={0}
      />
    </>
  );
}
