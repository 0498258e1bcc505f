import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import {
  computeElectricalData,
  type ElectricalData,
  electricalChoiceOf,
  electricalLoadsOf,
  type ModelElectricalRatings,
} from '@airquote/shared/selection/electrical';
import { selectionOptionLists } from '@airquote/shared/selection/selection-schemas';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';

type ElectricalPanelProps = {
  /** The configured model's electrical catalog data; null when the catalog has none. */
  ratings: ModelElectricalRatings | null;
  segments: readonly CodeStringSegment[];
  chosen: readonly ProductModelValue[];
};

type Outcome = { data: ElectricalData } | { reason: string };

const amps = (value: number) => `${value.toFixed(1)} A`;
const rowStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: 12,
  padding: '3px 0',
} as const;
const labelStyle = { flex: '1 1 9rem', minWidth: 0 } as const;
const figureStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', marginLeft: 'auto' } as const;

type Row = { label: string; detail?: string; value: string; testId: string; strong?: boolean };

/** The rows of the table, only those the unit has; the long names of MCA and MOP as a detail line. */
function electricalRows(data: ElectricalData): Row[] {
  const motorType = selectionOptionLists.airMotorType.find(
    (option) => option.value === data.MotorType,
  )?.label;
  const rows: Row[] = [
    {
      label: 'Supply',
      value: `${data.Volts} V, ${data.Phase} ph, ${data.Hertz} Hz`,
      testId: 'electrical-supply',
    },
    {
      label: 'Fan motor FLA',
      detail: `${motorType ?? 'Motor'}, ${data.MotorHorsepower} hp`,
      value: amps(data.MotorFla),
      testId: 'electrical-fla',
    },
  ];
  if (data.CompressorRla !== null)
    rows.push(
      { label: 'Compressor RLA', value: amps(data.CompressorRla), testId: 'electrical-rla' },
      { label: 'Compressor LRA', value: amps(data.CompressorLra ?? 0), testId: 'electrical-lra' },
    );
  if (data.HeaterKw !== null)
    rows.push({
      label: 'Electric heat',
      detail: `${data.HeaterKw} kW`,
      value: amps(data.HeaterAmps ?? 0),
      testId: 'electrical-heater',
    });
  rows.push(
    {
      label: 'MCA',
      detail: 'minimum circuit ampacity',
      value: amps(data.Mca),
      testId: 'electrical-mca',
      strong: true,
    },
    {
      label: 'MOP',
      detail: 'maximum overcurrent protection',
      value: `${data.Mop} A`,
      testId: 'electrical-mop',
      strong: true,
    },
  );
  return rows;
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
  const titleId = useId();

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" mb={6} id={titleId}>
        Electrical data{data ? ` (${data.VoltageName})` : ''}
      </Title>
      {data ? (
        <>
          <Box component="dl" m={0} maw={560}>
            {electricalRows(data).map((row) => (
              // Label and figure side by side, the figure below its label when the column is narrow.
              <Box key={row.testId} style={rowStyle}>
                <Box component="dt" fz="sm" fw={row.strong ? 600 : 400} style={labelStyle}>
                  {row.label}
                  {row.detail && (
                    <Text span display="block" size="xs" c="dimmed" fw={400}>
                      {row.detail}
                    </Text>
                  )}
                </Box>
                <Box
                  component="dd"
                  m={0}
                  fz="sm"
                  fw={row.strong ? 600 : 400}
                  style={figureStyle}
                  data-testid={row.testId}
                >
                  {row.value}
                </Box>
              </Box>
            ))}
          </Box>
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
