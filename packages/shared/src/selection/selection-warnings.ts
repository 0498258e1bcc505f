import type { SelectionWarning } from './selection-schemas.ts';

/**
 * Stable warning codes (tests and the UI key on them; the messages are for people). A warning whose
 * code is in `blockingWarningCodes` means the numbers it concerns are null: the engine never
 * extrapolates outside a rated range.
 */
export const SelectionWarningCode = {
  FaceVelocityHigh: 'FaceVelocityHigh',
  CondensateCarryOver: 'CondensateCarryOver',
  CfmOutOfRange: 'CfmOutOfRange',
  GpmOutOfRange: 'GpmOutOfRange',
  EnteringFluidOutOfRange: 'EnteringFluidOutOfRange',
  LeavingFluidOutOfRange: 'LeavingFluidOutOfRange',
  EnteringAirOutOfRange: 'EnteringAirOutOfRange',
  FluidFreezeRisk: 'FluidFreezeRisk',
  FluidInputMissing: 'FluidInputMissing',
  NoCoilProfile: 'NoCoilProfile',
  NoFanProfile: 'NoFanProfile',
  NoHeatPumpRating: 'NoHeatPumpRating',
  FanCannotMeetStatic: 'FanCannotMeetStatic',
  HeatCoilRowsSubstituted: 'HeatCoilRowsSubstituted',
  ElectricHeatUnavailable: 'ElectricHeatUnavailable',
  RatingNotReproduced: 'RatingNotReproduced',
} as const;
export type SelectionWarningCode = (typeof SelectionWarningCode)[keyof typeof SelectionWarningCode];

export const blockingWarningCodes: ReadonlySet<string> = new Set([
  SelectionWarningCode.CfmOutOfRange,
  SelectionWarningCode.GpmOutOfRange,
  SelectionWarningCode.EnteringFluidOutOfRange,
  SelectionWarningCode.LeavingFluidOutOfRange,
  SelectionWarningCode.EnteringAirOutOfRange,
  SelectionWarningCode.FluidFreezeRisk,
  SelectionWarningCode.FluidInputMissing,
  SelectionWarningCode.NoCoilProfile,
  SelectionWarningCode.NoFanProfile,
  SelectionWarningCode.NoHeatPumpRating,
  SelectionWarningCode.FanCannotMeetStatic,
]);

export function selectionWarning(code: SelectionWarningCode, message: string): SelectionWarning {
  return { Code: code, Message: message };
}

/** Numbers in messages as a person writes them: 1,250 cfm, 4.5 gpm, 45 °F. */
const numberFormats = new Map<number, Intl.NumberFormat>();
export function formatNumber(value: number, decimals = 0): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    // Built once per precision: constructing an Intl.NumberFormat costs tens of microseconds.
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

export function outOfRangeWarning(
  code: SelectionWarningCode,
  what: string,
  value: number,
  minimum: number,
  maximum: number,
  unit: string,
  decimals = 0,
): SelectionWarning {
  const range = `${formatNumber(minimum, decimals)}–${formatNumber(maximum, decimals)} ${unit}`;
  return selectionWarning(
    code,
    `${what} ${formatNumber(value, decimals)} ${unit} is outside the rated range ${range}: no performance is given outside the rated range.`,
  );
}

type DryBulbRange = { MinDbF: number; MaxDbF: number };

/**
 * Entering air against a rated or application range: the dry bulb, and in cooling the wet bulb, which
 * must not be above the dry bulb. Shared by water coils and heat pumps, with their own ranges.
 */
export function enteringAirWarnings(
  entering:
    | { Duty: 'Heating'; DbF: number; Range: DryBulbRange }
    | {
        Duty: 'Cooling';
        DbF: number;
        WbF: number | null;
        Range: DryBulbRange & { MinWbF: number; MaxWbF: number };
      },
): SelectionWarning[] {
  const warnings: SelectionWarning[] = [];
  const { Duty: duty, DbF: dryBulb, Range: range } = entering;
  if (dryBulb < range.MinDbF || dryBulb > range.MaxDbF) {
    warnings.push(
      outOfRangeWarning(
        SelectionWarningCode.EnteringAirOutOfRange,
        `${duty} entering air`,
        dryBulb,
        range.MinDbF,
        range.MaxDbF,
        '°F DB',
        1,
      ),
    );
  }
  if (entering.Duty === 'Cooling') {
    const wetBulb = entering.WbF;
    if (wetBulb === null || wetBulb > dryBulb) {
      warnings.push(
        selectionWarning(
          SelectionWarningCode.EnteringAirOutOfRange,
          'The cooling entering wet bulb must not be above the entering dry bulb.',
        ),
      );
    } else if (wetBulb < entering.Range.MinWbF || wetBulb > entering.Range.MaxWbF) {
      warnings.push(
        outOfRangeWarning(
          SelectionWarningCode.EnteringAirOutOfRange,
          'Cooling entering air',
          wetBulb,
          entering.Range.MinWbF,
          entering.Range.MaxWbF,
          '°F WB',
          1,
        ),
      );
    }
  }
  return warnings;
}
