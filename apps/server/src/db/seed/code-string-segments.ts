import { type ClassOptions, type VoltageCode, voltageCodes } from './code-string-options.ts';
import type { CodeStringSegmentSeed } from './code-string-seed.ts';

/**
 * Code-string segments of the seeded model classes (docs/domain.md section 3), built from what each class
 * offers (code-string-options.ts). Rules name other segments by Name and list only codes those
 * segments have in the class, so a class without 460 V sizes simply has no 460 V value.
 */
export const dollars = (amount: number) => Math.round(amount * 100);
export const list = (codes: readonly string[]) => `(${codes.join(',')})`;
/** The sizes of a class that are in `wanted` (rules may only list codes the class has). */
export const having = (sizes: readonly string[], wanted: readonly string[]) =>
  sizes.filter((size) => wanted.includes(size));

export function voltageSegment(options: ClassOptions): CodeStringSegmentSeed {
  return {
    name: 'VOLT',
    displayName: 'Voltage',
    group: 'Electrical',
    values: Object.entries(options.voltages).flatMap(([code, sizes]) => {
      const limited = sizes === 'all' || sizes === undefined ? null : having(options.sizes, sizes);
      if (limited && limited.length === 0) return [];
      return [
        {
          code,
          description: voltageCodes[code as VoltageCode],
          adderCents: code === '6' ? dollars(260) : code === '5' ? dollars(120) : 0,
          rule: limited && limited.length < options.sizes.length ? `(SIZE IN ${list(limited)})` : '',
          isDefault: code === options.defaultVoltage,
        },
      ];
    }),
  };
}

export function motorSegment(options: ClassOptions, hasHighVoltage: boolean): CodeStringSegmentSeed {
  return {
    name: 'MOTOR',
    displayName: 'Motor',
    group: 'Motor/Fan',
    values: [
      ...(options.psc
        ? [
            {
              code: 'P',
              description: 'PSC motor, 3-speed',
              adderCents: 0,
              // No 460 V PSC motor is built: 460/3 units get an ECM with its own drive.
              rule: hasHighVoltage ? '(VOLT NOT IN (6))' : '',
              isDefault: true,
            },
          ]
        : []),
      {
        code: 'E',
        description: 'ECM motor, programmable speed taps',
        adderCents: options.psc ? dollars(185) : 0,
        rule: '',
        isDefault: !options.psc,
      },
    ],
  };
}

