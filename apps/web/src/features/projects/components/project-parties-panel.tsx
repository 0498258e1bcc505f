import type { Project } from '@airquote/shared/contracts/project/project-schemas';
import {
  PARTY_ROLES,
  type PartyRole,
  type ProjectParty,
  partyRoleLabels,
} from '@airquote/shared/contracts/project-party/project-party-schemas';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmationModal } from '../../../components/confirmation-modal.tsx';
import { showToast } from '../../../components/toast.tsx';
import { paths } from '../../../config/paths.ts';
import {
  deleteProjectParty,
  getProjectParties,
  partyKeys,
  quoteBiddingContractors,
  upsertProjectParty,
} from '../api/project-parties.ts';

type ContactDraft = { ProjectPartyContactId?: number; Name: string; EmailAddress: string; Phone: string };
type Draft = {
  ProjectPartyId?: number;
  RowVersion?: number;
  Role: PartyRole;
  CompanyName: string;
  Contacts: ContactDraft[];
};

const emptyContact = (): ContactDraft => ({ Name: '', EmailAddress: '', Phone: '' });
const roleOptions = PARTY_ROLES.map((role) => ({ value: role, label: partyRoleLabels[role] }));

/**
 * The parties of a project (issue 17): owner, engineer of record, architect and the mechanical
 * contractors bidding the job, each a company with contacts; and quoting a schedule to every bidder.
 */
