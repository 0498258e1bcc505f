import { projectInputSchema } from '@airquote/shared/contracts/project/project-schemas';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { visibleFieldError } from '../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../components/required-data-check.tsx';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import type { ProjectInput } from '../api/create-project.ts';
import type { ProjectFormValues } from '../project-rules.ts';
import { lookupSelectData, useProjectLookups } from '../use-project-lookups.ts';

const requiredChoice = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .positive({ error: `${label} is required` });

/** The shared project rules, with the spec's "is required" texts for the two required choices. */
const projectFormSchema = projectInputSchema.extend({
  CompanyId: requiredChoice('Company'),
  BrandId: requiredChoice('Brand'),
});
const resolver = formResolver<ProjectFormValues>(projectFormSchema);

const projectControlLabels: ControlLabels<ProjectFormValues> = {
  Name: 'Name',
  ExpectedCloseDate: 'Expected Close Date',
  CompanyId: 'Company',
  BrandId: 'Brand',
};

type ProjectFormProps = {
  initialValues: ProjectFormValues;
  /** Resolves once saved; the form then takes the saved values as its new starting point. */
  onSave: (project: ProjectInput) => Promise<unknown>;
  saving: boolean;
  readOnly?: boolean;
  submitLabel: string;
};

/** Name, description, close date, company and brand, and the four project lookups. */
export function ProjectForm({
  initialValues,
  onSave,
  saving,
  readOnly = false,
  submitLabel,
}: ProjectFormProps) {
  const lookups = useProjectLookups();
  const form = useForm<ProjectFormValues>({ resolver, defaultValues: initialValues, mode: 'onTouched' });
  const { register, handleSubmit, formState, control, reset, setValue, getValues } = form;
  const error = (name: keyof ProjectFormValues) => visibleFieldError(formState, name);
  const requiredData = useRequiredDataCheck({ labels: projectControlLabels, getValues });
  // Leaving (a link, the menu, another tab of the project) with unsaved changes asks first (issue
  // #15); a save under way, which may navigate (a new project opens its page), is not held up.
  const unsavedPrompt = useUnsavedChangesPrompt(
    formState.isDirty && !readOnly && !saving && !formState.isSubmitting,
  );

  // A reload (someone else's change, or our own save) replaces what the form starts from.
  useEffect(() => reset(initialValues), [initialValues, reset]);

  const companyData = lookups.companies.map((company) => ({ value: company.CompanyId, label: company.Name }));
  const brandData = lookups.brands.map((brand) => ({ value: brand.BrandId, label: brand.Name }));

  const lookupSelect = (
    name: 'ProjectMarketId' | 'ProjectStatusId' | 'ProjectPhaseId' | 'WinProbabilityId',
    label: string,
    options: { Id: number; Name: string; IsActive: boolean }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select<number>
          label={label}
          placeholder="Choose…"
          data={lookupSelectData(options, field.value)}
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          clearable
          readOnly={readOnly}
          error={error(name)}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        await onSave(values as ProjectInput);
      }, requiredData.onInvalid)}
    >
      {requiredData.popup}
      {unsavedPrompt}
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="md">
          <TextInput
            label="Name"
            withAsterisk
            maxLength={150}
            readOnly={readOnly}
            error={error('Name')}
            {...register('Name')}
          />
          <TextInput
            label="Expected Close Date"
            type="date"
            withAsterisk
            readOnly={readOnly}
            error={error('ExpectedCloseDate')}
            {...register('ExpectedCloseDate')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          readOnly={readOnly}
          error={error('Description')}
          {...register('Description')}
        />
        <SimpleGrid cols={2} spacing="md">
          <Controller
            control={control}
            name="CompanyId"
            render={({ field }) => (
              <Select<number>
                label="Company"
                withAsterisk
                searchable
                placeholder="Choose a company"
                nothingFoundMessage="No company matches"
                data={companyData}
                value={field.value}
                onChange={(value) => {
                  const previousCompany = lookups.companies.find(
                    (company) => company.CompanyId === field.value,
                  );
                  field.onChange(value);
                  // The brand follows the company's default brand unless the user chose another one.
                  const company = lookups.companies.find((item) => item.CompanyId === value);
                  const brand = getValues('BrandId');
                  if (company && (brand === null || brand === previousCompany?.DefaultBrandId))
                    setValue('BrandId', company.DefaultBrandId, { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                readOnly={readOnly}
                error={error('CompanyId')}
              />
            )}
          />
          <Controller
            control={control}
            name="BrandId"
            render={({ field }) => (
              <Select<number>
                label="Brand"
                withAsterisk
                placeholder="Choose a brand"
                data={brandData}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                readOnly={readOnly}
                error={error('BrandId')}
              />
            )}
          />
          {lookupSelect('ProjectMarketId', 'Market', lookups.markets)}
          {lookupSelect('ProjectStatusId', 'Status', lookups.statuses)}
          {lookupSelect('ProjectPhaseId', 'Phase', lookups.phases)}
          {lookupSelect('WinProbabilityId', 'Win Probability', lookups.winProbabilities)}
        </SimpleGrid>
        {!readOnly && (
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => reset(initialValues)}
              disabled={!formState.isDirty || saving}
            >
              Undo changes
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
