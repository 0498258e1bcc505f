import { Badge, Group, Stack, Text } from '@mantine/core';
import type { LogicTestRun } from '../run-logic-test.ts';

function ResultBadge({ run }: { run: LogicTestRun }) {
  const [label, color] = run.error ? ['error', 'red'] : run.result ? ['true', 'green'] : ['false', 'gray'];
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      miw={56}
      style={{ flexShrink: 0 }}
      data-testid="run-result"
    >
      {label}
    </Badge>
  );
}

const valuesText = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value || '(none)'}`)
    .join(' · ') || 'no values';

/** Each run, newest first: its result, expression, values and why it is false or failed. */
export function LogicRunLog({ runs }: { runs: LogicTestRun[] }) {
  if (runs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing run yet. Each run is listed here, newest first, and written to the browser console.
      </Text>
    );
  }
  return (
    <Stack component="ol" aria-label="Log" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {runs.map((run) => (
        <Stack
          component="li"
          key={run.id}
          gap={2}
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ResultBadge run={run} />
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }} data-testid="run-expression">
              {run.expression || '(empty: always true)'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace">
            {valuesText(run.values)}
          </Text>
          {run.explanation && (
            <Text size="xs" c="dimmed">
              False because it {run.explanation}.
            </Text>
          )}
          {run.error && (
            <Text size="sm" c="red.8" data-testid="run-error">
              {run.error.message}
              {run.error.detail && ` (${run.error.detail})`}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
