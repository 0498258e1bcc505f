import {
  type AdminAppUser,
  appUserInputSchema,
} from '@airquote/shared/contracts/app-user/admin-app-user-schemas';
import { Button, Divider, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { type ControlLabels, useRequiredDataCheck } from '../../../components/required-data-check.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useCompanies } from '../api/get-companies.ts';
import { UserRolesEditor } from './user-roles-editor.tsx';

export type UserFormValues = {
  FirstName: string;
  LastName: string;
  EmailAddress: string;
  DefaultCompanyId: number | null;
  IsActive: boolean;
};
const resolver = formResolver<UserFormValues>(appUserInputSchema);

const userControlLabels: ControlLabels<UserFormValues> = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  EmailAddress: 'Email',
  DefaultCompanyId: 'Default company',
};

type UserFormModalProps = {
  opened: boolean;
  /** null: a new user. */
  user: AdminAppUser | null;
  /** The signed-in admin cannot deactivate their own account. */
  isSelf: boolean;
  canListCompanies: boolean;
  saving: boolean;
  onSave: (values: UserFormValues) => void;
  onClose: () => void;
};

/**
 * The modal around the form: Mantine mounts its content on each opening, so the form starts over
 * each time it opens, and the key starts it over for another record while open.
 */
export function UserFormModal(props: UserFormModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.user ? `Edit ${props.user.FirstName} ${props.user.LastName}` : 'New user'}
      centered
      size="lg"
    >
      <UserForm key={props.user ? `${props.user.UserId}:${props.user.RowVersion}` : 'new'} {...props} />
    </Modal>
  );
}

/** Create or edit a user; an existing internal employee's user roles are edited here too. */
function UserForm({ opened, user, isSelf, canListCompanies, saving, onSave, onClose }: UserFormModalProps) {
  const companies = useCompanies(false, { enabled: opened && canListCompanies });
  const initial: UserFormValues = {
    FirstName: user?.FirstName ?? '',
    LastName: user?.LastName ?? '',
    EmailAddress: user?.EmailAddress ?? '',
    DefaultCompanyId: user?.DefaultCompanyId ?? null,
    IsActive: user?.IsActive ?? true,
  };
  const { register, handleSubmit, formState, control, getValues } = useForm<UserFormValues>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const requiredData = useRequiredDataCheck({ labels: userControlLabels, getValues });
  const companyOptions = (companies.data ?? []).map((company) => ({
    value: String(company.CompanyId),
    label: company.Name,
  }));
  if (
    user?.DefaultCompanyId &&
    !companyOptions.some((option) => option.value === String(user.DefaultCompanyId))
  )
    companyOptions.push({
      value: String(user.DefaultCompanyId),
      label: user.DefaultCompanyName ?? 'Current company',
    });

  return (
    <form onSubmit={handleSubmit(onSave, requiredData.onInvalid)} noValidate>
      {requiredData.popup}
      <Stack gap="sm">
        <Group grow>
          <TextInput
            label="First Name"
            withAsterisk
            data-autofocus
            maxLength={60}
            error={visibleFieldError(formState, 'FirstName')}
            {...register('FirstName')}
          />
          <TextInput
            label="Last Name"
            withAsterisk
            maxLength={60}
            error={visibleFieldError(formState, 'LastName')}
            {...register('LastName')}
          />
        </Group>
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          maxLength={254}
          error={visibleFieldError(formState, 'EmailAddress')}
          {...register('EmailAddress')}
        />
        <Controller
          control={control}
          name="DefaultCompanyId"
          render={({ field }) => (
            <Select
              label="Default company"
              description="The user becomes its employee; its brand sets their logo and colours."
              placeholder="None"
              searchable
              clearable
              data={companyOptions}
              value={field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : null)}
            />
          )}
        />
        <Controller
          control={control}
          name="IsActive"
          render={({ field }) => (
            <Switch
              label="Active (a deactivated user is signed out everywhere and cannot sign in)"
              checked={field.value}
              disabled={isSelf}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {!user && (
          <Text size="xs" c="dimmed">
            The new user is approved at once and gets an e-mail with a link to set a password.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {user ? 'Save' : 'Create user'}
          </Button>
        </Group>
        {user && (
          <>
            <Divider />
            <UserRolesEditor user={user} />
          </>
        )}
      </Stack>
    </form>
  );
}