export function ProjectPartiesPanel({
  project,
  canEdit,
  canQuote,
}: {
  project: Project;
  canEdit: boolean;
  canQuote: boolean;
}) {
  const queryClient = useQueryClient();
  const parties = useQuery({
    queryKey: partyKeys.ofProject(project.ProjectId),
    queryFn: () => getProjectParties(project.ProjectId),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ProjectParty | null>(null);
  const [scheduleIds, setScheduleIds] = useState<string[]>([]);
  const [created, setCreated] = useState<
    Array<{ ProjectQuoteId: number; QuoteNumber: string; CompanyName: string }>
  >([]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: partyKeys.ofProject(project.ProjectId) });

  const save = useMutation({
    mutationFn: (value: Draft) => upsertProjectParty({ ProjectId: project.ProjectId, ...value }),
    onSuccess: (party) => {
      void refresh();
      setDraft(null);
      showToast({ type: 'Success', message: `${party.CompanyName} saved.` });
    },
    onError: (failure) => setError(failure.message),
  });
  const remove = useMutation({
    mutationFn: (party: ProjectParty) => deleteProjectParty(party.ProjectPartyId, party.RowVersion),
    onSuccess: () => {
      void refresh();
      setRemoving(null);
    },
    onError: (failure) => showToast({ type: 'Error', message: failure.message }),
  });
  const quoteAll = useMutation({
    mutationFn: () => quoteBiddingContractors(project.ProjectId, scheduleIds.map(Number)),
    onSuccess: (quotes) => {
      setCreated(quotes);
      showToast({ type: 'Success', message: `${quotes.length} quotes created, one per bidding contractor.` });
    },
    onError: (failure) => showToast({ type: 'Error', message: failure.message }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setError(null);
    save.mutate({ ...draft, Contacts: draft.Contacts.filter((contact) => contact.Name.trim() !== '') });
  };
  const setContact = (index: number, change: Partial<ContactDraft>) =>
    setDraft((current) =>
      current
        ? {
            ...current,
            Contacts: current.Contacts.map((contact, at) =>
              at === index ? { ...contact, ...change } : contact,
            ),
          }
        : current,
    );

  const rows = parties.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Parties
        </Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setError(null);
              setDraft({ Role: 'MechanicalContractor', CompanyName: '', Contacts: [emptyContact()] });
            }}
          >
            Add party
          </Button>
        )}
      </Group>
      {parties.isError && <Alert color="red">{parties.error.message}</Alert>}
      {rows.length === 0 && parties.isSuccess && (
        <Text c="dimmed">
          No parties yet: add the owner, engineer of record, architect and bidding contractors.
        </Text>
      )}
      {rows.length > 0 && (
        <Table striped withTableBorder aria-label="Parties of the project">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Role</Table.Th>
              <Table.Th>Company</Table.Th>
              <Table.Th>Contacts</Table.Th>
              {canEdit && <Table.Th>Actions</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((party) => (
              <Table.Tr key={party.ProjectPartyId}>
                <Table.Td>{partyRoleLabels[party.Role]}</Table.Td>
                <Table.Td>{party.CompanyName}</Table.Td>
                <Table.Td>
                  {party.Contacts.map((contact) => (
                    <Text key={contact.ProjectPartyContactId} size="sm">
                      {[contact.Name, contact.EmailAddress, contact.Phone].filter(Boolean).join(' · ')}
                    </Text>
                  ))}
                </Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Group gap={4}>
                      <Tooltip label={`Edit ${party.CompanyName}`}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${party.CompanyName}`}
                          onClick={() =>
                            setDraft({
                              ProjectPartyId: party.ProjectPartyId,
                              RowVersion: party.RowVersion,
                              Role: party.Role,
                              CompanyName: party.CompanyName,
                              Contacts: party.Contacts.map((contact) => ({ ...contact })),
                            })
                          }
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={`Remove ${party.CompanyName}`}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${party.CompanyName}`}
                          onClick={() => setRemoving(party)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {canQuote && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Quote this schedule to every bidding contractor
            </Title>
            <Text size="sm" c="dimmed">
              One quote per mechanical contractor, the same lines, each addressed to its first contact.
            </Text>
            <Group align="flex-end">
              <Checkbox.Group label="Schedules to quote" value={scheduleIds} onChange={setScheduleIds}>
                <Group gap="md" mt={4}>
                  {project.ProjectSchedules.filter((schedule) => schedule.IsActive).map((schedule) => (
                    <Checkbox
                      key={schedule.ProjectScheduleId}
                      value={String(schedule.ProjectScheduleId)}
                      label={schedule.Name}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
              <Button
                onClick={() => quoteAll.mutate()}
                loading={quoteAll.isPending}
                disabled={scheduleIds.length === 0}
              >
                Quote to every bidding contractor
              </Button>
            </Group>
            {created.length > 0 && (
              <Stack gap={2} aria-label="Quotes created">
                {created.map((quote) => (
                  <Text key={quote.ProjectQuoteId} size="sm">
                    <Link
                      to={`${paths.projectQuoteForm(project.ProjectId)}?projectQuoteId=${quote.ProjectQuoteId}`}
                    >
                      {quote.QuoteNumber}
                    </Link>{' '}
                    to {quote.CompanyName}
                  </Text>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      )}

      <Modal
        opened={draft !== null}
        onClose={() => setDraft(null)}
        title={draft?.ProjectPartyId ? 'Edit party' : 'Add party'}
        size="lg"
      >
        {draft && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Select
                label="Role"
                data={roleOptions}
                value={draft.Role}
                allowDeselect={false}
                onChange={(value) => value && setDraft({ ...draft, Role: value as PartyRole })}
              />
              <TextInput
                label="Company name"
                required
                value={draft.CompanyName}
                onChange={(event) => setDraft({ ...draft, CompanyName: event.currentTarget.value })}
              />
              {draft.Contacts.map((contact, index) => (
                <SimpleGrid
                  // biome-ignore lint/suspicious/noArrayIndexKey: contacts being typed have no id yet
                  key={index}
                  cols={{ base: 1, sm: 3 }}
                >
                  <TextInput
                    label={`Contact ${index + 1} name`}
                    value={contact.Name}
                    onChange={(event) => setContact(index, { Name: event.currentTarget.value })}
                  />
                  <TextInput
                    label={`Contact ${index + 1} e-mail`}
                    type="email"
                    value={contact.EmailAddress}
                    onChange={(event) => setContact(index, { EmailAddress: event.currentTarget.value })}
                  />
                  <TextInput
                    label={`Contact ${index + 1} phone`}
                    value={contact.Phone}
                    onChange={(event) => setContact(index, { Phone: event.currentTarget.value })}
                  />
                </SimpleGrid>
              ))}
              <Group justify="space-between">
                <Button
                  variant="subtle"
                  onClick={() => setDraft({ ...draft, Contacts: [...draft.Contacts, emptyContact()] })}
                >
                  Add contact
                </Button>
                <Button type="submit" loading={save.isPending}>
                  Save party
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
      <ConfirmationModal
        opened={removing !== null}
        header="Remove party"
        message={`Remove ${removing?.CompanyName ?? ''} from the project? Quotes addressed to its contacts lose their addressee.`}
        acceptLabel="Remove"
        onAccept={() => removing && remove.mutate(removing)}
        onReject={() => setRemoving(null)}
      />
    </Stack>
  );
}
