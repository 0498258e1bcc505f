import { ProductType } from '@airquote/shared/enums/lookups';
import type { ElectricalData } from '@airquote/shared/selection/electrical';
import { psychrometricChart } from '@airquote/shared/selection/psychrometrics';
import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { localizeMessage } from '@airquote/shared/units/unit-messages';
import { formatQuantity, type QuantityKind, type UnitSystem, unitLabel } from '@airquote/shared/units/units';
import { drawKeyValues, drawSectionTitle, drawTable, type PdfLayout, pdfFonts } from './pdf-layout.ts';
import { drawFanChart, drawPsychrometricChart } from './submittal-charts.ts';
import type { SubmittalUnit } from './submittal-unit.ts';

const standardFeatures: Record<number, string[]> = {
  [ProductType.FanCoil]: [
    'Galvanized steel cabinet, 18 ga minimum, with removable access panels',
    'Stainless steel drain pan sloped in two planes, extended under valves',
    'Forward-curved centrifugal fan assembly, removable without removing the unit',
    'PSC three-speed or ECM constant-torque motor, thermally protected',
    'Copper tube / aluminium fin coil, leak tested at 450 psig',
    'Single point power connection, ETL listed to UL 1995',
  ],
  [ProductType.AirHandler]: [
    'Galvanized steel cabinet with double-wall access doors',
    'Isolated fan deck with forward-curved fan, AMCA 210 rated',
    'Stainless steel drain pan, sloped, with secondary connection',
    'Copper tube / aluminium fin chilled and hot water coils',
    'Filter rack for 1 in. or 2 in. filters',
    'ETL listed to UL 1995',
  ],
  [ProductType.WSHP]: [
    'Factory charged R-454B refrigerant circuit, run tested',
    'Hermetic rotary or scroll compressor on vibration isolators',
    'Coaxial copper (or cupronickel) water-to-refrigerant heat exchanger',
    'ECM constant-airflow fan motor with three settings',
    'Microprocessor controller with lockout, freeze and condensate protection',
    'Rated to ISO 13256-1, ETL listed to UL 1995',
  ],
  [ProductType.ECO]: [
    'High-efficiency ECM motor and matched fan wheel',
    'Stainless steel drain pan sloped in two planes',
    'Copper tube / aluminium fin coil, leak tested at 450 psig',
    'Low-profile galvanized cabinet with removable panels',
    'Single point power connection, ETL listed to UL 1995',
  ],
};

const label = (list: ReadonlyArray<{ value: number; label: string }>, value: number | null | undefined) =>
  list.find((option) => option.value === value)?.label ?? '—';

