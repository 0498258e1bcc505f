import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { ModelElectricalRatings } from '@airquote/shared/selection/electrical';
import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeForBrand } from '../../../lib/theme.ts';
import { renderWithTheme } from '../../../test/render.tsx';
import { ElectricalPanel } from './electrical-panel.tsx';

function segment(
  id: number,
  name: string,
  values: Array<[id: number, code: string, description: string]>,
): CodeStringSegment {
  return {
    CodeStringSegmentId: id,
    CodeStringGroupId: 1,
    ProductModelClassId: 1,
    Name: name,
    DisplayName: name,
    StartPosition: id,
    Length: 1,
    Values: values.map(([valueId, code, description]) => ({
      CodeStringValueId: valueId,
      CodeStringSegmentId: id,
      Code: code,
      Description: description,
      ListPriceAdder: null,
      AvailabilityRule: '',
      IsDefault: false,
      SortOrder: 0,
    })),
  };
}

const segments = [
  segment(1, 'VOLT', [
    [11, '2', '208/1/60'],
    [12, '4', '277/1/60'],
    [13, '5', '208/3/60'],
  ]),
  segment(2, 'MOTOR', [
    [21, 'P', 'PSC motor'],
    [22, 'E', 'ECM motor'],
  ]),
  segment(3, 'EHEAT', [
    [30, '0', 'No electric heat'],
    [34, '4', '4 kW electric heat'],
  ]),
];
const chosen = (volt: number, motor: number, heat: number): ProductModelValue[] => [
  { CodeStringSegmentId: 1, CodeStringValueId: volt },
  { CodeStringSegmentId: 2, CodeStringValueId: motor },
  { CodeStringSegmentId: 3, CodeStringValueId: heat },
];

const fanCoil: ModelElectricalRatings = {
  ProductModelId: 5,
  Voltages: [
    { VoltageName: '208/1/60', Volts: 208, Phase: 1, Hertz: 60 },
    { VoltageName: '277/1/60', Volts: 277, Phase: 1, Hertz: 60 },
  ],
  Motors: [
    { VoltageName: '208/1/60', MotorType: 1, Horsepower: 0.167, FullLoadAmps: 1.2 },
    { VoltageName: '208/1/60', MotorType: 2, Horsepower: 0.167, FullLoadAmps: 1 },
    { VoltageName: '277/1/60', MotorType: 1, Horsepower: 0.167, FullLoadAmps: 1.1 },
  ],
  Compressors: [],
  ElectricHeatKw: [4],
};
const heatPump: ModelElectricalRatings = {
  ProductModelId: 9,
  Voltages: [{ VoltageName: '208/3/60', Volts: 208, Phase: 3, Hertz: 60 }],
  Motors: [{ VoltageName: '208/3/60', MotorType: 2, Horsepower: 0.333, FullLoadAmps: 1.3 }],
  Compressors: [{ VoltageName: '208/3/60', RatedLoadAmps: 10.4, LockedRotorAmps: 73 }],
  ElectricHeatKw: [],
};

const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe('ElectricalPanel', () => {
  it('shows FLA, heater amps, MCA and MOP of the chosen voltage, and follows a new voltage', () => {
    const view = renderWithTheme(
      <ElectricalPanel ratings={fanCoil} segments={segments} chosen={chosen(11, 21, 34)} />,
    );
    expect(screen.getByRole('region', { name: 'Electrical data (208/1/60)' })).toBeInTheDocument();
    expect(figure('electrical-supply')).toBe('208 V, 1 ph, 60 Hz');
    // A description list: each figure is the definition of its term.
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Supply',
      'Fan motor FLAPSC, 0.167 hp',
      'Electric heat4 kW',
      'MCAminimum circuit ampacity',
      'MOPmaximum overcurrent protection',
    ]);
    expect(screen.getAllByRole('definition')).toHaveLength(5);
    expect(figure('electrical-fla')).toBe('1.2 A');
    // 4000 / 208 = 19.2 A; MCA = 1.25 × (1.2 + 19.23) = 25.6 A; MOP 21.9 A → 20 A, below MCA → 30 A.
    expect(figure('electrical-heater')).toBe('19.2 A');
    expect(figure('electrical-mca')).toBe('25.6 A');
    expect(figure('electrical-mop')).toBe('30 A');
    expect(screen.queryByTestId('electrical-rla')).toBeNull();

    view.rerender(
      <MantineProvider theme={themeForBrand(null)}>
        <ElectricalPanel ratings={fanCoil} segments={segments} chosen={chosen(12, 21, 30)} />
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Electrical data (277/1/60)' })).toBeInTheDocument();
    expect(figure('electrical-fla')).toBe('1.1 A');
    expect(screen.queryByTestId('electrical-heater')).toBeNull();
    // 1.25 × 1.1 = 1.375 → 1.4 A; the smallest fuse, 15 A.
    expect(figure('electrical-mca')).toBe('1.4 A');
    expect(figure('electrical-mop')).toBe('15 A');
  });

  it('shows the compressor RLA and LRA of a heat pump', () => {
    renderWithTheme(<ElectricalPanel ratings={heatPump} segments={segments} chosen={chosen(13, 22, 30)} />);
    expect(figure('electrical-supply')).toBe('208 V, 3 ph, 60 Hz');
    expect(figure('electrical-rla')).toBe('10.4 A');
    expect(figure('electrical-lra')).toBe('73.0 A');
    expect(figure('electrical-mca')).toBe('14.3 A');
    expect(figure('electrical-mop')).toBe('20 A');
    expect(screen.getByText(/the compressor/)).toBeInTheDocument();
  });

  it('says why when the catalog has no rating for the choice', () => {
    const view = renderWithTheme(
      <ElectricalPanel ratings={fanCoil} segments={segments} chosen={chosen(13, 22, 30)} />,
    );
    expect(screen.getByRole('region', { name: 'Electrical data' })).toBeInTheDocument();
    expect(figure('electrical-unavailable')).toBe('The model is not rated for 208/3/60.');
    view.rerender(
      <MantineProvider theme={themeForBrand(null)}>
        <ElectricalPanel ratings={null} segments={segments} chosen={chosen(11, 21, 30)} />
      </MantineProvider>,
    );
    expect(figure('electrical-unavailable')).toBe('The catalog has no electrical data for this model.');
  });
});
