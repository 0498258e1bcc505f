import type { AppUser } from '@airquote/shared/contracts/user-info';
import { updateProfileRequestSchema } from '@airquote/shared/rules/forms';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { visibleFieldError } from '../../../components/field-error.ts';
import { showToast } from '../../../components/toast.tsx';
import { ApiCallError } from '../../../lib/api-client.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { sessionStore, type UserInfo } from '../../../lib/session-store.ts';
import { type ProfileRequest, updateProfile } from '../api/update-profile.ts';

const resolver = formResolver<ProfileRequest>(updateProfileRequestSchema);

function profileOf(userInfo: UserInfo): ProfileRequest {
  return {
    FirstName: userInfo.AppUser.FirstName,
    LastName: userInfo.AppUser.LastName,
    DefaultCompanyId: userInfo.AppUser.DefaultCompanyId,
  };
}

/**
 * The cached user info takes the saved AppUser at once, so the header, logo and theme follow a new
 * default company without waiting for the next navigation (also while impersonating, when the
 * user-info refresh is refused).
 */
function cacheSavedAppUser(appUser: AppUser): void {
  const cached = sessionStore.getUserInfo();
  if (!cached || cached.AppUser.UserId !== appUser.UserId) return;
  const { UserPermissions, ...rest } = cached;
  sessionStore.setUserInfo({ ...rest, Permissions: UserPermissions, AppUser: appUser });
}

/** Name and default company (whose brand sets the logo and colours). */
export function ProfileCard({ userInfo }: { userInfo: UserInfo }) {
  const initialValues = useMemo(() => profileOf(userInfo), [userInfo]);
  const { register, handleSubmit, formState, control, reset, setError } = useForm<ProfileRequest>({
    resolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  useEffect(() => reset(initialValues), [initialValues, reset]);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (appUser) => {
      cacheSavedAppUser(appUser);
      showToast({ type: 'Success', message: 'Profile saved.' });
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiCallError ? error.fieldErrors : {};
      for (const name of ['FirstName', 'LastName', 'DefaultCompanyId'] as const) {
        const message = fieldErrors[name];
        if (message) setError(name, { message }, { shouldFocus: true });
      }
      if (Object.keys(fieldErrors).length === 0) showToast({ type: 'Error', message: error.message });
    },
  });
  const error = (name: keyof ProfileRequest) => visibleFieldError(formState, name);
  const companies = userInfo.Employees.map((employee) => ({
    value: employee.CompanyId,
    label: employee.Company.Name,
  }));

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-profile">
      <form noValidate onSubmit={handleSubmit((values) => save.mutateAsync(values).catch(() => undefined))}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-profile">
            Profile
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label="First Name"
              withAsterisk
              autoComplete="given-name"
              maxLength={60}
              error={error('FirstName')}
              {...register('FirstName')}
            />
            <TextInput
              label="Last Name"
              withAsterisk
              autoComplete="family-name"
              maxLength={60}
              error={error('LastName')}
              {...register('LastName')}
            />
          </SimpleGrid>
          <TextInput label="Email" value={userInfo.AppUser.EmailAddress} readOnly variant="filled" />
          <Controller
            control={control}
            name="DefaultCompanyId"
            render={({ field }) => (
              <Select<number>
                label="Default company"
                description="Its brand sets the logo and colours you see."
                placeholder={companies.length > 0 ? 'Choose a company' : 'You belong to no company'}
                data={companies}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                disabled={companies.length === 0}
                clearable
                error={error('DefaultCompanyId')}
              />
            )}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              To change your e-mail address, ask an administrator.
            </Text>
            <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