const num = (value: number | null | undefined, digits = 1, unit = '') =>
  value === null || value === undefined ? '—' : `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;

/**
 * Performance figures in the requesting user's units (ADR 0031). In I-P the texts are exactly as
 * before; in SI each I-P number is converted and shown with its SI unit and precision.
 */
function unitTexts(system: UnitSystem) {
  const si = system === 'SI';
  const missing = (value: number | null | undefined): value is null | undefined =>
    value === null || value === undefined || !Number.isFinite(value);
  const siNumber = (kind: QuantityKind, value: number | null | undefined) =>
    missing(value) ? '—' : formatQuantity(kind, value, 'SI', { withUnit: false });
  return {
    /** The number alone (I-P with `ipDigits`). */
    v: (kind: QuantityKind, value: number | null | undefined, ipDigits = 1) =>
      si ? siNumber(kind, value) : num(value, ipDigits),
    /** A catalog number printed as stored in I-P, converted in SI. */
    raw: (kind: QuantityKind, value: number | null | undefined) =>
      si ? siNumber(kind, value) : String(value ?? '—'),
    /** The unit label. */
    u: (kind: QuantityKind, ipLabel: string) => (si ? unitLabel(kind, 'SI') : ipLabel),
    /** Number and unit. */
    q: (kind: QuantityKind, value: number | null | undefined, ipDigits: number, ipLabel: string) =>
      si ? (missing(value) ? '—' : formatQuantity(kind, value, 'SI')) : num(value, ipDigits, ipLabel),
  };
}

function identity(unit: SubmittalUnit): Array<[string, string]> {
  return [
    ['Tag', `${unit.tag} (qty ${unit.qty})`],
    ['Schedule', unit.scheduleName],
    ['Model', unit.modelName],
    ['Model code', unit.codeString || unit.modelName],
    ['Product', `${unit.productTypeName} · ${unit.categoryName}`],
    ['Model class', unit.modelClassName],
    [
      'Unit size',
      `${unit.unitSize} · ${unit.nominalCfm} cfm nominal · ${unit.nominalCapacityMbh} MBH nominal`,
    ],
    ...(unit.requirementOverride
      ? [['Requirement override', unit.requirementOverride] as [string, string]]
      : []),
  ];
}

/** Unit Features: identity, the product's standard features and the options chosen in the code string. */
export function drawUnitFeaturesPage(layout: PdfLayout, unit: SubmittalUnit): void {
  const { doc } = layout;
  drawSectionTitle(layout, `Unit Features — ${unit.tag}`);
  doc.y = drawKeyValues(layout, identity(unit), layout.left, doc.y, layout.width, 90) + 6;
  drawSectionTitle(layout, 'Standard features');
  doc.font(pdfFonts.regular).fontSize(9).fillColor('#222222');
  for (const feature of standardFeatures[unit.productTypeId] ?? standardFeatures[ProductType.FanCoil] ?? [])
    doc.text(`•  ${feature}`, layout.left + 6, doc.y, { width: layout.width - 6 });
  doc.moveDown(0.6);
  drawSectionTitle(layout, 'Selected options');
  drawTable(
    layout,
    [
      { header: 'Group', share: 0.16 },
      { header: 'Option', share: 0.26 },
      { header: 'Code', share: 0.1 },
      { header: 'Description', share: 0.48 },
    ],
    unit.options.map((option) => ({
      cells: [option.group, option.segment, option.code, option.description],
    })),
  );
}

function coilRows(unit: SubmittalUnit): Array<[string, string]> {
  const { v, raw, u, q } = unitTexts(unit.unitSystem ?? 'IP');
  const saved = unit.performance;
  if (saved?.Kind !== 'Coil') {
    const cooling = unit.coilRatings.find((coil) => coil.Duty === 'Cooling');
    const heating = unit.coilRatings.find((coil) => coil.Duty === 'Heating');
    return [
      ['Basis', 'Catalog rating (no selection saved)'],
      ['Rated airflow', q('airflow', cooling?.RatedCfm, 0, 'cfm')],
      ['Cooling coil', cooling ? `${cooling.Rows} rows, ${cooling.FinsPerInch} fpi` : '—'],
      ['Cooling total', q('capacity', cooling?.RatedTotalMbh, 1, 'MBH')],
      ['Cooling sensible', q('capacity', cooling?.RatedSensibleMbh, 1, 'MBH')],
      [
        'Rated EAT',
        cooling
          ? `${raw('temperature', cooling.RatedEnteringDbF)} ${u('temperature', '°F')} DB / ${raw('temperature', cooling.RatedEnteringWbF)} ${u('temperature', '°F')} WB`
          : '—',
      ],
      ['Rated EWT', q('temperature', cooling?.RatedEnteringFluidF, 0, '°F')],
      ['Fluid PD', q('waterPressureDrop', cooling?.RatedFluidPdFt, 1, 'ft w.c.')],
      ['Air PD', q('airPressure', cooling?.RatedAirPdInWg, 2, 'in. w.c.')],
      [
        'Heating coil',
        heating ? `${heating.Rows} rows, ${q('capacity', heating.RatedTotalMbh, 1, 'MBH')}` : '—',
      ],
    ];
  }
  const { Input: input, Result: result } = saved;
  const fan = result.FanOperatingPoint;
  const rows: Array<[string, string]> = [
    ['Basis', 'Saved selection'],
    [
      'Coil system',
      `${label(selectionOptionLists.coilConfiguration, input.CoilConfiguration)}, ${label(selectionOptionLists.configurationType, input.ConfigurationType)}`,
    ],
    [
      'Motor / speed',
      `${label(selectionOptionLists.airMotorType, result.MotorType)} / ${label(selectionOptionLists.airFanSpeed, result.FanSpeed)}`,
    ],
    ['Airflow', q('airflow', fan?.Cfm, 0, 'cfm')],
    [
      'ESP / total static',
      fan
        ? `${v('airPressure', fan.EspInWg, 2)} / ${v('airPressure', fan.TotalStaticInWg, 2)} ${u('airPressure', 'in. w.c.')}`
        : '—',
    ],
    ['Fan power', num(fan?.FanWatts, 0, 'W')],
    ['Face velocity', q('airVelocity', fan?.FaceVelocityFpm, 0, 'fpm')],
    [
      'Entering air',
      `${raw('temperature', input.CoolingEnteringDbF)} ${u('temperature', '°F')} DB / ${raw('temperature', input.CoolingEnteringWbF)} ${u('temperature', '°F')} WB`,
    ],
  ];
  const cooling = result.Cooling;
  if (cooling)
    rows.push(
      [
        'Cooling total / sens.',
        `${v('capacity', cooling.TotalMbh)} / ${v('capacity', cooling.SensibleMbh)} ${u('capacity', 'MBH')} (${cooling.Rows} rows)`,
      ],
      [
        'Leaving air (cooling)',
        `${v('temperature', cooling.LeavingDbF)} ${u('temperature', '°F')} DB / ${v('temperature', cooling.LeavingWbF)} ${u('temperature', '°F')} WB`,
      ],
      [
        'Chilled water',
        `${v('temperature', input.Cooling?.EnteringFluidF)} to ${v('temperature', cooling.LeavingFluidF)} ${u('temperature', '°F')}, ${q('waterFlow', cooling.FluidGpm, 2, 'gpm')}`,
      ],
      [
        'Water / air PD',
        `${q('waterPressureDrop', cooling.FluidPdFt, 1, 'ft')} / ${q('airPressure', cooling.AirPdInWg, 2, 'in. w.c.')}`,
      ],
    );
  const heating = result.Heating;
  if (heating)
    rows.push(
      [
        'Heating',
        `${v('capacity', heating.TotalMbh)} ${u('capacity', 'MBH')} (${heating.Rows} rows), LAT ${v('temperature', heating.LeavingDbF)} ${u('temperature', '°F')}`,
      ],
      [
        'Hot water',
        `${v('temperature', input.Heating?.EnteringFluidF)} to ${v('temperature', heating.LeavingFluidF)} ${u('temperature', '°F')}, ${q('waterFlow', heating.FluidGpm, 2, 'gpm')}, ${q('waterPressureDrop', heating.FluidPdFt, 1, 'ft')}`,
      ],
    );
  if (result.ElectricHeatMbh !== null)
    rows.push(['Electric heat', q('capacity', result.ElectricHeatMbh, 1, 'MBH')]);
  return rows;
}

function heatPumpRows(unit: SubmittalUnit): Array<[string, string]> {
  const { v, raw, u, q } = unitTexts(unit.unitSystem ?? 'IP');
  const saved = unit.performance;
  if (saved?.Kind !== 'HeatPump') {
    const rating = unit.heatPumpRating;
    return [
      ['Basis', 'ISO 13256-1 water-loop rating (no selection saved)'],
      [
        'Rated airflow / water',
        rating
          ? `${raw('airflow', rating.RatedCfm)} ${u('airflow', 'cfm')} / ${raw('waterFlow', rating.RatedGpm)} ${u('waterFlow', 'gpm')}`
          : '—',
      ],
      [
        'Cooling',
        rating
          ? `${raw('capacity', rating.RatedCoolingMbh)} ${u('capacity', 'MBH')}, EER ${rating.RatedEer}`
          : '—',
      ],
      [
        'Heating',
        rating
          ? `${raw('capacity', rating.RatedHeatingMbh)} ${u('capacity', 'MBH')}, COP ${rating.RatedCop}`
          : '—',
      ],
      ['Fluid PD', q('waterPressureDrop', rating?.RatedFluidPdFt, 1, 'ft w.c.')],
    ];
  }
  const { Input: input, Result: result } = saved;
  const fan = result.FanOperatingPoint;
  return [
    ['Basis', `Saved selection (${input.Application})`],
    [
      'Motor / speed',
      `${label(selectionOptionLists.airMotorType, result.MotorType)} / ${label(selectionOptionLists.airFanSpeed, result.FanSpeed)}`,
    ],
    ['Airflow', q('airflow', fan?.Cfm, 0, 'cfm')],
    [
      'ESP / total static',
      fan
        ? `${v('airPressure', fan.EspInWg, 2)} / ${v('airPressure', fan.TotalStaticInWg, 2)} ${u('airPressure', 'in. w.c.')}`
        : '—',
    ],
    ['Water flow', q('waterFlow', input.FluidGpm, 1, 'gpm')],
    [
      'Cooling total / sens.',
      `${v('capacity', result.CoolingTotalMbh)} / ${v('capacity', result.CoolingSensibleMbh)} ${u('capacity', 'MBH')}`,
    ],
    ['Cooling power / EER', `${num(result.CoolingPowerKw, 2, 'kW')} / ${num(result.Eer, 1)}`],
    [
      'Cooling EWT to LWT',
      `${raw('temperature', input.CoolingEnteringFluidF)} to ${v('temperature', result.CoolingLeavingFluidF)} ${u('temperature', '°F')}`,
    ],
    [
      'Leaving air (cooling)',
      `${v('temperature', result.CoolingLeavingDbF)} ${u('temperature', '°F')} DB / ${v('temperature', result.CoolingLeavingWbF)} ${u('temperature', '°F')} WB`,
    ],
    [
      'Heating / power',
      `${v('capacity', result.HeatingMbh)} ${u('capacity', 'MBH')} / ${num(result.HeatingPowerKw, 2, 'kW')}`,
    ],
    ['COP', num(result.Cop, 2)],
    [
      'Heating EWT to LWT',
      `${raw('temperature', input.HeatingEnteringFluidF)} to ${v('temperature', result.HeatingLeavingFluidF)} ${u('temperature', '°F')}`,
    ],
    ['Fluid PD', q('waterPressureDrop', result.FluidPdFt, 1, 'ft w.c.')],
  ];
}

/** FLA, compressor and heater amps, MCA and MOP of the saved voltage, motor and heater. */
function electricalDataRows(data: ElectricalData): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Supply', `${data.Volts} V / ${data.Phase} ph / ${data.Hertz} Hz`],
    [`FLA (${label(selectionOptionLists.airMotorType, data.MotorType)})`, `${num(data.MotorFla, 1, 'A')}`],
  ];
  if (data.CompressorRla !== null)
    rows.push(['Compressor RLA / LRA', `${num(data.CompressorRla, 1)} / ${num(data.CompressorLra, 1)} A`]);
  if (data.HeaterKw !== null)
    rows.push(['Electric heat', `${data.HeaterKw} kW, ${num(data.HeaterAmps, 1, 'A')}`]);
  rows.push(['MCA', num(data.Mca, 1, 'A')], ['MOP', `${data.Mop} A`]);
  return rows;
}

/** Performance and Product Summary: the engine's saved numbers, the fan curve and the psychrometric chart. */
export function drawUnitPerformancePage(layout: PdfLayout, unit: SubmittalUnit): void {
  const { doc, colors } = layout;
  drawSectionTitle(layout, `Performance & Product Summary — ${unit.tag}`);
  const top = doc.y;
  const leftWidth = 262;
  let y = drawKeyValues(layout, identity(unit).slice(1, 4), layout.left, top, leftWidth, 92) + 6;
  const rows =
    unit.performance?.Kind === 'HeatPump' || unit.heatPumpRating ? heatPumpRows(unit) : coilRows(unit);
  doc.font(pdfFonts.bold).fontSize(9.5).fillColor(colors.primaryMain).text('Performance', layout.left, y);
  y = drawKeyValues(layout, rows, layout.left, doc.y + 3, leftWidth, 100) + 4;
  if (unit.electricalData) {
    // The saved configuration's voltage only (ADR 30).
    const data = unit.electricalData;
    doc
      .font(pdfFonts.bold)
      .fontSize(9.5)
      .fillColor(colors.primaryMain)
      .text(`Electrical data (${data.VoltageName})`, layout.left, y);
    y = drawKeyValues(layout, electricalDataRows(data), layout.left, doc.y + 3, leftWidth, 100);
  } else {
    const motors = unit.motors.map(
      (motor) =>
        `${label(selectionOptionLists.airMotorType, motor.motorType)} ${motor.voltageName}: ${motor.horsepower} hp, ${motor.fullLoadAmps} FLA`,
    );
    doc.font(pdfFonts.bold).fontSize(9.5).fillColor(colors.primaryMain).text('Electrical', layout.left, y);
    y = drawKeyValues(layout, [['Motors', motors.join('\n') || '—']], layout.left, doc.y + 3, leftWidth, 100);
  }
  const warnings = unit.performance?.Result.Warnings ?? [];
  if (warnings.length > 0) {
    doc
      .font(pdfFonts.bold)
      .fontSize(9)
      .fillColor('#b5452b')
      .text('Warnings', layout.left, y + 4);
    doc.font(pdfFonts.regular).fontSize(8.5);
    // Stored in I-P; printed in the requesting user's units like the figures above (ADR 0031).
    for (const warning of warnings.slice(0, 4))
      doc.text(`•  ${localizeMessage(warning.Message, unit.unitSystem ?? 'IP')}`, layout.left, doc.y, {
        width: leftWidth,
      });
  }

  const chartX = layout.left + leftWidth + 18;
  const chartWidth = layout.left + layout.width - chartX;
  if (unit.fanChart)
    drawFanChart(
      doc,
      { x: chartX, y: top, width: chartWidth, height: 200 },
      unit.fanChart,
      colors.primaryMain,
      unit.unitSystem ?? 'IP',
    );
  drawPsychrometricChart(
    doc,
    { x: chartX, y: top + 222, width: chartWidth, height: 200 },
    psychrometricChart(unit.altitudeFt),
    unit.coolingProcess,
    colors.primaryMain,
    unit.unitSystem ?? 'IP',
  );
  doc.x = layout.left;
}
