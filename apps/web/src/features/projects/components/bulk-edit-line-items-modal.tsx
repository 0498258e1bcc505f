import {
  type BulkLineItemChange,
  type BulkOptionChoice,
  bulkLineItemChangeSchema,
} from '@airquote/shared/contracts/line-item/bulk-change-line-items';
import type { QuantityKind } from '@airquote/shared/units/units';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useUnits } from '../../../lib/use-units.ts';
import { useBulkOptionChoices, useBulkOptionSegments } from '../api/bulk-change-line-items.ts';

type BulkEditLineItemsModalProps = {
  opened: boolean;
  /** How many line items are chosen. */
  count: number;
  /** The chosen line items, for the options valid for all of them; none = no option fields. */
  lineItemIds?: readonly number[];
  saving: boolean;
  /** The server's refusal (a row that cannot take the change, a stale row), shown in the dialog. */
  error: string | null;
  onApply: (change: BulkLineItemChange) => void;
  onClose: () => void;
};

/** The design conditions of the dialog: each typed in the user's units (ADR 0031), sent in I-P. */
const conditions = [
  { field: 'CoolingEnteringWaterF', label: 'Chilled water entering temperature', kind: 'temperature' },
  { field: 'HeatingEnteringWaterF', label: 'Hot water entering temperature', kind: 'temperature' },
  { field: 'CoolingEnteringDbF', label: 'Entering air dry bulb', kind: 'temperature' },
  { field: 'CoolingEnteringWbF', label: 'Entering air wet bulb', kind: 'temperature' },
  { field: 'AirflowCfm', label: 'Airflow', kind: 'airflow' },
  { field: 'EspInWg', label: 'External static pressure', kind: 'airPressure' },
] as const satisfies ReadonlyArray<{ field: keyof BulkLineItemChange; label: string; kind: QuantityKind }>;

type ConditionField = (typeof conditions)[number]['field'];
type Field = 'ItemQty' | ConditionField;
type Values = Record<Field, string | number>;
const emptyValues: Values = {
  ItemQty: '',
  CoolingEnteringWaterF: '',
  HeatingEnteringWaterF: '',
  CoolingEnteringDbF: '',
  CoolingEnteringWbF: '',
  AirflowCfm: '',
  EspInWg: '',
};
const numberOrUndefined = (value: string | number) => (value === '' ? undefined : Number(value));

/** The voltage has its own field; every other option of the chosen models is offered in "Option". */
const VOLTAGE_SEGMENT = 'VOLT';

/** An option's values as a Select's data: only those valid for every chosen unit can be chosen. */
const choiceData = (values: readonly BulkOptionChoice[]) =>
  values.map((value) => ({ value: value.Code, label: value.Description, disabled: !value.ValidForAll }));