/** Fan coils, blower coils and ECO units: water coils with valves, controls and electric heat. */
export function waterCoilClassSegments(options: ClassOptions): CodeStringSegmentSeed[] {
  const hasHighVoltage = voltageSegment(options).values.some((value) => value.code === '6');
  const segments: CodeStringSegmentSeed[] = [
    {
      name: 'CLASS',
      displayName: 'Model class',
      group: 'Unit',
      values: [
        {
          code: options.className,
          description: options.description,
          adderCents: 0,
          rule: '',
          isDefault: true,
        },
      ],
    },
    {
      name: 'SIZE',
      displayName: 'Unit size',
      group: 'Unit',
      values: options.sizes.map((size, index) => ({
        code: size,
        description: `Size ${size}`,
        adderCents: 0,
        rule: '',
        isDefault: index === 0,
      })),
    },
    {
      name: 'PIPE',
      displayName: 'Coil configuration',
      group: 'Coil',
      values: [
        { code: '2', description: '2-Pipe System', adderCents: 0, rule: '', isDefault: true },
        { code: '4', description: '4-Pipe System', adderCents: dollars(240), rule: '', isDefault: false },
      ],
    },
    {
      name: 'CROW',
      displayName: 'Cooling coil rows',
      group: 'Coil',
      values: options.coolingRows.map((rows) => ({
        code: String(rows),
        description: `${rows}-row chilled water coil`,
        // Priced against the standard 3-row coil: a 2-row coil is a deduct.
        adderCents: dollars(
          (rows - options.defaultCoolingRows) * (rows < options.defaultCoolingRows ? 40 : 95),
        ),
        rule: '',
        isDefault: rows === options.defaultCoolingRows,
      })),
    },
    {
      name: 'HROW',
      displayName: 'Heating coil rows',
      group: 'Coil',
      values: [
        { code: '0', description: 'No heating coil', adderCents: 0, rule: '(PIPE IN (2))', isDefault: true },
        // A separate hot-water coil exists only on 4-pipe units.
        ...options.heatingRows.map((rows, index) => ({
          code: String(rows),
          description: `${rows}-row hot water heating coil`,
          adderCents: dollars(60 + index * 70),
          rule: '(PIPE IN (4))',
          isDefault: false,
        })),
      ],
    },
    voltageSegment(options),
    motorSegment(options, hasHighVoltage),
    {
      name: 'CTRL',
      displayName: 'Controls',
      group: 'Controls',
      values: [
        { code: 'N', description: 'No controls (field supplied)', adderCents: 0, rule: '', isDefault: true },
        {
          code: 'T',
          description: 'Wall thermostat, 3-speed fan switch',
          adderCents: dollars(85),
          rule: '',
          isDefault: false,
        },
        {
          code: 'D',
          description: 'DDC controller, BACnet MS/TP',
          adderCents: dollars(420),
          rule: '',
          isDefault: false,
        },
        {
          code: 'V',
          description: 'Variable fan speed, 0–10 V input',
          adderCents: dollars(150),
          // Only an ECM follows a 0–10 V speed signal.
          rule: '(MOTOR IN (E))',
          isDefault: false,
        },
      ],
    },
    {
      name: 'VALVE',
      displayName: 'Valve package',
      group: 'Coil',
      values: [
        { code: 'N', description: 'No valve package', adderCents: 0, rule: '', isDefault: true },
        // A valve needs a controller to drive its actuator.
        {
          code: '2',
          description: '2-way motorized valve package',
          adderCents: dollars(165),
          rule: '(CTRL NOT IN (N))',
          isDefault: false,
        },
        {
          code: '3',
          description: '3-way motorized valve package',
          adderCents: dollars(185),
          rule: '(CTRL NOT IN (N))',
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
          description: '1 in. pleated filter, MERV 8',
          adderCents: dollars(22),
          rule: '',
          isDefault: false,
        },
        {
          code: '4',
          description: '2 in. pleated filter, MERV 13',
          adderCents: dollars(48),
          rule: '',
          isDefault: false,
        },
      ],
    },
  ];
  if (options.electricHeat) {
    const sizes = having(options.sizes, options.electricHeat.sizes);
    const voltages = options.electricHeat.voltages.filter((code) =>
      voltageSegment(options).values.some((value) => value.code === code),
    );
    // Electric heat is the heat source of a 2-pipe cooling unit; a 4-pipe unit has its hot-water coil.
    const rule = `(PIPE IN (2) AND VOLT IN ${list(voltages)}${sizes.length < options.sizes.length ? ` AND SIZE IN ${list(sizes)}` : ''})`;
    segments.push({
      name: 'EHEAT',
      displayName: 'Electric heat',
      group: 'Electrical',
      values: [
        { code: '0', description: 'No electric heat', adderCents: 0, rule: '', isDefault: true },
        { code: '3', description: '3 kW electric heat', adderCents: dollars(275), rule, isDefault: false },
        { code: '4', description: '4 kW electric heat', adderCents: dollars(310), rule, isDefault: false },
      ],
    });
  }
  segments.push({
    name: 'CONN',
    displayName: 'Coil connection',
    group: 'Coil',
    values: [
      { code: 'L', description: 'Left-hand connections', adderCents: 0, rule: '', isDefault: true },
      { code: 'R', description: 'Right-hand connections', adderCents: 0, rule: '', isDefault: false },
    ],
  });
  return segments;
}
