import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useUserInfo } from '../../../lib/session-store.ts';
import { LogicRunLog } from '../components/logic-run-log.tsx';
import { SegmentValuesTable } from '../components/segment-values-table.tsx';
import {
  canUseLogicTest,
  EXAMPLE_EXPRESSIONS,
  EXAMPLE_SEGMENT_VALUES,
  type LogicTestRun,
  logToConsole,
  runLogicTest,
} from '../run-logic-test.ts';

/** Older runs beyond this are dropped: the page is a scratch pad, not a history. */
const LOG_LIMIT = 200;

/** util/logic-test (spec section 2): runs availability-rule expressions and logs their results. */
export function LogicTestPage() {
  const userInfo = useUserInfo();
  if (!canUseLogicTest(userInfo)) {
    return (
      <Stack gap="md" maw={900}>
        <Title order={1} size="h2">
          Logic test
        </Title>
        <Paper withBorder p="lg" radius="md">
          <Text>This developer page is open to administrators only.</Text>
        </Paper>
      </Stack>
    );
  }
  return <LogicTest />;
}

function LogicTest() {
  const [expression, setExpression] = useState(EXAMPLE_EXPRESSIONS[0] ?? '');
  const [rows, setRows] = useState(EXAMPLE_SEGMENT_VALUES);
  const [runs, setRuns] = useState<LogicTestRun[]>([]);
  const nextId = useRef(1);

  const run = (text = expression) => {
    const result = runLogicTest(nextId.current++, text, rows);
    logToConsole(result);
    setRuns((previous) => [result, ...previous].slice(0, LOG_LIMIT));
  };
  const runOnHotkey = getHotkeyHandler([['mod+Enter', () => run()]]);

  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          Logic test
        </Title>
        <Badge variant="light" color="gray" tt="none">
          Developer
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" maw={900}>
        Evaluates an availability rule against segment values, as the configurator does. Rules use IN, NOT IN,
        AND, OR, NOT, parentheses and ANY; a segment without a value fails IN and passes NOT IN.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Textarea
              label="Expression"
              description="Ctrl+Enter runs it"
              autosize
              minRows={3}
              maxRows={10}
              value={expression}
              onChange={(event) => setExpression(event.currentTarget.value)}
              onKeyDown={runOnHotkey}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              spellCheck={false}
            />
            <Button leftSection={<IconPlayerPlay size={16} />} onClick={() => run()} w="fit-content">
              Run
            </Button>
            <Stack gap={4}>
              <Text size="xs" fw={600} c="dimmed">
                Examples (click to run)
              </Text>
              {EXAMPLE_EXPRESSIONS.map((example) => (
                <Anchor
                  key={example}
                  component="button"
                  type="button"
                  size="xs"
                  ff="monospace"
                  ta="left"
                  aria-label={`Example: ${example}`}
                  onClick={() => {
                    setExpression(example);
                    run(example);
                  }}
                >
                  {example}
                </Anchor>
              ))}
            </Stack>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              Segment values
            </Text>
            <SegmentValuesTable rows={rows} onChange={setRows} onKeyDown={runOnHotkey} />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Log
            </Title>
            {runs.length > 0 && (
              <Button variant="default" size="xs" onClick={() => setRuns([])}>
                Clear log
              </Button>
            )}
          </Group>
          <LogicRunLog runs={runs} />
        </Stack>
      </Paper>
    </Stack>
  );
}