/** The values some chosen unit cannot take, each with the server's reason. */
function RefusedValues({ values, testId }: { values: readonly BulkOptionChoice[]; testId: string }) {
  const refused = values.filter((value) => !value.ValidForAll);
  if (refused.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500}>
        Not offered on every chosen unit:
      </Text>
      <List size="sm" data-testid={testId}>
        {refused.map((value) => (
          <List.Item key={value.Code}>
            {value.Description}: {value.Reason}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * Issue #14 part 3 (ADR 0038, ADR 0042): one change for every chosen line item. Fields left empty
 * stay as they are; a changed design condition or option marks the units "needs re-selection".
 * Conditions are typed in the user's units and sent in I-P; only option values valid for every
 * chosen model can be chosen, the others are listed with the reason.
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
  const units = useUnits();
  const [values, setValues] = useState<Values>(emptyValues);
  const [voltage, setVoltage] = useState<string | null>(null);
  const [segment, setSegment] = useState<string | null>(null);
  const [optionCode, setOptionCode] = useState<string | null>(null);
  const withOptions = lineItemIds.length > 0;
  const voltages = useBulkOptionChoices(VOLTAGE_SEGMENT, lineItemIds, opened);
  const segments = useBulkOptionSegments(lineItemIds, opened);
  const optionValues = useBulkOptionChoices(segment ?? '', lineItemIds, opened && segment !== null);
  const otherSegments = (segments.data?.Segments ?? []).filter((item) => item.Segment !== VOLTAGE_SEGMENT);
  const chosenSegment = otherSegments.find((item) => item.Segment === segment);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  useEffect(() => {
    if (opened) {
      setValues(emptyValues);
      setVoltage(null);
      setSegment(null);
      setOptionCode(null);
      setProblems({});
    }
  }, [opened]);
  const set = (field: Field) => (value: string | number) =>
    setValues((current) => ({ ...current, [field]: value }));

  const apply = () => {
    const inIp = (field: ConditionField, kind: QuantityKind) => {
      const value = numberOrUndefined(values[field]);
      return value === undefined || Number.isNaN(value) ? value : units.toIp(kind, value);
    };
    const options = [
      ...(voltage ? [{ Segment: VOLTAGE_SEGMENT, Code: voltage }] : []),
      ...(segment && optionCode ? [{ Segment: segment, Code: optionCode }] : []),
    ];
    const parsed = bulkLineItemChangeSchema.safeParse({
      ItemQty: numberOrUndefined(values.ItemQty),
      ...Object.fromEntries(conditions.map(({ field, kind }) => [field, inIp(field, kind)])),
      Options: options.length > 0 ? options : undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field | 'form', string>> = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as Field | undefined) ?? 'form';
        // The limits are written in I-P; a reader of SI reads them in SI.
        found[key] ??= units.message(issue.message);
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onApply(parsed.data);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={`Change ${count} line item${count === 1 ? '' : 's'}`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Fill in only what should change; empty fields stay as they are on each line item. A new design
            condition or option keeps each unit and marks it "needs re-selection" until you re-select it.
          </Text>
          <NumberInput
            label="Quantity"
            min={1}
            allowDecimal={false}
            value={values.ItemQty}
            onChange={set('ItemQty')}
            error={problems.ItemQty}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {conditions.map(({ field, label, kind }) => (
              <NumberInput
                key={field}
                label={units.labelWith(label, kind)}
                decimalScale={Math.max(units.decimals(kind), 1)}
                value={values[field]}
                onChange={set(field)}
                error={problems[field]}
              />
            ))}
          </SimpleGrid>
          {withOptions && (
            <Select
              label="Voltage"
              placeholder={voltages.isPending ? 'Loading voltages…' : 'Keep each unit’s voltage'}
              clearable
              value={voltage}
              onChange={setVoltage}
              data={choiceData(voltages.data?.Values ?? [])}
              description="Only the voltages every chosen unit offers can be chosen."
            />
          )}
          <RefusedValues values={voltages.data?.Values ?? []} testId="refused-voltages" />
          {withOptions && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="Option"
                placeholder={segments.isPending ? 'Loading options…' : 'Keep each unit’s options'}
                clearable
                searchable
                value={segment}
                onChange={(value) => {
                  setSegment(value);
                  setOptionCode(null);
                }}
                data={otherSegments.map((item) => ({ value: item.Segment, label: item.DisplayName }))}
              />
              <Select
                label="Option value"
                placeholder={
                  segment === null
                    ? 'Choose an option first'
                    : optionValues.isPending
                      ? 'Loading values…'
                      : 'Choose a value'
                }
                disabled={segment === null}
                clearable
                value={optionCode}
                onChange={setOptionCode}
                data={choiceData(segment === null ? [] : (optionValues.data?.Values ?? []))}
                description="Only the values every chosen unit can take can be chosen."
              />
            </SimpleGrid>
          )}
          {chosenSegment && chosenSegment.MissingOn.length > 0 && (
            <Text size="sm" c="orange.9">
              {chosenSegment.DisplayName} is not an option of {chosenSegment.MissingOn.join(', ')}.
            </Text>
          )}
          {segment !== null && (
            <RefusedValues values={optionValues.data?.Values ?? []} testId="refused-option-values" />
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
              {units.message(error)}
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
