import { localizeMessage } from '@airquote/shared/units/unit-messages';
import {
  defaultUnitSystem,
  displayDecimals,
  displayValue,
  type FormatOptions,
  formatQuantity,
  ipToSystem,
  labelWithUnit,
  parseQuantity,
  type QuantityKind,
  systemToIp,
  type UnitSystem,
  unitLabel,
} from '@airquote/shared/units/units';
import { useMemo } from 'react';
import { useUserInfo } from './session-store.ts';

/** Screens' view of the user's units (ADR 0031): every API value is I-P; these convert at the edge. */
export interface Units {
  readonly system: UnitSystem;
  /** "7.2 °C" for an I-P 45 (°F) when the user reads SI. */
  readonly format: (
    kind: QuantityKind,
    ipValue: number | null | undefined,
    options?: FormatOptions,
  ) => string;
  /** Typed text in the user's units to I-P, or null when not a number. */
  readonly parse: (kind: QuantityKind, text: string) => number | null;
  /** An I-P value in the user's units, rounded to the kind's display decimals (for number inputs). */
  readonly display: (kind: QuantityKind, ipValue: number) => number;
  /** An I-P value in the user's units, unrounded (chart coordinates). */
  readonly fromIp: (kind: QuantityKind, ipValue: number) => number;
  /** A value in the user's units back to I-P (for the API). */
  readonly toIp: (kind: QuantityKind, value: number) => number;
  readonly label: (kind: QuantityKind) => string;
  /** "Entering water (°C)". */
  readonly labelWith: (text: string, kind: QuantityKind) => string;
  readonly decimals: (kind: QuantityKind) => number;
  /** An I-P message (engine warning, limit, shortfall) with its figures in the user's units. */
  readonly message: (text: string) => string;
}

export function unitsFor(system: UnitSystem): Units {
  return {
    system,
    format: (kind, ipValue, options) => formatQuantity(kind, ipValue, system, options),
    parse: (kind, text) => parseQuantity(kind, text, system),
    display: (kind, ipValue) => displayValue(kind, ipValue, system),
    fromIp: (kind, ipValue) => ipToSystem(kind, ipValue, system),
    toIp: (kind, value) => systemToIp(kind, value, system),
    label: (kind) => unitLabel(kind, system),
    labelWith: (text, kind) => labelWithUnit(text, kind, system),
    decimals: (kind) => displayDecimals(kind, system),
    message: (text) => localizeMessage(text, system),
  };
}

/** The signed-in user's units; I-P before the user info has loaded or when the user never chose. */
export function useUnits(): Units {
  const system = useUserInfo()?.AppUser.UnitSystem ?? defaultUnitSystem;
  return useMemo(() => unitsFor(system), [system]);
}
