import { FluidType } from '@airquote/shared/selection/selection-schemas';
import { describe, expect, it } from 'vitest';
import { applyField } from './conditions-update.ts';
import {
  DEFAULT_GLYCOL_PERCENT,
  type DesignConditions,
  defaultCoilConditions,
  defaultHeatPumpConditions,
} from './design-conditions.ts';

const coil: DesignConditions = { Kind: 'Coil', Coil: defaultCoilConditions(null, 13.9) };
const heatPump: DesignConditions = { Kind: 'HeatPump', HeatPump: defaultHeatPumpConditions(null, 36) };

describe('one design-condition field changed', () => {
  it('sets a nested field and leaves the rest', () => {
    const next = applyField(coil, 'Cooling.FluidGpm', 2.5);
    expect(next.Kind === 'Coil' && next.Coil.Cooling.FluidGpm).toBe(2.5);
    // A typed flow is the user's, no longer each candidate's rated flow; the other side keeps its own.
    expect(coil.Kind === 'Coil' && coil.Coil.Cooling.RatedFlow).toBe(true);
    expect(next.Kind === 'Coil' && next.Coil.Cooling.RatedFlow).toBe(false);
    expect(next.Kind === 'Coil' && next.Coil.Heating.RatedFlow).toBe(true);
    expect(next.Kind === 'Coil' && next.Coil.Heating).toBe(coil.Kind === 'Coil' && coil.Coil.Heating);
    expect(applyField(coil, 'Cooling.FluidGpm', coil.Kind === 'Coil' ? coil.Coil.Cooling.FluidGpm : 0)).toBe(
      coil,
    );
  });

  it('gives a glycol a concentration, and keeps one the user typed', () => {
    const glycol = applyField(coil, 'Heating.FluidType', FluidType.Propylene);
    expect(glycol.Kind === 'Coil' && glycol.Coil.Heating.GlycolPercent).toBe(DEFAULT_GLYCOL_PERCENT);
    const typed = applyField(
      applyField(glycol, 'Heating.GlycolPercent', 40),
      'Heating.FluidType',
      FluidType.Ethylene,
    );
    expect(typed.Kind === 'Coil' && typed.Coil.Heating.GlycolPercent).toBe(40);
  });

  it('turns the electric heat select\'s "None" into no electric heat', () => {
    const withHeat = applyField(coil, 'ElectricHeatCapacity', 2);
    expect(withHeat.Kind === 'Coil' && withHeat.Coil.ElectricHeatCapacity).toBe(2);
    const none = applyField(withHeat, 'ElectricHeatCapacity', 0);
    expect(none.Kind === 'Coil' && none.Coil.ElectricHeatCapacity).toBeNull();
  });

  it('brings the ISO 13256-1 rating water of a heat pump application', () => {
    const groundLoop = applyField(heatPump, 'Application', 'GroundLoop');
    expect(groundLoop.Kind === 'HeatPump' && groundLoop.HeatPump).toMatchObject({
      Application: 'GroundLoop',
      CoolingEnteringFluidF: 77,
      HeatingEnteringFluidF: 32,
    });
    const groundWater = applyField(groundLoop, 'Application', 'GroundWater');
    expect(groundWater.Kind === 'HeatPump' && groundWater.HeatPump).toMatchObject({
      CoolingEnteringFluidF: 59,
      HeatingEnteringFluidF: 50,
    });
  });
});
