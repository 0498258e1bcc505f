import { HEATING_HUMIDITY_RATIO } from '@airquote/shared/selection/coil-calibration';
import {
  atmosphericPressurePsia,
  saturationHumidityRatio,
  wetBulbFromHumidityRatio,
} from '@airquote/shared/selection/psychrometrics';
import type { AirProcess } from './components/psychrometric-chart.tsx';
import type { ChosenCandidate, ValidSelection } from './run-selection.ts';

/**
 * The air processes of the chosen candidate for the psychrometric chart: cooling from the entering
 * to the leaving DB/WB; heating at constant moisture, the humidity ratio the engine assumes for
 * winter air (it has no heating wet bulb), so the line sits where the engine computed it.
 */
export function airProcesses(selection: ValidSelection, chosen: ChosenCandidate | null): AirProcess[] {
  if (!chosen || chosen.Kind !== selection.Kind) return [];
  const input = selection.Input;
  const pressure = atmosphericPressurePsia(input.AltitudeFt);
  const processes: AirProcess[] = [];
  const cooling =
    chosen.Kind === 'Coil'
      ? { db: chosen.result.Cooling?.LeavingDbF, wb: chosen.result.Cooling?.LeavingWbF }
      : { db: chosen.result.CoolingLeavingDbF, wb: chosen.result.CoolingLeavingWbF };
  if (typeof cooling.db === 'number' && typeof cooling.wb === 'number') {
    processes.push({
      name: 'Cooling',
      entering: { DryBulbF: input.CoolingEnteringDbF, WetBulbF: input.CoolingEnteringWbF },
      leaving: { DryBulbF: cooling.db, WetBulbF: cooling.wb },
    });
  }
  const heatingDb =
    chosen.Kind === 'Coil' ? chosen.result.Heating?.LeavingDbF : chosen.result.HeatingLeavingDbF;
  if (typeof heatingDb === 'number') {
    const enteringDb = input.HeatingEnteringDbF;
    const humidity = Math.min(HEATING_HUMIDITY_RATIO, saturationHumidityRatio(enteringDb, pressure));
    processes.push({
      name: 'Heating',
      entering: { DryBulbF: enteringDb, WetBulbF: wetBulbFromHumidityRatio(enteringDb, humidity, pressure) },
      leaving: { DryBulbF: heatingDb, WetBulbF: wetBulbFromHumidityRatio(heatingDb, humidity, pressure) },
    });
  }
  return processes;
}
