import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import type { ConditionField } from '../condition-fields.ts';
import type { AirSideConditions } from '../design-conditions.ts';
import { type FieldBinding, NumberField, OptionSelect } from './condition-inputs.tsx';

type AirSideFieldsProps<T extends AirSideConditions> = {
  conditions: T;
  fields: Record<string, ConditionField>;
  onChange: (conditions: T) => void;
  binding: FieldBinding;
  cooling: boolean;
  heating: boolean;
};

/** The fan and the entering air: motor, speed, ESP, connection, altitude, entering air temperatures. */
export function AirSideFields<T extends AirSideConditions>({
  conditions,
  fields,
  onChange,
  binding,
  cooling,
  heating,
}: AirSideFieldsProps<T>) {
  const set = <K extends keyof AirSideConditions>(name: K, value: T[K]) =>
    onChange({ ...conditions, [name]: value });
  const number = (name: keyof AirSideConditions, decimalScale = 1) => (
    <NumberField
      path={name}
      field={fields[name]}
      value={conditions[name]}
      onChange={(value) => set(name, value as T[typeof name])}
      binding={binding}
      decimalScale={decimalScale}
    />
  );
  const option = (
    name: keyof AirSideConditions,
    options: ReadonlyArray<{ value: number; label: string }>,
  ) => (
    <OptionSelect
      path={name}
      field={fields[name]}
      options={options}
      value={conditions[name]}
      onChange={(value) => set(name, value as T[typeof name])}
      binding={binding}
    />
  );
  return (
    <>
      {option('MotorType', selectionOptionLists.airMotorType)}
      {option('FanSpeed', selectionOptionLists.airFanSpeed)}
      {option('SelectBy', selectionOptionLists.airSelectBy)}
      {number('EspInWg', 2)}
      {option('CoilConnection', selectionOptionLists.airCoilConnection)}
      {number('AltitudeFt', 0)}
      {cooling && number('CoolingEnteringDbF')}
      {cooling && number('CoolingEnteringWbF')}
      {heating && number('HeatingEnteringDbF')}
    </>
  );
}
