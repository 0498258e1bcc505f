import {
  type BulkLineItemChange,
  bulkLineItemChangeSchema,
} from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import { Alert, Button, Group, List, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBulkOptionChoices } from '../api/bulk-change-line-items.ts';

type BulkEditLineItemsModalProps = {
  opened: boolean;
  /** How many line items are chosen. */
  count: number;
  /** The chosen line items, for the voltages valid for all of them; none = no voltage field. */
  lineItemIds?: readonly number[];
  saving: boolean;
  /** The server's refusal (a row that cannot take the change, a stale row), shown in the dialog. */
  error: string | null;
  onApply: (change: BulkLineItemChange) => void;
  onClose: () => void;
};

type Field = 'ItemQty' | 'CoolingEnteringWaterF' | 'HeatingEnteringWaterF';
const numberOrUndefined = (value: string | number) => (value === '' ? undefined : Number(value));

/**
 * Issue #14 part 3 (ADR 0038): one change for every chosen line item. Fields left empty stay as they
 * are; a changed entering water temperature marks the units "needs re-selection".
 */
export function BulkEditLineItemsModal({
  opened,
  count,
  lineItemIds = [],
  saving,
  error,
  onApply,
  onClose,
}: BulkEditLineItemsModalProps) {
  const [values, setValues] = useState<Record<Field, string | number>>({
    ItemQty: '',
    CoolingEnteringWaterF: '',
    HeatingEnteringWaterF: '',
  });
  const [voltage, setVoltage] = useState<string | null>(null);
  const voltages = useBulkOptionChoices('VOLT', lineItemIds, opened);
  const refusedVoltages = (voltages.data?.Values ?? []).filter((value) => !value.ValidForAll);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  useEffect(() => {
    if (opened) {
      setValues({ ItemQty: '', CoolingEnteringWaterF: '', HeatingEnteringWaterF: '' });
      setVoltage(null);
      setProblems({});
    }
  }, [opened]);
  const set = (field: Field) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: value }));

  const apply = () => {
    const parsed = bulkLineItemChangeSchema.safeParse({
      ItemQty: numberOrUndefined(values.ItemQty),
      CoolingEnteringWaterF: numberOrUndefined(values.CoolingEnteringWaterF),
      HeatingEnteringWaterF: numberOrUndefined(values.HeatingEnteringWaterF),
      Options: voltage ? [{ Segment: 'VOLT', Code: voltage }] : undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field | 'form', string>> = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as Field | undefined) ?? 'form';
        found[key] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onApply(parsed.data);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Change ${count} line item${count === 1 ? '' : 's'}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Fill in only what should change; empty fields stay as they are on each line item. A new entering
            water temperature keeps each unit and its options, and marks it "needs re-selection" until you
            re-select it.
          </Text>
          <NumberInput
            label="Quantity"
            min={1}
            allowDecimal={false}
            value={values.ItemQty}
            onChange={set('ItemQty')}
            error={problems.ItemQty}
          />
          <NumberInput
            label="Chilled water entering temperature (°F)"
            value={values.CoolingEnteringWaterF}
            onChange={set('CoolingEnteringWaterF')}
            error={problems.CoolingEnteringWaterF}
          />
          <NumberInput
            label="Hot water entering temperature (°F)"
            value={values.HeatingEnteringWaterF}
            onChange={set('HeatingEnteringWaterF')}
            error={problems.HeatingEnteringWaterF}
          />
          {lineItemIds.length > 0 && (
            <Select
              label="Voltage"
              placeholder={voltages.isPending ? 'Loading voltages…' : 'Keep each unit’s voltage'}
              clearable
              value={voltage}
              onChange={setVoltage}
              data={(voltages.data?.Values ?? []).map((value) => ({
                value: value.Code,
                label: value.Description,
                disabled: !value.ValidForAll,
              }))}
              description="Only the voltages every chosen unit offers can be chosen."
            />
          )}
          {refusedVoltages.length > 0 && (
            <div>
              <Text size="sm" fw={500}>
                Not offered on every chosen unit:
              </Text>
              <List size="sm" data-testid="refused-voltages">
                {refusedVoltages.map((value) => (
                  <List.Item key={value.Code}>
                    {value.Description}: {value.Reason}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {problems.form && (
            <Text size="sm" c="red.8" role="alert">
              {problems.form}
            </Text>
          )}
          {error && (
            // A refusal may name hundreds of rows: it scrolls, and the keyboard reaches it.
            <Alert
              color="red"
              title="Not changed"
              role="alert"
              mah={240}
              style={{ overflowY: 'auto' }}
              tabIndex={0}
            >
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Apply to {count}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
