import { AirFanSpeed } from '@airquote/shared/selection/selection-schemas';
import { fanCoilModels, modelBySize } from '@airquote/shared/selection/test-fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { signInAsInternalUser } from '../../../test/user-info.ts';
import { FanCurveChart } from './fan-curve-chart.tsx';
import { PsychrometricChart } from './psychrometric-chart.tsx';

afterEach(() => sessionStore.clearAll());

const model = modelBySize(fanCoilModels, '06');
const profile = model.AirFlowProfiles[0];
const operatingPoint = { Cfm: 400, EspInWg: 0.2, TotalStaticInWg: 0.35, FilterPdInWg: 0.05 };

function renderFanCurve() {
  return renderWithApp(
    <FanCurveChart
      model={model}
      airFlowProfileId={profile?.AirFlowProfileId ?? null}
      fanSpeed={AirFanSpeed.High}
      operatingPoint={operatingPoint}
    />,
  );
}

const cooling = {
  name: 'Cooling' as const,
  entering: { DryBulbF: 80, WetBulbF: 67 },
  leaving: { DryBulbF: 55, WetBulbF: 54 },
};

describe('the charts of the configuration screen have a text equivalent (issue #18)', () => {
  it('the fan curve is an image named by its operating point, with its points in a data table (I-P)', async () => {
    signInAsInternalUser(['project.view']);
    renderFanCurve();
    const image = screen.getByRole('img', { name: /^Fan curves of / });
    expect(image.getAttribute('aria-label')).toContain('Operating point 400 cfm at 0.35 in. w.c.');
    await userEvent.click(screen.getByText('Data table'));
    const table = screen.getByRole('table', { name: `Fan curve points of ${model.ProductModelName}` });
    expect(within(table).getByRole('columnheader', { name: 'Airflow (cfm)' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Static pressure (in. w.c.)' })).toBeVisible();
    const operating = within(table).getByRole('rowheader', { name: 'Operating point' }).closest('tr');
    expect(
      within(operating as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['400', '0.35']);
    // Each speed's curve and the system curve, sampled: the chosen speed is marked.
    expect(
      within(table).getAllByRole('rowheader', { name: /^High speed \(chosen\)$/ }).length,
    ).toBeGreaterThan(3);
    expect(within(table).getAllByRole('rowheader', { name: 'System' }).length).toBeGreaterThan(3);
  });

  it('an SI user reads the fan curve table in m³/h and Pa', async () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'SI' } });
    renderFanCurve();
    await userEvent.click(screen.getByText('Data table'));
    const table = screen.getByRole('table', { name: /^Fan curve points of / });
    expect(within(table).getByRole('columnheader', { name: 'Airflow (m³/h)' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Static pressure (Pa)' })).toBeVisible();
    const operating = within(table).getByRole('rowheader', { name: 'Operating point' }).closest('tr');
    // 400 cfm = 680 m³/h; 0.35 in. w.c. = 87 Pa.
    expect(
      within(operating as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['680', '87']);
  });

  it('the psychrometric chart lists the entering and leaving air in the user units', async () => {
    signInAsInternalUser(['project.view'], { appUser: { UnitSystem: 'SI' } });
    renderWithApp(<PsychrometricChart altitudeFt={0} processes={[cooling]} />);
    const image = screen.getByRole('img', { name: /^Psychrometric chart at / });
    expect(image.getAttribute('aria-label')).toContain('Cooling: 26.7/19.4 °C to 12.8/12.2 °C');
    await userEvent.click(screen.getByText('Data table'));
    const table = screen.getByRole('table', { name: 'Air states of the coil processes' });
    expect(within(table).getByRole('columnheader', { name: 'Humidity ratio (g/kg)' })).toBeVisible();
    const cells = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const entering = cells('Cooling, entering air');
    expect(entering.slice(0, 2)).toEqual(['26.7', '19.4']);
    // 80/67 °F at sea level holds about 11.2 g of water per kg of dry air.
    expect(Number(entering[2])).toBeCloseTo(11.2, 0);
    expect(cells('Cooling, leaving air').slice(0, 2)).toEqual(['12.8', '12.2']);
  });

  it('in I-P the humidity column is in grains per pound', async () => {
    signInAsInternalUser(['project.view']);
    renderWithApp(<PsychrometricChart altitudeFt={0} processes={[cooling]} />);
    await userEvent.click(screen.getByText('Data table'));
    const table = screen.getByRole('table', { name: 'Air states of the coil processes' });
    expect(within(table).getByRole('columnheader', { name: 'Dry bulb (°F)' })).toBeVisible();
    const entering = within(
      within(table).getByRole('rowheader', { name: 'Cooling, entering air' }).closest('tr') as HTMLElement,
    )
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(entering.slice(0, 2)).toEqual(['80.0', '67.0']);
    expect(Number(entering[2])).toBeGreaterThan(75);
    expect(Number(entering[2])).toBeLessThan(82);
  });
});
