import { fieldMessage } from '@airquote/shared/rules/messages';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRequiredDataCheck } from '../../../components/required-data-check.tsx';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt.tsx';
import { useBrands } from '../../../shared/session/api/get-brands.ts';
import { transactionTypeOptions } from '../quote-rules.ts';

export type QuoteSettings = {
  ProjectScheduleIds: number[];
  BrandId: number | null;
  TransactionType: 1 | 2;
  ValidUntil: string;
};

/** Whether two settings say the same (the schedules as a set). */
export function sameQuoteSettings(a: QuoteSettings, b: QuoteSettings): boolean {
  const schedules = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
  return (
    schedules(a.ProjectScheduleIds) === schedules(b.ProjectScheduleIds) &&
    a.BrandId === b.BrandId &&
    a.TransactionType === b.TransactionType &&
    a.ValidUntil === b.ValidUntil
  );
}

type ScheduleOption = { ProjectScheduleId: number; Name: string; IsActive: boolean };

type QuoteSettingsFormProps = {
  initialValues: QuoteSettings;
  schedules: ScheduleOption[];
  onSave: (values: QuoteSettings) => void;
  saving: boolean;
  readOnly: boolean;
  submitLabel: string;
};

/** What a quote covers and how it is sold: schedules, brand, transaction type, valid-until. */
export function QuoteSettingsForm({
  initialValues,
  schedules,
  onSave,
  saving,
  readOnly,
  submitLabel,
}: QuoteSettingsFormProps) {
  const [values, setValues] = useState(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const requiredData = useRequiredDataCheck();
  // Leaving with unsaved settings asks first (issue #15); a save under way (a new quote then opens
  // its own page) is not held up.
  const unsavedPrompt = useUnsavedChangesPrompt(
    !readOnly && !saving && !sameQuoteSettings(values, initialValues),
  );
  // The same query the root layout loads at startup (spec section 7: brands are loaded at start).
  const brands = useBrands();
  const set = <K extends keyof QuoteSettings>(key: K, value: QuoteSettings[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const scheduleData = schedules
    .filter((s) => s.IsActive || values.ProjectScheduleIds.includes(s.ProjectScheduleId))
    .map((s) => ({ value: String(s.ProjectScheduleId), label: s.Name }));
  const noSchedule = values.ProjectScheduleIds.length === 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!requiredData.showMissing(noSchedule ? ['Schedules'] : [])) onSave(values);
      }}
    >
      {requiredData.popup}
      {unsavedPrompt}
      <Stack gap="sm">
        <Checkbox.Group
          label="Schedules"
          withAsterisk
          // A hint rather than an error: an empty new quote has done nothing wrong yet.
          description={noSchedule && !readOnly ? 'Choose at least one schedule for the quote.' : undefined}
          error={noSchedule && submitted ? fieldMessage('required', 'Schedules') : undefined}
          value={values.ProjectScheduleIds.map(String)}
          onChange={(ids) => !readOnly && set('ProjectScheduleIds', ids.map(Number))}
        >
          <Group gap="lg" mt={6}>
            {scheduleData.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} disabled={readOnly} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Brand"
            data={(brands.data ?? []).map((brand) => ({ value: String(brand.BrandId), label: brand.Name }))}
            value={values.BrandId === null ? null : String(values.BrandId)}
            onChange={(id) => set('BrandId', id === null ? null : Number(id))}
            placeholder="The project's brand"
            readOnly={readOnly}
          />
          <Select
            label="Transaction Type"
            data={transactionTypeOptions}
            value={String(values.TransactionType)}
            allowDeselect={false}
            onChange={(id) => id && set('TransactionType', Number(id) === 2 ? 2 : 1)}
            readOnly={readOnly}
          />
          <TextInput
            label="Valid Until"
            type="date"
            value={values.ValidUntil}
            onChange={(event) => set('ValidUntil', event.currentTarget.value)}
            readOnly={readOnly}
          />
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
