import { describe, expect, it } from 'vitest';
import { selectCoilUnits } from '../selection/select-coil-units.ts';
import { coilInput, fanCoilModels, modelBySize } from '../selection/test-fixtures.ts';
import { localizeMessage } from './unit-messages.ts';

const si = (text: string) => localizeMessage(text, 'SI');

describe('messages in the reader’s units', () => {
  it('leaves an I-P reader’s message exactly as written', () => {
    const text = 'Cooling: water pressure drop 44.1 ft exceeds 20 ft.';
    expect(localizeMessage(text, 'IP')).toBe(text);
  });

  it('converts temperatures, ranges and the words between them', () => {
    expect(si('Entering water temperature must be between 40 and 60 °F')).toBe(
      'Entering water temperature must be between 4.4 and 15.6 °C',
    );
    expect(si('Cooling entering water 30.0 °F is outside the rated range 35–200 °F: no performance.')).toBe(
      'Cooling entering water -1.1 °C is outside the rated range 1.7–93.3 °C: no performance.',
    );
    expect(si('Cooling entering air 60 °F WB is outside the rated range 50–75 °F WB')).toBe(
      'Cooling entering air 15.6 °C WB is outside the rated range 10.0–23.9 °C WB',
    );
    expect(si('Air at 80/67 °F')).toBe('Air at 26.7/19.4 °C');
  });

  it('takes °F after "within" or "by more than" as a temperature difference (K)', () => {
    expect(
      si(
        'Heating entering water 68 °F differs from the GroundLoop standard 32 °F by more than 10 °F: check.',
      ),
    ).toBe(
      'Heating entering water 20.0 °C differs from the GroundLoop standard 0.0 °C by more than 5.6 K: check.',
    );
    expect(si('Heating: leaving fluid 36.1 °F is within 5 °F of the fluid’s freezing point 32 °F')).toBe(
      'Heating: leaving fluid 2.3 °C is within 2.8 K of the fluid’s freezing point 0.0 °C',
    );
  });

  it('converts water head (kPa), flows (l/s), velocities, pressures, capacities and tube sizes', () => {
    expect(si('Cooling: water pressure drop 44.1 ft exceeds 20 ft.')).toBe(
      'Cooling: water pressure drop 131.81 kPa exceeds 59.78 kPa.',
    );
    expect(si('Water flow 6.54 gpm is outside the rated range 0.84–6.95 gpm')).toBe(
      'Water flow 0.413 l/s is outside the rated range 0.053–0.438 l/s',
    );
    expect(
      si(
        'Cooling: tube velocity 11.1 ft/s exceeds 6 ft/s in the tubes (2 circuits of 0.347 in. ID): erosion.',
      ),
    ).toBe(
      'Cooling: tube velocity 3.38 m/s exceeds 1.83 m/s in the tubes (2 circuits of 8.8 mm ID): erosion.',
    );
    expect(
      si('Delivered airflow 1,250 cfm is 12 % below the nominal 1,400 cfm at 0.50 in. w.g. ESP (limit 10 %)'),
    ).toBe('Delivered airflow 589.9 l/s is 12 % below the nominal 660.7 l/s at 125 Pa ESP (limit 10 %)');
    expect(si('Coil face velocity 520 fpm is above 500 fpm')).toBe(
      'Coil face velocity 2.64 m/s is above 2.54 m/s',
    );
    expect(si('cooling 7.9 of 12.0 MBH; airflow 500 of 600 cfm')).toBe(
      'cooling 2.32 of 3.52 kW; airflow 236.0 of 283.2 l/s',
    );
    expect(si('Required cooling must be no more than 5000 MBH')).toBe(
      'Required cooling must be no more than 1,465.36 kW',
    );
  });

  it('reads a bare "ft" as altitude in a sentence about altitude, and leaves other numbers alone', () => {
    expect(si('Altitude must be no more than 10000 ft')).toBe('Altitude must be no more than 3,048 m');
    expect(si('ISO 13256-1 standard, R-454B, FHC-06, Reynolds number 1,800 is below 2300 (limit 10 %)')).toBe(
      'ISO 13256-1 standard, R-454B, FHC-06, Reynolds number 1,800 is below 2300 (limit 10 %)',
    );
  });

  it('leaves no I-P unit in any warning the engine gives for the found cases', () => {
    const results = selectCoilUnits(
      coilInput({ EspInWg: 0.6, HeatingEnteringDbF: 30, Cooling: { FluidGpm: 6.54 } }),
      [modelBySize(fanCoilModels, '04')],
    );
    const messages = results.flatMap((result) => result.Warnings.map((warning) => warning.Message));
    expect(messages.length).toBeGreaterThan(3);
    for (const message of messages) {
      expect(si(message), message).not.toMatch(/°F|\bft\b|ft\/s|gpm|cfm|MBH|fpm|in\. w\.g\./);
    }
  });
});
