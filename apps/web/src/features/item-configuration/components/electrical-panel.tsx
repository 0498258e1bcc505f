import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import {
  computeElectricalData,
  type ElectricalData,
  electricalChoiceOf,
  electricalLoadsOf,
  type ModelElectricalRatings,
} from '@airquote/shared/selection/electrical';
import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

type ElectricalPanelProps = {
  /** The configured model's electrical catalog data; null when the catalog has none. */
  ratings: ModelElectricalRatings | null;
  segments: readonly CodeStringSegment[];
  chosen: readonly ProductModelValue[];
};

type Outcome = { data: ElectricalData } | { reason: string };

const amps = (value: number) => `${value.toFixed(1)} A`;
const figureStyle = { fontVariantNumeric: 'tabular-nums' } as const;

function motorLabel(data: ElectricalData): string {
  const type = selectionOptionLists.airMotorType.find((option) => option.value === data.MotorType)?.label;
  return `Fan motor FLA${type ? ` (${type}, ${data.MotorHorsepower} hp)` : ''}`;
}

/** The rows of the table: label, value and a test id, only those the unit has. */
function electricalRows(data: ElectricalData): Array<[label: string, value: string, testId: string]> {
  return [
    ['Supply', `${data.Volts} V, ${data.Phase} phase, ${data.Hertz} Hz`, 'electrical-supply'],
    [motorLabel(data), amps(data.MotorFla), 'electrical-fla'],
    ...(data.CompressorRla === null
      ? []
      : ([
          ['Compressor RLA', amps(data.CompressorRla), 'electrical-rla'],
          ['Compressor LRA', amps(data.CompressorLra ?? 0), 'electrical-lra'],
        ] as Array<[string, string, string]>)),
    ...(data.HeaterKw === null
      ? []
      : ([
          ['Electric heat', `${data.HeaterKw} kW, ${amps(data.HeaterAmps ?? 0)}`, 'electrical-heater'],
        ] as Array<[string, string, string]>)),
    ['MCA (minimum circuit ampacity)', amps(data.Mca), 'electrical-mca'],
    ['MOP (maximum overcurrent protection)', `${data.Mop} A`, 'electrical-mop'],
  ];
}

/**
 * Electrical data of the unit as configured: FLA, heater and compressor amps, MCA and MOP for the
 * voltage, motor and heater the options order, recomputed as they change (ADR 30). Save stores the
 * server's own computation of the same figures.
 */
export function ElectricalPanel({ ratings, segments, chosen }: ElectricalPanelProps) {
  const outcome = useMemo<Outcome>(() => {
    if (!ratings) return { reason: 'The catalog has no electrical data for this model.' };
    const loads = electricalLoadsOf(ratings, electricalChoiceOf(segments, chosen));
    return loads.ok ? { data: computeElectricalData(loads.loads) } : { reason: loads.reason };
  }, [ratings, segments, chosen]);
  const data = 'data' in outcome ? outcome.data : null;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="electrical-data-title">
      <Title order={2} size="h5" mb={6} id="electrical-data-title">
        Electrical data{data ? ` (${data.VoltageName})` : ''}
      </Title>
      {data ? (
        <>
          <Table verticalSpacing={3} horizontalSpacing={0} withRowBorders={false} layout="fixed">
            <Table.Tbody>
              {electricalRows(data).map(([label, value, testId]) => (
                <Table.Tr key={testId}>
                  <Table.Th
                    scope="row"
                    fw={testId.endsWith('mca') || testId.endsWith('mop') ? 600 : 400}
                    fz="sm"
                  >
                    {label}
                  </Table.Th>
                  <Table.Td ta="right" fz="sm" style={figureStyle} data-testid={testId} w="40%">
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="xs" c="dimmed" mt={6}>
            MCA = 1.25 × the largest motor{data.CompressorRla === null ? '' : ' (the compressor)'} + other
            motors
            {data.HeaterKw === null ? '' : ' + 1.25 × the heater'}; MOP = 2.25 × the largest motor + the other
            loads, rounded down to a standard fuse size and never below MCA.
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="electrical-unavailable">
          {'reason' in outcome ? outcome.reason : ''}
        </Text>
      )}
    </Paper>
  );
}
