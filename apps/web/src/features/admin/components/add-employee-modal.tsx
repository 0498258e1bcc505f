import type { CompanyRoleWithPermissions } from '@airquote/shared/contracts/role/role-schemas';
import { fieldMessage } from '@airquote/shared/rules/messages';
import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRequiredDataCheck } from '../../../components/required-data-check.tsx';
import { useAppUsers } from '../api/search-app-users.ts';

export type NewEmployee = { userId: number; companyRoleId: number | null; isDefaultCompany: boolean };

type AddEmployeeModalProps = {
  opened: boolean;
  companyName: string;
  companyRoles: CompanyRoleWithPermissions[];
  saving: boolean;
  onSave: (employee: NewEmployee) => void;
  onClose: () => void;
};

/** Adds a user to a company, with a first company role, optionally as their default company. */
export function AddEmployeeModal({
  opened,
  companyName,
  companyRoles,
  saving,
  onSave,
  onClose,
}: AddEmployeeModalProps) {
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 250);
  const [userId, setUserId] = useState<string | null>(null);
  // The chosen user stays an option while the search box shows their name.
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [isDefault, setIsDefault] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const requiredData = useRequiredDataCheck();
  useEffect(() => {
    if (!opened) return;
    setSubmitted(false);
    setSearch('');
    setUserId(null);
    setChosen(null);
    setRoleId(null);
    setIsDefault(false);
  }, [opened]);
  const users = useAppUsers(searchText, false, {
    enabled: opened && searchText.length >= 2 && searchText !== chosen?.label,
    placeholderData: keepPreviousData,
  });
  const found = (users.data ?? []).map((user) => ({
    value: String(user.UserId),
    label: `${user.FirstName} ${user.LastName} (${user.EmailAddress})`,
  }));
  const userOptions = chosen ? [chosen, ...found.filter((option) => option.value !== chosen.value)] : found;

  return (
    <Modal opened={opened} onClose={onClose} title={`Add an employee to ${companyName}`} centered size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (!userId) {
            requiredData.showMissing(['User']);
            return;
          }
          onSave({
            userId: Number(userId),
            companyRoleId: roleId ? Number(roleId) : null,
            isDefaultCompany: isDefault,
          });
        }}
        noValidate
      >
        {requiredData.popup}
        <Stack gap="sm">
          <Select
            label="User"
            placeholder="Type two letters of a name or e-mail"
            withAsterisk
            searchable
            data-autofocus
            data={userOptions}
            value={userId}
            onChange={(value, option) => {
              setUserId(value);
              setChosen(option ? { value: option.value, label: option.label } : null);
            }}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={searchText.length >= 2 ? 'No user matches' : 'Type to search'}
            // The server has searched already; show what it found.
            filter={({ options }) => options}
            error={submitted && !userId ? fieldMessage('required', 'User') : undefined}
          />
          <Select
            label="Company role"
            placeholder="None yet"
            data={companyRoles.map((role) => ({ value: String(role.CompanyRoleId), label: role.RoleName }))}
            value={roleId}
            onChange={setRoleId}
            clearable
          />
          <Checkbox
            label="Make this their default company (logo and theme)"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            A user who left the company earlier is added back.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Add employee
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
