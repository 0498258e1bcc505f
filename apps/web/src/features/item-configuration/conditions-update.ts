import { FluidType } from '@airquote/shared/selection/selection-schemas';
import {
  DEFAULT_GLYCOL_PERCENT,
  type DesignConditions,
  type HeatPumpApplication,
  ISO_13256_1,
} from './design-conditions.ts';

/** A field's new value: a number box's number (NaN when empty), a select's value (null for none). */
export type FieldValue = number | string | null;

function setPath<T extends object>(target: T, path: readonly string[], value: FieldValue): T {
  const [key, ...rest] = path;
  if (key === undefined) return target;
  const current = (target as Record<string, unknown>)[key];
  const next = rest.length === 0 ? value : setPath((current ?? {}) as object, rest, value);
  return current === next ? target : { ...target, [key]: next };
}

/** A glycol needs a concentration: a fluid changed from water starts from a common mix, not 0 %. */
function withGlycol<T extends { FluidType: number; GlycolPercent: number }>(side: T): T {
  return side.FluidType !== FluidType.Water && !(side.GlycolPercent > 0)
    ? { ...side, GlycolPercent: DEFAULT_GLYCOL_PERCENT }
    : side;
}

/**
 * One field changed (its path in the engine input, e.g. "Cooling.FluidGpm"), with what follows from
 * it: a glycol gets a concentration, a heat pump application brings its ISO 13256-1 rating water.
 * Returns `conditions` itself when nothing changes.
 */
export function applyField(conditions: DesignConditions, path: string, value: FieldValue): DesignConditions {
  const keys = path.split('.');
  if (conditions.Kind === 'Coil') {
    // The select's "None" is 0; the engine's is null.
    let coil = setPath(
      conditions.Coil,
      keys,
      (path === 'ElectricHeatCapacity' || path === 'HeatCoilRows') && value === 0 ? null : value,
    );
    if (coil === conditions.Coil) return conditions;
    // A typed flow is the user's: it no longer follows each candidate's rated flow.
    if (path === 'Cooling.FluidGpm') coil = { ...coil, Cooling: { ...coil.Cooling, RatedFlow: false } };
    if (path === 'Heating.FluidGpm') coil = { ...coil, Heating: { ...coil.Heating, RatedFlow: false } };
    if (path === 'Cooling.FluidType') coil = { ...coil, Cooling: withGlycol(coil.Cooling) };
    if (path === 'Heating.FluidType') coil = { ...coil, Heating: withGlycol(coil.Heating) };
    return { Kind: 'Coil', Coil: coil };
  }
  let heatPump = setPath(conditions.HeatPump, keys, value);
  if (heatPump === conditions.HeatPump) return conditions;
  if (path === 'FluidType') heatPump = withGlycol(heatPump);
  if (path === 'Application') {
    const water = ISO_13256_1.EnteringFluidF[value as HeatPumpApplication];
    heatPump = { ...heatPump, CoolingEnteringFluidF: water.Cooling, HeatingEnteringFluidF: water.Heating };
  }
  return { Kind: 'HeatPump', HeatPump: heatPump };
}
