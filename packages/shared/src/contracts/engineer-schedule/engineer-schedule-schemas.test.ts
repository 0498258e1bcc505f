import { describe, expect, it } from 'vitest';
import { checkEngineerSheet, mappingForSheet, suggestMapping } from './engineer-schedule-schemas.ts';

describe('engineer schedule headings (issue #14)', () => {
  it('recognises the usual headings whatever their case, spacing and units', () => {
    const mapping = suggestMapping([
      'MARK',
      'Quantity',
      'Supply Air CFM',
      'ESP (Pa)',
      'Total Cooling (kW)',
      'Sens. Cooling kW',
      'Ent Air DB °F',
      'ent air wb °f',
      'EWT °C',
      'LWT °C',
      'GPM',
      'Heating MBH',
      'V/Ph/Hz',
      'Fan Motor',
      'Unit Type',
    ]).Columns;
    expect(mapping.Tag?.Heading).toBe('MARK');
    expect(mapping.Qty?.Heading).toBe('Quantity');
    expect(mapping.Cfm).toEqual({ Heading: 'Supply Air CFM', Units: 'IP' });
    expect(mapping.Esp).toEqual({ Heading: 'ESP (Pa)', Units: 'SI' });
    expect(mapping.CoolingTotalMbh).toEqual({ Heading: 'Total Cooling (kW)', Units: 'SI' });
    expect(mapping.CoolingSensibleMbh).toEqual({ Heading: 'Sens. Cooling kW', Units: 'SI' });
    expect(mapping.EatDbF?.Heading).toBe('Ent Air DB °F');
    expect(mapping.EatWbF?.Heading).toBe('ent air wb °f');
    expect(mapping.EwtF).toEqual({ Heading: 'EWT °C', Units: 'SI' });
    expect(mapping.LwtF).toEqual({ Heading: 'LWT °C', Units: 'SI' });
    expect(mapping.Gpm?.Heading).toBe('GPM');
    expect(mapping.HeatingMbh).toEqual({ Heading: 'Heating MBH', Units: 'IP' });
    expect(mapping.Voltage?.Heading).toBe('V/Ph/Hz');
    expect(mapping.Motor?.Heading).toBe('Fan Motor');
    expect(mapping.Type?.Heading).toBe('Unit Type');
  });

  it('keeps a remembered mapping where the sheet still has its headings', () => {
    const remembered = { Columns: { Tag: { Heading: 'Equip', Units: 'IP' as const } } };
    expect(mappingForSheet(['Equip', 'CFM'], remembered).Columns.Tag?.Heading).toBe('Equip');
    expect(mappingForSheet(['Tag', 'CFM'], remembered).Columns.Tag?.Heading).toBe('Tag');
  });

  it('converts SI figures to I-P and reports every problem of every row', () => {
    const mapping = {
      Columns: {
        Tag: { Heading: 'Tag', Units: 'IP' as const },
        Cfm: { Heading: 'Airflow', Units: 'SI' as const },
        EwtF: { Heading: 'EWT', Units: 'SI' as const },
        CoolingTotalMbh: { Heading: 'Cooling', Units: 'SI' as const },
      },
    };
    const checked = checkEngineerSheet(
      {
        Headings: ['Tag', 'Airflow', 'EWT', 'Cooling'],
        Rows: [
          { Row: 2, Cells: ['A', '472', '7.2', '3.517'] },
          { Row: 3, Cells: ['', 'x', '900', '-1'] },
        ],
      },
      mapping,
    );
    expect(checked.Rows).toHaveLength(1);
    expect(checked.Rows[0]?.Requirements.Cfm).toBe(1000);
    expect(checked.Rows[0]?.EwtF).toBeCloseTo(45, 0);
    expect(checked.Rows[0]?.Requirements.CoolingTotalMbh).toBeCloseTo(12, 1);
    expect(
      checked.Problems.filter((p) => p.Row === 3)
        .map((p) => p.Column)
        .sort(),
    ).toEqual(['Airflow', 'Cooling', 'EWT', 'Tag']);
  });
});
