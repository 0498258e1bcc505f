import type { ClassOptions } from './code-string-options.ts';
import type { CodeStringSegmentSeed } from './code-string-seed.ts';
import { dollars, having, list, motorSegment, voltageSegment } from './code-string-segments.ts';

/** Water source heat pumps: voltage by size, refrigerant circuit, water coil metal, controls, water valves. */
export function heatPumpClassSegments(options: ClassOptions): CodeStringSegmentSeed[] {
  const { className, description, sizes } = options;
  return [
    {
      name: 'SERIES',
      displayName: 'Series',
      group: 'Unit',
      values: [{ code: className, description, adderCents: 0, rule: '', isDefault: true }],
    },
    {
      name: 'SIZE',
      displayName: 'Unit size',
      group: 'Unit',
      values: sizes.map((size, index) => ({
        code: size,
        description: `Size ${size}, ${Number(size)} MBH nominal cooling`,
        adderCents: 0,
        rule: '',
        isDefault: index === 0,
      })),
    },
    voltageSegment(options),
    {
      name: 'CIRC',
      displayName: 'Refrigerant circuit',
      group: 'Unit',
      values: [
        { code: 'S', description: 'Standard heat pump circuit', adderCents: 0, rule: '', isDefault: true },
        {
          code: 'E',
          description: 'Extended range (ground loop, 25 °F EWT)',
          adderCents: dollars(120),
          rule: '',
          isDefault: false,
        },
        {
          code: 'H',
          description: 'Hot gas reheat for dehumidification',
          adderCents: dollars(640),
          // The reheat coil does not fit the smallest cabinets.
          rule: `(SIZE IN ${list(having(sizes, ['015', '024', '036', '048', '060']))})`,
          isDefault: false,
        },
      ],
    },
    {
      name: 'WCOIL',
      displayName: 'Water coil',
      group: 'Coil',
      values: [
        { code: 'C', description: 'Copper coaxial water coil', adderCents: 0, rule: '', isDefault: true },
        {
          code: 'N',
          description: 'Cupronickel coaxial water coil (open loop)',
          adderCents: dollars(310),
          rule: '',
          isDefault: false,
        },
      ],
    },
    motorSegment(
      options,
      voltageSegment(options).values.some((value) => value.code === '6'),
    ),
    {
      name: 'CTRL',
      displayName: 'Controls',
      group: 'Controls',
      values: [
        {
          code: 'M',
          description: 'Microprocessor unit controller',
          adderCents: 0,
          rule: '',
          isDefault: true,
        },
        {
          code: 'D',
          description: 'DDC controller, BACnet MS/TP',
          adderCents: dollars(395),
          rule: '',
          isDefault: false,
        },
      ],
    },
    {
      name: 'WFLOW',
      displayName: 'Water flow control',
      group: 'Options',
      values: [
        { code: 'N', description: 'None', adderCents: 0, rule: '', isDefault: true },
        {
          code: 'V',
          description: 'Motorized 2-way water valve',
          adderCents: dollars(145),
          rule: '',
          isDefault: false,
        },
        {
          code: 'F',
          description: 'Automatic flow regulator with 2-way valve',
          adderCents: dollars(225),
          rule: '',
          isDefault: false,
        },
      ],
    },
    {
      name: 'FILTER',
      displayName: 'Filter',
      group: 'Options',
      values: [
        { code: '1', description: '1 in. throwaway filter', adderCents: 0, rule: '', isDefault: true },
        {
          code: '2',
          description: '2 in. pleated filter, MERV 8',
          adderCents: dollars(35),
          rule: '',
          isDefault: false,
        },
        {
          code: '4',
          description: '2 in. pleated filter, MERV 13',
          adderCents: dollars(65),
          // Small cabinets take 1 in. racks only up to MERV 8.
          rule: `(SIZE IN ${list(having(sizes, ['024', '036', '048', '060']))})`,
          isDefault: false,
        },
      ],
    },
    {
      name: 'RET',
      displayName: 'Return air',
      group: 'Options',
      values: [
        { code: 'L', description: 'Left return', adderCents: 0, rule: '', isDefault: true },
        { code: 'R', description: 'Right return', adderCents: 0, rule: '', isDefault: false },
      ],
    },
  ];
}
