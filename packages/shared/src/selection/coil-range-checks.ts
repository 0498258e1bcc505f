import { FREEZE_MARGIN_F, freezingPointF } from './glycol.ts';
import type { CoilProfile, SelectionWarning } from './selection-schemas.ts';
import { SelectionMethod } from './selection-schemas.ts';
import {
  enteringAirWarnings,
  formatNumber,
  outOfRangeWarning,
  SelectionWarningCode,
  selectionWarning,
} from './selection-warnings.ts';
import type { CoilConditions } from './water-coil.ts';

/**
 * A coil's inputs against its rated range (no extrapolation): every warning here blocks the numbers.
 */

/** Entering-air ranges of the engine's rating data (AHRI 440 application range of the catalog). */
export const ENTERING_AIR_RANGE = {
  Cooling: { MinDbF: 60, MaxDbF: 100, MinWbF: 45, MaxWbF: 85 },
  Heating: { MinDbF: 40, MaxDbF: 90 },
} as const;

export function coilRangeWarnings(profile: CoilProfile, conditions: CoilConditions): SelectionWarning[] {
  const warnings: SelectionWarning[] = [];
  const { Duty: duty, Fluid: fluid } = conditions;
  const coil = `The ${profile.Rows}-row ${duty.toLowerCase()} coil's`;
  if (conditions.Cfm < profile.MinCfm || conditions.Cfm > profile.MaxCfm) {
    warnings.push(
      outOfRangeWarning(
        SelectionWarningCode.CfmOutOfRange,
        `${coil} airflow`,
        conditions.Cfm,
        profile.MinCfm,
        profile.MaxCfm,
        'cfm',
      ),
    );
  }
  warnings.push(
    ...enteringAirWarnings(
      duty === 'Cooling'
        ? {
            Duty: duty,
            DbF: conditions.EnteringDbF,
            WbF: conditions.EnteringWbF,
            Range: ENTERING_AIR_RANGE.Cooling,
          }
        : { Duty: duty, DbF: conditions.EnteringDbF, Range: ENTERING_AIR_RANGE.Heating },
    ),
  );
  const entering = fluid.EnteringFluidF;
  if (entering < profile.MinEnteringFluidF || entering > profile.MaxEnteringFluidF) {
    warnings.push(
      outOfRangeWarning(
        SelectionWarningCode.EnteringFluidOutOfRange,
        `${coil} entering fluid`,
        entering,
        profile.MinEnteringFluidF,
        profile.MaxEnteringFluidF,
        '°F',
        1,
      ),
    );
  } else if (duty === 'Cooling' ? entering >= conditions.EnteringDbF : entering <= conditions.EnteringDbF) {
    const relation = duty === 'Cooling' ? 'colder' : 'warmer';
    warnings.push(
      selectionWarning(
        SelectionWarningCode.EnteringFluidOutOfRange,
        `For ${duty.toLowerCase()} the entering fluid (${formatNumber(entering, 1)} °F) must be ${relation} than the entering air (${formatNumber(conditions.EnteringDbF, 1)} °F).`,
      ),
    );
  }
  const freezing = freezingPointF(fluid.FluidType, fluid.GlycolPercent);
  if (entering < freezing + FREEZE_MARGIN_F) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.FluidFreezeRisk,
        `Entering fluid ${formatNumber(entering, 1)} °F is too close to the fluid's freezing point (${formatNumber(freezing, 1)} °F): use more glycol or warmer fluid.`,
      ),
    );
  }
  if (fluid.SelectionMethod === SelectionMethod.FluidFlow) {
    if (fluid.FluidGpm === null) {
      warnings.push(
        selectionWarning(
          SelectionWarningCode.FluidInputMissing,
          `Enter the ${duty.toLowerCase()} fluid flow (gpm).`,
        ),
      );
    } else if (fluid.FluidGpm < profile.MinGpm || fluid.FluidGpm > profile.MaxGpm) {
      warnings.push(
        outOfRangeWarning(
          SelectionWarningCode.GpmOutOfRange,
          `${coil} fluid flow`,
          fluid.FluidGpm,
          profile.MinGpm,
          profile.MaxGpm,
          'gpm',
          2,
        ),
      );
    }
  } else if (fluid.LeavingFluidF === null) {
    warnings.push(
      selectionWarning(
        SelectionWarningCode.FluidInputMissing,
        `Enter the ${duty.toLowerCase()} leaving fluid temperature.`,
      ),
    );
  } else {
    const leaving = fluid.LeavingFluidF;
    const valid =
      duty === 'Cooling'
        ? leaving > entering && leaving < conditions.EnteringDbF
        : leaving < entering && leaving > conditions.EnteringDbF;
    if (!valid) {
      const between =
        duty === 'Cooling'
          ? 'above the entering fluid and below the entering air'
          : 'below the entering fluid and above the entering air';
      warnings.push(
        selectionWarning(
          SelectionWarningCode.LeavingFluidOutOfRange,
          `The ${duty.toLowerCase()} leaving fluid temperature (${formatNumber(leaving, 1)} °F) must be ${between} temperature.`,
        ),
      );
    }
  }
  return warnings;
}
