import {
  type AdminCompany,
  companyInputSchema,
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
} from '@airquote/shared/contracts/company/admin-company-schemas';
import { Button, FileButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../components/required-data-check.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useBrands } from '../../../shared/session/api/get-brands.ts';
import { LogoPreview } from './logo-preview.tsx';

export type CompanyFormValues = { Name: string; Kind: AdminCompany['Kind']; DefaultBrandId: number };
const resolver = formResolver<CompanyFormValues>(companyInputSchema);

const companyControlLabels: ControlLabels<CompanyFormValues> = {
  Name: 'Name',
  Kind: 'Kind',
  DefaultBrandId: 'Default brand',
};

const kindOptions = [
  { value: 'RepFirm', label: 'Rep firm' },
  { value: 'Customer', label: 'Customer' },
  { value: 'Internal', label: 'Internal (the manufacturer)', disabled: true },
];

/** The client-side half of the logo check; the server checks the real type by the file's bytes. */
export function logoFileProblem(file: File): string | null {
  if (file.size > LOGO_MAX_BYTES)
    return `The logo is larger than ${LOGO_MAX_BYTES / 1024} KB. Choose a smaller image.`;
  if (!LOGO_ACCEPT.split(',').includes(file.type))
    return 'Choose a PNG, JPEG, GIF or WebP image (SVG is not accepted).';
  return null;
}

type CompanyFormModalProps = {
  opened: boolean;
  /** null: a new company. */
  company: AdminCompany | null;
  saving: boolean;
  onSave: (values: CompanyFormValues, logo: File | null) => void;
  onClose: () => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function CompanyFormModal(props: CompanyFormModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.company ? `Edit ${props.company.Name}` : 'New company'}
      centered
      size="lg"
    >
      <CompanyForm key={props.company?.CompanyId ?? 'new'} {...props} />
    </Modal>
  );
}

/** Create or edit a company: name, kind, default brand and logo (with a preview before saving). */
function CompanyForm({ company, saving, onSave, onClose }: CompanyFormModalProps) {
  const brands = useBrands();
  const initial: CompanyFormValues = {
    Name: company?.Name ?? '',
    Kind: company?.Kind ?? 'RepFirm',
    DefaultBrandId: company?.DefaultBrandId ?? 1,
  };
  const { register, handleSubmit, formState, control, watch, getValues } = useForm<CompanyFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const requiredData = useRequiredDataCheck({ labels: companyControlLabels, getValues });
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);

  const chooseLogo = (file: File | null) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoError(problem);
    setLogo(problem ? null : file);
  };
  const isInternal = company?.Kind === 'Internal';

  return (
    <form onSubmit={handleSubmit((values) => onSave(values, logo), requiredData.onInvalid)} noValidate>
      {requiredData.popup}
      <Stack gap="sm">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          maxLength={120}
          error={visibleFieldError(formState, 'Name')}
          {...register('Name')}
        />
        <Controller
          control={control}
          name="Kind"
          render={({ field }) => (
            <Select
              label="Kind"
              withAsterisk
              data={isInternal ? kindOptions : kindOptions.filter((option) => option.value !== 'Internal')}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              disabled={isInternal}
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name="DefaultBrandId"
          render={({ field }) => (
            <Select
              label="Default brand"
              description="Sets the logo and colours its employees see, unless the company has its own logo."
              withAsterisk
              data={(brands.data ?? []).map((brand) => ({
                value: String(brand.BrandId),
                label: brand.Name,
              }))}
              value={String(field.value)}
              onChange={(value) => value && field.onChange(Number(value))}
              allowDeselect={false}
              error={visibleFieldError(formState, 'DefaultBrandId')}
            />
          )}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Logo
          </Text>
          <Group gap="md" align="center">
            <LogoPreview
              file={logo}
              company={company}
              defaultBrandId={watch('DefaultBrandId')}
              alt={logo ? `New logo ${logo.name}` : 'Current logo'}
            />
            <Stack gap={4}>
              <FileButton onChange={chooseLogo} accept={LOGO_ACCEPT}>
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconUpload size={16} />}>
                    {company && company.LogoFileName.length > 2 ? 'Replace logo' : 'Upload logo'}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                PNG, JPEG, GIF or WebP, up to {LOGO_MAX_BYTES / 1024} KB.
                {logo ? ` Selected: ${logo.name}` : ''}
              </Text>
              {logoError && (
                <Text size="xs" c="red" role="alert">
                  {logoError}
                </Text>
              )}
            </Stack>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {company ? 'Save' : 'Create company'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
