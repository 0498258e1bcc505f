import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatMoney } from '../../../lib/format.ts';
import { codeStringOf } from '../code-string-options.ts';

type SaveBarProps = {
  projectId: number;
  scheduleId: number;
  segments: readonly CodeStringSegment[] | null;
  chosen: readonly ProductModelValue[];
  /**
   * The server's price, the one the Pricing panel shows (null figures until it answers); null for
   * readers who may not see prices (the Engineer rule).
   */
  prices: {
    base: string | null;
    adders: string | null;
    unit: string | null;
    itemQty: number | null;
    extended: string | null;
  } | null;
  dirty: boolean;
  readOnly: boolean;
  /** Why Save is not possible yet, in words. */
  blockers: string[];
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
};

/**
 * Stays at the bottom of the window while the screen scrolls: the model code string, the list
 * price, unsaved changes, Back and Save (toasts appear at the top right, never over it).
 */
export function SaveBar(props: SaveBarProps) {
  const { segments, chosen, prices } = props;
  const itemQty = prices?.itemQty ?? 1;
  return (
    <Group
      justify="space-between"
      // On a phone the buttons go under the code string and the price (issue #18).
      wrap="wrap"
      gap="md"
      px="md"
      py={8}
      mx="calc(var(--mantine-spacing-md) * -1)"
      mb="calc(var(--mantine-spacing-md) * -1)"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 20,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
        boxShadow: '0 -2px 6px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Group gap="lg" wrap="wrap" miw={0}>
        <Stack gap={0} miw={0}>
          <Text size="xs" c="dimmed">
            Model code string
          </Text>
          <Text ff="monospace" fw={600} truncate data-testid="header-code-string">
            {segments ? codeStringOf(segments, chosen) : '—'}
          </Text>
        </Stack>
        {prices && (
          <Stack gap={0} data-testid="unit-list-price">
            <Text size="xs" c="dimmed">
              Unit list price (base {formatMoney(prices.base)} + options {formatMoney(prices.adders)})
            </Text>
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(prices.unit)}
              {prices.extended && itemQty > 1 ? ` · ${itemQty} × = ${formatMoney(prices.extended)}` : ''}
            </Text>
          </Stack>
        )}
      </Group>
      <Group gap="xs" wrap="wrap" ml="auto">
        {props.dirty && (
          <Badge color="orange" variant="light" data-testid="unsaved-changes">
            Unsaved changes
          </Badge>
        )}
        <Button
          component={Link}
          to={`${paths.projectDetail(props.projectId)}?tab=schedules&schedule=${props.scheduleId}`}
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
        >
          Back to schedule
        </Button>
        {!props.readOnly && (
          <Tooltip
            label={props.blockers.join(' ')}
            disabled={props.blockers.length === 0}
            multiline
            maw={320}
          >
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              // Not disabled: a disabled button cannot show its tooltip or take focus.
              data-disabled={!props.canSave || undefined}
              aria-disabled={!props.canSave}
              loading={props.saving}
              onClick={(event) => {
                if (!props.canSave) return event.preventDefault();
                props.onSave();
              }}
            >
              Save
            </Button>
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
