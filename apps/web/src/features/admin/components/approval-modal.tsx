import type { ApprovalAssignment } from '@airquote/shared/contracts/app-user/decide-approval';
import type {
  ApprovalChoices,
  PendingApprovalUser,
} from '@airquote/shared/contracts/app-user/pending-approvals';
import { CompanyRole, userRoleIds } from '@airquote/shared/enums/roles';
import { fieldMessage } from '@airquote/shared/rules/messages';
import { Alert, Button, Checkbox, Group, Modal, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useRequiredDataCheck } from '../../../components/required-data-check.tsx';

/** "RepAdmin" → "Rep Admin". */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

const companyRoleOptions = Object.entries(CompanyRole).map(([name, id]) => ({
  value: String(id),
  label: spaced(name),
}));
const userRoleOptions = Object.entries(userRoleIds).map(([name, id]) => ({
  value: String(id),
  label: spaced(name),
}));

type ApprovalModalProps = {
  /** The registration being approved; null closes the dialog. */
  user: PendingApprovalUser | null;
  choices: ApprovalChoices | undefined;
  saving: boolean;
  onApprove: (assignment: ApprovalAssignment) => void;
  onClose: () => void;
};

/**
 * Approval of a registration (issue #15 item 5): the company the user works for and their role, so
 * they work at first sign-in. A company matching the typed name is only suggested: the approver
 * confirms it, or creates a new company from the typed name.
 */
export function ApprovalModal({ user, choices, saving, onApprove, onClose }: ApprovalModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title="Approve registration"
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {user ? (
        <ApprovalForm
          key={user.UserId}
          user={user}
          choices={choices}
          saving={saving}
          onApprove={onApprove}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ApprovalForm({
  user,
  choices,
  saving,
  onApprove,
  onClose,
}: Omit<ApprovalModalProps, 'user'> & { user: PendingApprovalUser }) {
  const internal = user.IsInternalEmployee === true;
  const suggestion = internal ? null : user.SuggestedCompany;
  const [mode, setMode] = useState<'existing' | 'new'>(suggestion ? 'existing' : 'new');
  const [companyId, setCompanyId] = useState<string | null>(suggestion ? String(suggestion.CompanyId) : null);
  const [confirmed, setConfirmed] = useState(false);
  const [newName, setNewName] = useState(user.CompanyName);
  const [newKind, setNewKind] = useState<'RepFirm' | 'Customer'>('Customer');
  const [brandId, setBrandId] = useState<string | null>('2');
  const [roleId, setRoleId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const requiredData = useRequiredDataCheck();
  const roleLabel = internal ? 'User role' : 'Company role';
  const chosenCompany = choices?.Companies.find((company) => String(company.CompanyId) === companyId);
  const typedNameTaken = choices?.Companies.find(
    (company) => company.Name.trim().toLowerCase() === newName.trim().toLowerCase(),
  );

  const missing = (): string[] => {
    const names: string[] = [];
    if (!internal && mode === 'existing' && !companyId) names.push('Company');
    if (!internal && mode === 'existing' && companyId && !confirmed)
      names.push('Confirmation of the company');
    if (!internal && mode === 'new' && !newName.trim()) names.push('Company Name');
    if (!internal && mode === 'new' && !brandId) names.push('Brand');
    if (!roleId) names.push(roleLabel);
    return names;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const names = missing();
        if (names.length > 0) {
          requiredData.showMissing(names);
          return;
        }
        if (internal) onApprove({ UserRoleId: Number(roleId) });
        else if (mode === 'existing')
          onApprove({ CompanyId: Number(companyId), CompanyRoleId: Number(roleId) });
        else
          onApprove({
            NewCompany: { Name: newName.trim(), Kind: newKind, DefaultBrandId: Number(brandId) },
            CompanyRoleId: Number(roleId),
          });
      }}
    >
      {requiredData.popup}
      <Stack gap="sm">
        <Text size="sm">
          {user.FirstName} {user.LastName} ({user.EmailAddress}) typed the company name{' '}
          <b>{user.CompanyName || '—'}</b>. They are told by e-mail and can sign in once approved.
        </Text>
        {internal ? (
          <Text size="sm" data-testid="approval-company">
            Company: <b>{user.SuggestedCompany?.Name ?? 'the internal company'}</b> (internal employee by
            e-mail domain)
          </Text>
        ) : (
          <>
            <Radio.Group
              label="Company"
              withAsterisk
              value={mode}
              onChange={(value) => setMode(value as 'existing' | 'new')}
            >
              <Group mt={4}>
                <Radio value="existing" label="An existing company" />
                <Radio value="new" label="A new company" />
              </Group>
            </Radio.Group>
            {mode === 'existing' ? (
              <>
                {suggestion ? (
                  <Text size="xs" c="dimmed">
                    Suggested because its name matches the typed one: {suggestion.Name}. Confirm it only if
                    the user works there.
                  </Text>
                ) : null}
                <Select
                  label="Existing company"
                  withAsterisk
                  searchable
                  placeholder="Choose the company"
                  data={(choices?.Companies ?? []).map((company) => ({
                    value: String(company.CompanyId),
                    label: company.Name,
                  }))}
                  value={companyId}
                  onChange={(value) => {
                    setCompanyId(value);
                    setConfirmed(false);
                  }}
                  nothingFoundMessage="No company of that name"
                  error={submitted && !companyId ? fieldMessage('required', 'Company') : undefined}
                />
                <Checkbox
                  label={`${user.FirstName} ${user.LastName} works for ${chosenCompany?.Name ?? 'this company'}: add them to it`}
                  checked={confirmed}
                  disabled={!companyId}
                  onChange={(event) => setConfirmed(event.currentTarget.checked)}
                  error={
                    submitted && companyId && !confirmed
                      ? 'Confirm the company, or create a new one.'
                      : undefined
                  }
                />
              </>
            ) : (
              <>
                <TextInput
                  label="Company Name"
                  withAsterisk
                  value={newName}
                  onChange={(event) => setNewName(event.currentTarget.value)}
                  error={submitted && !newName.trim() ? fieldMessage('required', 'Company Name') : undefined}
                />
                {typedNameTaken ? (
                  <Alert color="yellow" variant="light">
                    A company named {typedNameTaken.Name} exists. To add the user to it, choose "An existing
                    company"; a new company needs another name.
                  </Alert>
                ) : null}
                <Group grow>
                  <Select
                    label="Kind"
                    withAsterisk
                    allowDeselect={false}
                    data={[
                      { value: 'Customer', label: 'Customer' },
                      { value: 'RepFirm', label: 'Rep firm' },
                    ]}
                    value={newKind}
                    onChange={(value) => setNewKind((value as 'RepFirm' | 'Customer' | null) ?? 'Customer')}
                  />
                  <Select
                    label="Brand"
                    withAsterisk
                    data={(choices?.Brands ?? []).map((brand) => ({
                      value: String(brand.BrandId),
                      label: brand.Name,
                    }))}
                    value={brandId}
                    onChange={setBrandId}
                    error={submitted && !brandId ? fieldMessage('required', 'Brand') : undefined}
                  />
                </Group>
              </>
            )}
          </>
        )}
        <Select
          label={roleLabel}
          withAsterisk
          placeholder="Choose the role"
          data={internal ? userRoleOptions : companyRoleOptions}
          value={roleId}
          onChange={setRoleId}
          error={submitted && !roleId ? fieldMessage('required', roleLabel) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
